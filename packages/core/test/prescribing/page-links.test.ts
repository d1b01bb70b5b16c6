import { describe, expect, it } from "vitest";
import { expiringToken, expiringTokenValid } from "../../src/developers/prescribing/page-links";

const config = { APP_SECRET: "a".repeat(64) };
const other = { APP_SECRET: "b".repeat(64) };
const id = "7f1d2c3b-1111-4222-8333-444455556666";
const now = new Date("2026-03-02T12:00:00.000Z");
const exp = Math.floor(now.getTime() / 1000) + 3600;

describe("patient page tokens", () => {
  it("open their own page and encounter until they expire", () => {
    const token = expiringToken(config, "visit", id, exp);
    expect(token).toMatch(/^\d+\.[0-9a-f]{64}$/);
    expect(expiringTokenValid(config, "visit", id, token, now)).toBe(true);
    expect(expiringTokenValid(config, "visit", id, token, new Date((exp - 1) * 1000))).toBe(true);
    expect(expiringTokenValid(config, "visit", id, token, new Date(exp * 1000))).toBe(false);
  });

  it("open no other page, encounter or deployment, and refuse a changed expiry", () => {
    const token = expiringToken(config, "schedule", id, exp);
    expect(expiringTokenValid(config, "visit", id, token, now)).toBe(false);
    expect(expiringTokenValid(config, "schedule", id.replace("7f", "8f"), token, now)).toBe(false);
    expect(expiringTokenValid(other, "schedule", id, token, now)).toBe(false);
    const [, mac] = token.split(".");
    expect(expiringTokenValid(config, "schedule", id, `${exp + 9999}.${mac}`, now)).toBe(false);
    for (const bad of [undefined, "", "x", `${exp}.`, `${exp}.zz`, `-1.${mac}`])
      expect(expiringTokenValid(config, "schedule", id, bad, now)).toBe(false);
  });
});
