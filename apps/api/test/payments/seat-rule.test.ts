import { completeCheckout, prorate } from "@intake/core/billing";
import { priceToMinorUnits } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, COMPLETE_2, letter } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { anonymousReadyLetter, PERSON, subscribedAccount } from "./subscribe";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the seat rule in both paths", () => {
  it("a spouse without a seat is not submitted in one call (seat_required, nothing charged); checkout charges the seat, then one call submits", async () => {
    const s = await subscribedAccount(t);
    const spouse = await t.post(
      "/api/v1/patients",
      { relationship: "spouse", ...PERSON, firstName: "Sam" },
      { token: s.apiKey },
    );
    expect(spouse.status).toBe(201);
    await t.db
      .updateTable("patients")
      .set({
        consented_to_telehealth: true,
        consented_at: t.clock.now(),
        identity_status: "verified",
        identity_verified_at: t.clock.now(),
      })
      .where("id", "=", spouse.body.id)
      .execute();
    const invoices = async () =>
      (await t.get("/api/v1/subscriptions/me/invoices", { token: s.apiKey })).body;
    const q = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE), patient_id: spouse.body.id },
      { token: s.apiKey },
    );
    expect(q.body.auto_submit).toEqual({ status: "blocked", pending_reasons: ["seat_required"] });
    expect(q.body.checkout_url).toBeDefined();
    expect(q.body.next_steps).toContain("holds no seat");
    expect((await t.get("/api/v1/subscriptions/me", { token: s.apiKey })).body.seatCount).toBe(0);
    expect(await invoices()).toHaveLength(1);

    // The same person at checkout: the prorated seat is charged.
    const me = (await t.get("/api/v1/subscriptions/me", { token: s.apiKey })).body;
    const l = await anonymousReadyLetter(t, COMPLETE_2);
    const receipt = await completeCheckout({
      ctx: {
        ...t.services,
        caller: { kind: "session", userId: s.id },
        requestId: "test",
        clientAddress: "127.0.0.1",
      },
      input: { encounterId: l.encounterId, token: l.token, patientId: spouse.body.id },
    });
    const seat = prorate(
      priceToMinorUnits(t.config.PRICE_SEAT),
      new Date(me.currentPeriodStart),
      new Date(me.currentPeriodEnd),
      t.clock.now(),
    );
    expect(receipt.amountCharged).toBe(seat);
    expect((await t.get("/api/v1/subscriptions/me", { token: s.apiKey })).body.seatCount).toBe(1);
    const again = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE), patient_id: spouse.body.id },
      { token: s.apiKey },
    );
    expect(again.body.auto_submit).toMatchObject({ status: "submitted" });
    expect(await invoices()).toHaveLength(2);
  });
});
