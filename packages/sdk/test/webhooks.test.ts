import { describe, expect, it } from "vitest";
import {
  parseWebhookEvent,
  signWebhookPayload,
  verifyWebhookSignature,
  Webhook,
  WebhookVerificationError,
} from "../src/webhooks";

// Fixed vector, computed independently (Python: hmac.new(secret, body, sha256).hexdigest()).
const SECRET = "whsec_test_4f9c2a";
const BODY =
  '{"id":"evt_01J9Z","type":"encounter.completed","created":"2026-03-01T10:00:00.000Z","sandbox":true,"data":{"encounter_id":"5b1f0e7e-4a8f-4f3e-9a57-1d2c3b4a5e6f","external_id":"ext-42","status":"completed","rx_count":1}}';
const SIGNATURE = "sha256=3770c3fd8ad1cbc8c0bd2c9c3ccf558e0f18185472546624260f3b85a990cc93";
const OTHER_SECRET_SIGNATURE =
  "sha256=3f01e3df128e26bc534fc043ac6a6f51c7290c6c9fbfdb5cd37b4a073ba29f5e";

describe("verifyWebhookSignature", () => {
  it("accepts the service's signature of the raw body, as string or bytes", () => {
    expect(verifyWebhookSignature(BODY, SIGNATURE, SECRET)).toBe(true);
    expect(verifyWebhookSignature(new TextEncoder().encode(BODY), SIGNATURE, SECRET)).toBe(true);
    expect(
      verifyWebhookSignature(BODY, SIGNATURE.toUpperCase().replace("SHA256=", "sha256="), SECRET),
    ).toBe(true);
  });

  it("signs exactly as the vector says", () => {
    expect(signWebhookPayload(BODY, SECRET)).toBe(SIGNATURE);
  });

  it.each([
    ["a tampered body", BODY.replace('"rx_count":1', '"rx_count":2'), SIGNATURE, SECRET],
    ["re-serialised JSON", JSON.stringify(JSON.parse(BODY), null, 1), SIGNATURE, SECRET],
    ["the wrong secret", BODY, SIGNATURE, "whsec_other"],
    ["another secret's signature", BODY, OTHER_SECRET_SIGNATURE, SECRET],
    ["a missing sha256= prefix", BODY, SIGNATURE.slice("sha256=".length), SECRET],
    ["a signature of the wrong length", BODY, SIGNATURE.slice(0, -2), SECRET],
    ["a non-hex signature", BODY, `sha256=${"z".repeat(64)}`, SECRET],
    ["no header", BODY, undefined, SECRET],
    ["an empty secret", BODY, SIGNATURE, ""],
  ])("rejects %s", (_, body, header, secret) => {
    expect(verifyWebhookSignature(body, header, secret)).toBe(false);
  });
});

describe("parseWebhookEvent", () => {
  it("returns the typed envelope", () => {
    const event = parseWebhookEvent(BODY, SIGNATURE, SECRET);
    expect(event).toEqual({
      id: "evt_01J9Z",
      type: "encounter.completed",
      created: "2026-03-01T10:00:00.000Z",
      sandbox: true,
      data: {
        encounter_id: "5b1f0e7e-4a8f-4f3e-9a57-1d2c3b4a5e6f",
        external_id: "ext-42",
        status: "completed",
        rx_count: 1,
      },
    });
    if (event.type === "encounter.completed") expect(event.data.rx_count).toBe(1);
  });

  it("says why verification failed", () => {
    expect(() => parseWebhookEvent(BODY, SIGNATURE.slice(7), SECRET)).toThrow(/sha256=<hex>/);
    expect(() => parseWebhookEvent(BODY, SIGNATURE, "whsec_other")).toThrow(/does not match/);
    expect(() => parseWebhookEvent(BODY, undefined, SECRET)).toThrow(WebhookVerificationError);
  });

  it("checks the envelope after the signature", () => {
    const body = JSON.stringify({
      id: "evt_2",
      type: "encounter.unknown",
      created: "2026-03-01T10:00:00.000Z",
      sandbox: false,
      data: {},
    });
    expect(() => parseWebhookEvent(body, signWebhookPayload(body, SECRET), SECRET)).toThrow(
      /unknown event type/,
    );
    const noId = JSON.stringify({
      type: "webhook.test",
      created: "2026-03-01T10:00:00.000Z",
      sandbox: true,
      data: {},
    });
    expect(() => parseWebhookEvent(noId, signWebhookPayload(noId, SECRET), SECRET)).toThrow(
      /evt_ id/,
    );
  });

  it("rejects old events only when asked to", () => {
    const now = new Date("2026-03-01T10:10:00.000Z");
    expect(parseWebhookEvent(BODY, SIGNATURE, SECRET, { now }).id).toBe("evt_01J9Z");
    expect(() => parseWebhookEvent(BODY, SIGNATURE, SECRET, { maxAgeSeconds: 300, now })).toThrow(
      /older than allowed/,
    );
  });
});

describe("Webhook", () => {
  it("verifies from a Headers object or a plain record, case-insensitively", () => {
    const hook = new Webhook(SECRET);
    expect(hook.verify(BODY, new Headers({ "X-Service-Signature": SIGNATURE })).id).toBe(
      "evt_01J9Z",
    );
    expect(hook.verify(BODY, { "x-service-signature": SIGNATURE }).id).toBe("evt_01J9Z");
    expect(hook.sign(BODY)).toBe(SIGNATURE);
  });

  it("accepts any of several secrets during a rotation", () => {
    const hook = new Webhook(["whsec_new", SECRET]);
    expect(hook.verify(BODY, { "x-service-signature": SIGNATURE }).type).toBe(
      "encounter.completed",
    );
    expect(() =>
      new Webhook(["whsec_new"]).verify(BODY, { "x-service-signature": SIGNATURE }),
    ).toThrow(/does not match/);
  });
});
