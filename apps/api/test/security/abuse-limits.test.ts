import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";

/**
 * What one account can make the service do or keep for it: test events and redeliveries per
 * webhook endpoint (429 with Retry-After), and active personal and developer keys (409).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_MANUAL_SENDS_PER_HOUR: "5" });
  t.services.ports.resolveHost = async () => ["93.184.216.34"];
});
afterAll(() => t?.close());

const ENDPOINTS = "/api/v1/developers/me/webhook-endpoints";

describe("webhook test events and redeliveries are limited per endpoint", () => {
  it("test events and redeliveries share the endpoint's hourly budget: then 429 with Retry-After", async () => {
    const dev = await t.createAccount();
    const endpoint = await t.post(
      ENDPOINTS,
      { url: "https://hooks.example.com/a", environment: "test" },
      { token: dev.session },
    );
    expect(endpoint.status).toBe(201);
    const other = await t.post(
      ENDPOINTS,
      { url: "https://hooks.example.com/b", environment: "test" },
      { token: dev.session },
    );
    const test = (id: string) =>
      t.post(`${ENDPOINTS}/${id}/test`, undefined, { token: dev.session });

    const first = await test(endpoint.body.id);
    expect(first.status).toBe(202);
    for (let i = 0; i < 3; i++) expect((await test(endpoint.body.id)).status).toBe(202);
    const redeliver = (id: string) =>
      t.post(`/api/v1/developers/me/webhook-deliveries/${id}/redeliver`, undefined, {
        token: dev.session,
      });
    expect((await redeliver(first.body.deliveryId)).status).toBe(202);

    for (const res of [await test(endpoint.body.id), await redeliver(first.body.deliveryId)]) {
      expect(res.status).toBe(429);
      expect(res.body.code).toBe("rate_limited");
      expect(res.body.error).toMatch(/5 test events and redeliveries this hour/);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    // Refusals are not queued: four test deliveries (the redelivery reuses the first), no more.
    const queued = await t.db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("endpoint_id", "=", endpoint.body.id)
      .execute();
    expect(queued).toHaveLength(4);
    // Another endpoint has its own budget; the next hour the first has a new one.
    expect((await test(other.body.id)).status).toBe(202);
    t.clock.advance(3600_000);
    expect((await test(endpoint.body.id)).status).toBe(202);
  });
});

describe("active keys are capped per account", () => {
  it("personal API keys: the 26th is 409 key_limit_reached; revoking one makes room", async () => {
    const a = await t.createAccount(); // holds one key already
    const expiresAt = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const create = () =>
      t.post("/api/v1/users/me/api-keys", { label: "k", expiresAt }, { token: a.session });
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await create();
      expect(res.status).toBe(201);
      ids.push(res.body.keyId);
    }
    const refused = await create();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "key_limit_reached", max_active_keys: 25 });
    expect(refused.body.error).toMatch(/25 active personal API keys.*Revoke/);
    expect(
      (await t.delete(`/api/v1/users/me/api-keys/${ids[0]}`, { token: a.session })).status,
    ).toBe(200);
    expect((await create()).status).toBe(201);
    expect((await create()).status).toBe(409);
    // Expired keys do not count (the session is renewed: it outlives neither).
    t.clock.advance(2 * 86_400_000);
    const session = await t.services.sessions.issue(a.id);
    const later = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const res = await t.post(
      "/api/v1/users/me/api-keys",
      { label: "k", expiresAt: later },
      { token: session },
    );
    expect(res.status).toBe(201);
  });

  it("developer keys: the 26th is 409 key_limit_reached", async () => {
    const d = await t.createAccount();
    const create = () =>
      t.post(
        "/api/v1/developers/me/keys",
        { label: "k", environment: "test" },
        { token: d.session },
      );
    for (let i = 0; i < 25; i++) expect((await create()).status).toBe(201);
    const refused = await create();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "key_limit_reached", max_active_keys: 25 });
    expect(refused.body.error).toMatch(/25 active developer keys/);
  });
});
