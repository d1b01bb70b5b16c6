import { runOutboxOnce } from "@intake/core/kernel";
import { emitOutcomeEvent, runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { startReceiver } from "./helpers";

/**
 * Production policy (WEBHOOK_ALLOW_PRIVATE_ADDRESSES unset): a name that resolved to a public
 * address at registration but resolves to loopback at delivery time is refused before any
 * connection. Only the test resolver is asked; nothing leaves the machine.
 */
let t: TestApp;
const dns = new Map<string, string[]>();
beforeAll(async () => {
  t = await createTestApp();
  t.services.ports.resolveHost = async (host) => dns.get(host) ?? [];
});
afterAll(() => t.close());

describe("SSRF refusal at delivery", () => {
  it("refuses to connect when the endpoint's host now resolves to 127.0.0.1 (or ::ffff:127.0.0.1)", async () => {
    const receiver = await startReceiver();
    try {
      const dev = await t.createAccount();
      dns.set("hooks.example.com", ["93.184.216.34"]);
      const created = await t.post(
        "/api/v1/developers/me/webhook-endpoints",
        { url: `https://hooks.example.com:${receiver.port}/hook`, environment: "live" },
        { token: dev.session },
      );
      expect(created.status).toBe(201);
      for (const rebound of [["127.0.0.1"], ["::ffff:127.0.0.1"], ["169.254.169.254"]]) {
        dns.set("hooks.example.com", rebound);
        await emitOutcomeEvent(t.db, t.clock.now(), {
          developerId: dev.id,
          environment: "live",
          type: "encounter.canceled",
          data: { encounter_id: "e1", external_id: "x1", status: "canceled", rx_count: 0 },
        });
        await runOutboxOnce(t.services, { topics: ["webhook.event"] });
        expect(await runWebhookDeliveriesOnce(t.services)).toMatchObject({
          claimed: 1,
          retried: 1,
        });
      }
      expect(receiver.received).toHaveLength(0);
      const log = await t.get(
        `/api/v1/developers/me/webhook-endpoints/${created.body.id}/deliveries`,
        {
          token: dev.session,
        },
      );
      expect(log.body.deliveries).toHaveLength(3);
      for (const entry of log.body.deliveries) {
        expect(entry).toMatchObject({
          responseStatus: null,
          attempt: 1,
          deliveryStatus: "pending",
        });
        expect(entry.error).toMatch(
          /^refused: the host hooks\.example\.com is or resolves to a loopback, private/,
        );
      }
    } finally {
      await receiver.close();
    }
  });

  it("an http:// endpoint or a literal private address is refused at registration without the development switch", async () => {
    const dev = await t.createAccount();
    const receiver = await startReceiver();
    try {
      for (const url of [receiver.url, `https://127.0.0.1:${receiver.port}/hook`]) {
        const res = await t.post(
          "/api/v1/developers/me/webhook-endpoints",
          { url, environment: "test" },
          { token: dev.session },
        );
        expect(res.status).toBe(400);
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
