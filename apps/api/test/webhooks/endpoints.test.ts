import { unseal } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_APP_SECRET, type TestApp } from "../harness";
import { createDeveloperKey } from "./helpers";

/** Public-looking names resolve through a test resolver; nothing leaves the machine. */
const DNS: Record<string, string[]> = {
  "hooks.example.com": ["93.184.216.34"],
  "internal.example.com": ["10.0.0.5"],
  "sneaky.example.com": ["93.184.216.34", "127.0.0.1"],
  "loop.example.com": ["127.0.0.1"],
  "v6local.example.com": ["fd00::1"],
};

let t: TestApp;
let dev: Awaited<ReturnType<TestApp["createAccount"]>>;
beforeAll(async () => {
  t = await createTestApp();
  t.services.ports.resolveHost = async (host) => {
    const answer = DNS[host];
    if (!answer) throw new Error("ENOTFOUND");
    return answer;
  };
  dev = await t.createAccount();
});
afterAll(() => t.close());

const BASE = "/api/v1/developers/me/webhook-endpoints";
const create = (body: unknown, token = dev.session) => t.post(BASE, body, { token });

describe("webhook endpoints API", () => {
  it("creates an endpoint: 201 with a whsec_ secret of 32 random bytes, stored sealed", async () => {
    const res = await create({
      url: "https://hooks.example.com/intake",
      environment: "test",
      description: "staging receiver",
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      ["createdAt", "description", "environment", "id", "secret", "url"].sort(),
    );
    expect(res.body).toMatchObject({
      url: "https://hooks.example.com/intake",
      environment: "test",
      description: "staging receiver",
      createdAt: t.clock.now().toISOString(),
    });
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(res.body.secret.slice(6), "base64")).toHaveLength(32);
    const row = await t.db
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(res.body.secret.slice(6));
    expect(unseal(TEST_APP_SECRET, row.secret_sealed)).toBe(res.body.secret);

    const list = await t.get(BASE, { token: dev.session });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: res.body.id,
        url: "https://hooks.example.com/intake",
        environment: "test",
        description: "staging receiver",
        createdAt: res.body.createdAt,
        failing: false,
        previousSecretExpiresAt: null,
      },
    ]);
    expect(list.text).not.toContain("whsec_");
    const one = await t.get(`${BASE}/${res.body.id}`, { token: dev.session });
    expect(one.body).toEqual(list.body[0]);
    const secret = await t.get(`${BASE}/${res.body.id}/secret`, { token: dev.session });
    expect(secret.body).toEqual({
      secret: res.body.secret,
      previousSecret: null,
      previousSecretExpiresAt: null,
    });
  });

  it("refuses http://, bad URLs and hosts that are or resolve to non-public addresses (400)", async () => {
    const cases: Array<[string, string]> = [
      ["http://hooks.example.com/x", "https_required"],
      ["not a url", "invalid_url"],
      ["https://user:pw@hooks.example.com/x", "invalid_url"],
      ["https://127.0.0.1/x", "private_address"],
      ["https://localhost/x", "host_not_resolvable"],
      ["https://[::1]/x", "private_address"],
      ["https://169.254.169.254/latest/meta-data", "private_address"],
      ["https://192.168.1.10/x", "private_address"],
      ["https://[fe80::1]/x", "private_address"],
      ["https://internal.example.com/x", "private_address"],
      ["https://sneaky.example.com/x", "private_address"],
      ["https://loop.example.com/x", "private_address"],
      ["https://v6local.example.com/x", "private_address"],
      ["https://nowhere.example.com/x", "host_not_resolvable"],
    ];
    for (const [url, code] of cases) {
      const res = await create({ url, environment: "live" });
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 400, code });
      expect(res.body.error).toEqual(expect.any(String));
    }
    const bad = await create({ url: "https://hooks.example.com/x", environment: "prod" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("validation_failed");
  });

  it("at most 5 endpoints per environment: the sixth is 409 endpoint_limit_reached; deleting frees a place", async () => {
    const other = await t.createAccount();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await create(
        { url: `https://hooks.example.com/${i}`, environment: "live" },
        other.session,
      );
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const sixth = await create(
      { url: "https://hooks.example.com/6", environment: "live" },
      other.session,
    );
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe("endpoint_limit_reached");
    // The other environment has its own five.
    expect(
      (await create({ url: "https://hooks.example.com/t", environment: "test" }, other.session))
        .status,
    ).toBe(201);
    const del = await t.delete(`${BASE}/${ids[0]}`, { token: other.session });
    expect(del.status).toBe(200);
    expect(del.body.id).toBe(ids[0]);
    expect((await t.get(`${BASE}/${ids[0]}`, { token: other.session })).status).toBe(404);
    expect((await t.delete(`${BASE}/${ids[0]}`, { token: other.session })).status).toBe(404);
    expect(
      (await create({ url: "https://hooks.example.com/7", environment: "live" }, other.session))
        .status,
    ).toBe(201);
    const list = await t.get(BASE, { token: other.session });
    expect(list.body).toHaveLength(6);
  });

  it("a developer key manages its own environment only; other developers' endpoints are 404", async () => {
    const owner = await t.createAccount();
    const testKey = await createDeveloperKey(t, owner.id, "test");
    const liveKey = await createDeveloperKey(t, owner.id, "live");
    const mine = await create({ url: "https://hooks.example.com/k", environment: "test" }, testKey);
    expect(mine.status).toBe(201);
    const wrong = await create(
      { url: "https://hooks.example.com/k", environment: "live" },
      testKey,
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe("wrong_environment");
    const live = await create({ url: "https://hooks.example.com/l", environment: "live" }, liveKey);
    expect(live.status).toBe(201);
    expect((await t.get(BASE, { token: testKey })).body.map((e: { id: string }) => e.id)).toEqual([
      mine.body.id,
    ]);
    expect((await t.get(BASE, { token: owner.session })).body).toHaveLength(2);
    expect((await t.get(`${BASE}/${live.body.id}`, { token: testKey })).status).toBe(404);
    expect((await t.get(`${BASE}/${live.body.id}/secret`, { token: testKey })).status).toBe(404);
    // Someone else.
    expect((await t.get(`${BASE}/${mine.body.id}`, { token: dev.session })).status).toBe(404);
    expect((await t.delete(`${BASE}/${mine.body.id}`, { token: dev.session })).status).toBe(404);
    // A personal API key and no credential are refused.
    const personal = await t.get(BASE, { token: owner.apiKey });
    expect(personal.status).toBe(401);
    expect(personal.body.code).toBe("wrong_credential");
    expect((await t.get(BASE)).status).toBe(401);
  });

  it("rotate-secret: a new secret, the old one listed as previous for 24 hours", async () => {
    const created = await create({ url: "https://hooks.example.com/r", environment: "test" });
    const rotated = await t.post(`${BASE}/${created.body.id}/rotate-secret`, undefined, {
      token: dev.session,
    });
    expect(rotated.status).toBe(200);
    const expires = new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString();
    expect(rotated.body).toEqual({
      secret: expect.stringMatching(/^whsec_/),
      previousSecret: created.body.secret,
      previousSecretExpiresAt: expires,
    });
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect((await t.get(`${BASE}/${created.body.id}/secret`, { token: dev.session })).body).toEqual(
      rotated.body,
    );
    expect(
      (await t.get(`${BASE}/${created.body.id}`, { token: dev.session })).body
        .previousSecretExpiresAt,
    ).toBe(expires);
    t.clock.advance(24 * 3600_000 + 1000);
    dev.session = await t.services.sessions.issue(dev.id); // the old session expired meanwhile
    expect((await t.get(`${BASE}/${created.body.id}/secret`, { token: dev.session })).body).toEqual(
      {
        secret: rotated.body.secret,
        previousSecret: null,
        previousSecretExpiresAt: null,
      },
    );
  });

  it("the delivery log is 404 for an unknown endpoint and rejects a forged cursor", async () => {
    const created = await create({ url: "https://hooks.example.com/log", environment: "test" });
    const empty = await t.get(`${BASE}/${created.body.id}/deliveries`, { token: dev.session });
    expect(empty.body).toEqual({ deliveries: [], nextCursor: null });
    const forged = await t.get(`${BASE}/${created.body.id}/deliveries?cursor=abc`, {
      token: dev.session,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe("invalid_cursor");
    expect(
      (
        await t.get(`${BASE}/00000000-0000-4000-8000-000000000000/deliveries`, {
          token: dev.session,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.post(
          "/api/v1/developers/me/webhook-deliveries/00000000-0000-4000-8000-000000000000/redeliver",
          undefined,
          { token: dev.session },
        )
      ).status,
    ).toBe(404);
  });

  it("every route: no credential 401, bad credential 401, personal API key 401 wrong_credential, someone else's ids 404", async () => {
    const owner = await t.createAccount();
    const ep = (
      await create({ url: "https://hooks.example.com/sec", environment: "test" }, owner.session)
    ).body;
    await t.post(`${BASE}/${ep.id}/test`, undefined, { token: owner.session });
    const delivery = await t.db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("endpoint_id", "=", ep.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("webhook_deliveries")
      .set({ status: "failed" })
      .where("id", "=", delivery.id)
      .execute();
    const routes: Array<[string, string, unknown?]> = [
      ["POST", BASE, { url: "https://hooks.example.com/z", environment: "test" }],
      ["GET", BASE],
      ["GET", `${BASE}/${ep.id}`],
      ["GET", `${BASE}/${ep.id}/secret`],
      ["POST", `${BASE}/${ep.id}/rotate-secret`],
      ["POST", `${BASE}/${ep.id}/test`],
      ["GET", `${BASE}/${ep.id}/deliveries`],
      ["POST", `/api/v1/developers/me/webhook-deliveries/${delivery.id}/redeliver`],
      ["DELETE", `${BASE}/${ep.id}`],
    ];
    const stranger = await t.createAccount();
    const strangerKey = await createDeveloperKey(t, stranger.id, "test");
    for (const [method, path, body] of routes) {
      const none = await t.request(method, path, { body });
      expect([path, none.status, none.body.code]).toEqual([path, 401, "unauthorized"]);
      const bad = await t.request(method, path, { body, token: "ak_test_0000000000000000000000" });
      expect([path, bad.status, bad.body.code]).toEqual([path, 401, "invalid_credential"]);
      const personal = await t.request(method, path, { body, token: owner.apiKey });
      expect([path, personal.status, personal.body.code]).toEqual([path, 401, "wrong_credential"]);
      if (path.includes(ep.id) || path.includes(delivery.id)) {
        for (const token of [stranger.session, strangerKey]) {
          const foreign = await t.request(method, path, { body, token });
          expect([path, foreign.status, foreign.body.code]).toEqual([path, 404, "not_found"]);
        }
      }
    }
    // Nothing the refused calls named changed.
    const still = await t.get(`${BASE}/${ep.id}/secret`, { token: owner.session });
    expect(still.body).toEqual({
      secret: ep.secret,
      previousSecret: null,
      previousSecretExpiresAt: null,
    });
  });
});
