import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/kernel/config";

const secret = "s".repeat(32);

describe("payments configuration", () => {
  it("defaults to the embedded processor", () => {
    expect(loadConfig({}, () => secret).PAYMENTS).toBe("embedded");
  });

  it("PAYMENTS=stripe needs both Stripe secrets and both Price ids, named in the error", () => {
    expect(() => loadConfig({ PAYMENTS: "stripe" }, () => secret)).toThrow(
      /PAYMENTS: PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASE, STRIPE_PRICE_SEAT/,
    );
    expect(() =>
      loadConfig(
        {
          PAYMENTS: "stripe",
          STRIPE_SECRET_KEY: "sk_test_abc",
          STRIPE_WEBHOOK_SECRET: "whsec_abc",
        },
        () => secret,
      ),
    ).toThrow(/needs STRIPE_PRICE_BASE, STRIPE_PRICE_SEAT/);
    expect(() =>
      loadConfig(
        { PAYMENTS: "stripe", STRIPE_SECRET_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" },
        () => secret,
      ),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    const ok = loadConfig(
      {
        PAYMENTS: "stripe",
        STRIPE_SECRET_KEY: "sk_test_abc",
        STRIPE_WEBHOOK_SECRET: "whsec_abc",
        STRIPE_PRICE_BASE: "price_base",
        STRIPE_PRICE_SEAT: "price_seat",
      },
      () => secret,
    );
    expect(ok).toMatchObject({ PAYMENTS: "stripe", STRIPE_SECRET_KEY: "sk_test_abc" });
  });

  it("refuses an unknown processor", () => {
    expect(() => loadConfig({ PAYMENTS: "paypal" }, () => secret)).toThrow(/PAYMENTS/);
  });
});
