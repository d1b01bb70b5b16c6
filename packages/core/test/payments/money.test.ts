import { describe, expect, it } from "vitest";
import {
  addMonth,
  checkCard,
  formatMoney,
  luhnValid,
  type PersonShare,
  planCancellationRefund,
  planSeatRelease,
  prorate,
} from "../../src/billing";

const d = (s: string) => new Date(s);
const START = d("2026-03-10T00:00:00.000Z");
const END = d("2026-04-10T00:00:00.000Z"); // 31 days

describe("addMonth (billing periods)", () => {
  it.each([
    ["2026-03-10T12:00:00.000Z", "2026-04-10T12:00:00.000Z"],
    ["2026-01-31T00:00:00.000Z", "2026-02-28T00:00:00.000Z"],
    ["2028-01-31T00:00:00.000Z", "2028-02-29T00:00:00.000Z"],
    ["2026-12-15T08:30:00.000Z", "2027-01-15T08:30:00.000Z"],
    ["2026-03-31T00:00:00.000Z", "2026-04-30T00:00:00.000Z"],
  ])("%s -> %s", (from, to) => {
    expect(addMonth(d(from)).toISOString()).toBe(to);
  });
});

describe("prorate (amount x remaining / period length, rounded half up)", () => {
  it.each([
    // amount, at, expected
    [1900, "2026-03-10T00:00:00.000Z", 1900], // at period start: the whole amount
    [1900, "2026-03-09T00:00:00.000Z", 1900], // before the period: still the whole amount
    [1900, "2026-04-10T00:00:00.000Z", 0], // at the end: nothing
    [1900, "2026-05-01T00:00:00.000Z", 0], // after the end: nothing
    [3100, "2026-03-25T12:00:00.000Z", 1550], // half-way (15.5 of 31 days)
    [1900, "2026-03-20T00:00:00.000Z", 1287], // 21/31 x 1900 = 1287.09
    [2900, "2026-03-11T00:00:00.000Z", 2806], // 30/31 x 2900 = 2806.45
    [100, "2026-04-09T00:00:00.000Z", 3], // 1/31 x 100 = 3.23
  ])("%i at %s -> %i", (amount, at, expected) => {
    expect(prorate(amount, START, END, d(at))).toBe(expected);
  });
});

const person = (role: PersonShare["role"], periodAmount: number, rx: boolean): PersonShare => ({
  patientId: null,
  role,
  periodAmount,
  hadPrescriptionThisPeriod: rx,
});

describe("cancellation refund, variant B (per person, capped by what was paid this cycle)", () => {
  it.each([
    // people, paid this cycle, total refund, per person
    ["holder only, no prescription", [person("account_holder", 4900, false)], 4900, 4900, [4900]],
    ["holder only, prescription", [person("account_holder", 4900, true)], 4900, 0, [0]],
    [
      "holder + 2 seats, one seat with a prescription",
      [
        person("account_holder", 4900, false),
        person("seat", 1900, true),
        person("seat", 1900, false),
      ],
      8700,
      6800,
      [4900, 0, 1900],
    ],
    [
      "seat added mid-cycle: paid only the prorated 950, so the cap cuts the last seat",
      [person("account_holder", 4900, false), person("seat", 1900, false)],
      5850,
      5850,
      [4900, 950],
    ],
    [
      "holder with a prescription, seat without",
      [person("account_holder", 4900, true), person("seat", 1900, false)],
      6800,
      1900,
      [0, 1900],
    ],
    [
      "earlier refunds reduced what is left to refund",
      [person("account_holder", 4900, false)],
      1000,
      1000,
      [1000],
    ],
    ["nothing paid this cycle", [person("account_holder", 4900, false)], 0, 0, [0]],
  ] as const)("%s", (_name, people, paid, total, each) => {
    const plan = planCancellationRefund([...people], paid);
    expect(plan.refundAmount).toBe(total);
    expect(plan.refundable).toBe(total > 0);
    expect(plan.people.map((p) => p.refundAmount)).toEqual(each);
  });
});

describe("seat release (prescription in cycle vs now)", () => {
  it.each([
    [
      "prescription this cycle: bills to period end, no refund",
      true,
      "2026-03-20T00:00:00.000Z",
      10000,
      "period_end",
      0,
    ],
    [
      "no prescription: released now, unused part refunded",
      false,
      "2026-03-20T00:00:00.000Z",
      10000,
      "now",
      1287,
    ],
    [
      "no prescription, refund capped by what was paid",
      false,
      "2026-03-11T00:00:00.000Z",
      500,
      "now",
      500,
    ],
    [
      "no prescription, at period end: nothing unused",
      false,
      "2026-04-10T00:00:00.000Z",
      10000,
      "now",
      0,
    ],
  ] as const)("%s", (_name, rx, at, paid, releaseAt, refund) => {
    expect(
      planSeatRelease({
        seatAmount: 1900,
        periodStart: START,
        periodEnd: END,
        at: d(at),
        hadPrescriptionThisPeriod: rx,
        paidThisCycle: paid,
      }),
    ).toEqual({ releaseAt, refundAmount: refund });
  });
});

describe("test cards", () => {
  const now = d("2026-03-10T00:00:00.000Z");
  it.each([
    ["4242 4242 4242 4242", true],
    ["4000000000000002", true],
    ["4242424242424241", false],
    ["1234", false],
  ])("Luhn %s -> %s", (n, ok) => {
    expect(luhnValid(n.replace(/ /g, ""))).toBe(ok);
  });

  it("keeps brand and last4; refuses bad Luhn, past expiry and a bad CVC with the field", () => {
    expect(
      checkCard({ number: "4242 4242 4242 4242", exp_month: 3, exp_year: 2026, cvc: "123" }, now),
    ).toMatchObject({
      brand: "visa",
      last4: "4242",
    });
    const refused = (card: Parameters<typeof checkCard>[0]) => {
      try {
        checkCard(card, now);
        return null;
      } catch (e) {
        return {
          code: (e as { code: string }).code,
          field: (e as { extra: { field: string } }).extra.field,
        };
      }
    };
    expect(
      refused({ number: "4242424242424241", exp_month: 1, exp_year: 2030, cvc: "123" }),
    ).toEqual({ code: "invalid_card", field: "number" });
    expect(
      refused({ number: "4242424242424242", exp_month: 2, exp_year: 2026, cvc: "123" }),
    ).toEqual({ code: "invalid_card", field: "exp_year" });
    expect(
      refused({ number: "4242424242424242", exp_month: 13, exp_year: 2030, cvc: "123" }),
    ).toEqual({ code: "invalid_card", field: "exp_month" });
    expect(
      refused({ number: "4242424242424242", exp_month: 1, exp_year: 2030, cvc: "12" }),
    ).toEqual({ code: "invalid_card", field: "cvc" });
  });

  it("formats minor units", () => {
    expect(formatMoney(4900, "usd")).toBe("$49.00");
    expect(formatMoney(1287, "usd")).toBe("$12.87");
    expect(formatMoney(5, "usd")).toBe("$0.05");
  });
});
