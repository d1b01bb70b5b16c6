import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../src/routers";
import { buildOpenApiDocument } from "../src/trpc/openapi";
import { restProcedures } from "../src/trpc/procedures";
import { COMPLETE, letter } from "./encounters/seed";
import { createTestApp, TEST_BASE_URL, type TestApp } from "./harness";
import { PERSON } from "./payments/subscribe";
import { seedPaidEncounter } from "./review/helpers";
import { lossyClient } from "./sdk/lossy-client";

/**
 * Idempotency-Key on every create/submit POST (issue 28, http/idempotency.ts), through the real
 * app and database: replay, another body, per-caller scope, twins at once, errors not kept, 24 h.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHILD = { ...PERSON, relationship: "child", firstName: "Robin", dateOfBirth: "2015-03-02" };
const inAMonth = () => new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
const withKey = (token: string, key: string) => ({ token, headers: { "Idempotency-Key": key } });

async function patientsNamed(token: string, firstName: string) {
  const res = await t.get("/api/v1/patients", { token });
  expect(res.status).toBe(200);
  const items = (res.body.data ?? res.body.items ?? res.body) as {
    id: string;
    firstName: string;
  }[];
  return items.filter((p) => p.firstName === firstName);
}

describe("Idempotency-Key on POST /api/v1/patients", () => {
  it("the same key and body replays the first answer (status, body, Idempotent-Replayed) and creates once", async () => {
    const a = await t.createAccount();
    const first = await t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "create-robin"));
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();

    // Same body with its keys in another order, from the same account's session: a replay.
    const reordered = Object.fromEntries(Object.entries(CHILD).reverse());
    const again = await t.post("/api/v1/patients", reordered, withKey(a.session, "create-robin"));
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.text).toBe(first.text);
    expect(await patientsNamed(a.apiKey, "Robin")).toHaveLength(1);

    // Without a key, or with a new one, it runs again.
    const other = await t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "create-robin-2"));
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
    expect(await patientsNamed(a.apiKey, "Robin")).toHaveLength(2);
  });

  it("the same key with another body is 422 idempotency_key_reused and changes nothing", async () => {
    const a = await t.createAccount();
    expect((await t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "k1"))).status).toBe(201);
    const res = await t.post(
      "/api/v1/patients",
      { ...CHILD, firstName: "Kim" },
      withKey(a.apiKey, "k1"),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("idempotency_key_reused");
    expect(res.body.error).toMatch(/Use a new key for a new request/);
    expect(await patientsNamed(a.apiKey, "Kim")).toHaveLength(0);

    // Another operation with the same key is another request too.
    const key = await t.post(
      "/api/v1/users/me/api-keys",
      { label: "x", expiresAt: inAMonth() },
      withKey(a.session, "k1"),
    );
    expect(key.status).toBe(422);
    expect(key.body.code).toBe("idempotency_key_reused");
  });

  it("keys are scoped per account: two callers with the same key and body each create their own", async () => {
    const a = await t.createAccount();
    const b = await t.createAccount();
    const ra = await t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "shared-key"));
    const rb = await t.post("/api/v1/patients", CHILD, withKey(b.apiKey, "shared-key"));
    expect(ra.status).toBe(201);
    expect(rb.status).toBe(201);
    expect(rb.headers.get("idempotent-replayed")).toBeNull();
    expect(rb.body.id).not.toBe(ra.body.id);
    expect(await patientsNamed(a.apiKey, "Robin")).toHaveLength(1);
    expect(await patientsNamed(b.apiKey, "Robin")).toHaveLength(1);
  });

  it("twins sent at once: one runs, the others wait and replay its answer", async () => {
    const a = await t.createAccount();
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "at-once")),
      ),
    );
    expect(all.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(all.map((r) => r.text)).size).toBe(1);
    expect(all.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(4);
    expect(await patientsNamed(a.apiKey, "Robin")).toHaveLength(1);
  });

  it("a twin still running after the wait gets 409 idempotency_key_in_progress with Retry-After", async () => {
    const a = await t.createAccount();
    // The first request's claim, as a process that is still running it leaves it.
    const claim = async (requestHash: string) => {
      const now = t.clock.now();
      await t.db.deleteFrom("idempotent_requests").where("scope", "=", `user:${a.id}`).execute();
      await t.db
        .insertInto("idempotent_requests")
        .values({
          scope: `user:${a.id}`,
          key: "running",
          operation: "POST /api/v1/patients",
          request_hash: requestHash,
          status: null,
          body: null,
          headers: null,
          created_at: now,
          expires_at: new Date(now.getTime() + 86_400_000),
        })
        .execute();
    };
    // Another request's claim: refused at once.
    await claim("another request");
    const reused = await t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "running"));
    expect(reused.status).toBe(422);
    // The same request's: waits up to 10 s, then 409.
    await claim(await requestHashOf(CHILD));
    const started = Date.now();
    const res = await t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "running"));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("idempotency_key_in_progress");
    expect(res.headers.get("retry-after")).toBe("2");
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(await patientsNamed(a.apiKey, "Robin")).toHaveLength(0);

    // A claim left by a process that died (older than 2 minutes) is taken over.
    t.clock.advance(3 * 60_000);
    const taken = await t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "running"));
    expect(taken.status).toBe(201);
    expect(await patientsNamed(a.apiKey, "Robin")).toHaveLength(1);
  }, 20_000);

  it("an error answer is not kept (a retry runs again); keys last 24 hours; bad keys are 400", async () => {
    const a = await t.createAccount();
    const bad = await t.post(
      "/api/v1/patients",
      { ...CHILD, dateOfBirth: "2999-01-01" },
      withKey(a.apiKey, "fix-me"),
    );
    expect(bad.status).toBe(400);
    const fixed = await t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "fix-me"));
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const later = await t.post("/api/v1/patients", CHILD, withKey(a.apiKey, "fix-me"));
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await patientsNamed(a.apiKey, "Robin")).toHaveLength(2);

    for (const key of ["", "x".repeat(256), "has space", "é"]) {
      const res = await t.request("POST", "/api/v1/patients", {
        body: CHILD,
        token: a.apiKey,
        headers: { "Idempotency-Key": key },
      });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.code).toBe("invalid_idempotency_key");
    }
  });

  it("the kept answer is sealed: no new API key or patient detail in clear in the database", async () => {
    const a = await t.createAccount();
    const created = await t.post(
      "/api/v1/users/me/api-keys",
      { label: "ci-marker-label", expiresAt: inAMonth() },
      withKey(a.session, "new-key"),
    );
    expect(created.status).toBe(201);
    const replay = await t.post(
      "/api/v1/users/me/api-keys",
      { label: "ci-marker-label", expiresAt: inAMonth() },
      withKey(a.session, "new-key"),
    );
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.text).toBe(created.text);
    const keys = await t.get("/api/v1/users/me/api-keys", { token: a.session });
    const list = (keys.body.data ?? keys.body.items ?? keys.body) as { label: string }[];
    expect(list.filter((k) => k.label === "ci-marker-label")).toHaveLength(1);
    const rows = await t.db
      .selectFrom("idempotent_requests")
      .selectAll()
      .where("scope", "=", `user:${a.id}`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(created.body.key);
    expect(JSON.stringify(rows)).not.toContain("ci-marker-label");
  });
});

/** The hash the service keeps for `body` on POST /api/v1/patients (from a throwaway account). */
async function requestHashOf(body: unknown): Promise<string> {
  const probe = await t.createAccount();
  await t.post("/api/v1/patients", body, withKey(probe.apiKey, "probe"));
  const row = await t.db
    .selectFrom("idempotent_requests")
    .select("request_hash")
    .where("scope", "=", `user:${probe.id}`)
    .where("key", "=", "probe")
    .executeTakeFirstOrThrow();
  return row.request_hash;
}

describe("Idempotency-Key on the other create/submit operations", () => {
  it("agent query (authenticated): an exact replay returns the same encounter; no second encounter", async () => {
    const a = await t.createAccount();
    const body = { query: letter(COMPLETE) };
    const first = await t.post("/api/v1/agent/query", body, withKey(a.apiKey, "letter-1"));
    expect(first.status).toBe(200);
    const again = await t.post("/api/v1/agent/query", body, withKey(a.apiKey, "letter-1"));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.encounter_id).toBe(first.body.encounter_id);
    expect(again.text).toBe(first.text);
    const encounters = await t.db
      .selectFrom("encounters")
      .select("id")
      .where("user_id", "=", a.id)
      .execute();
    expect(encounters).toHaveLength(1);
    // A resubmission (another body) under a new key is a new request, as the spec says.
    const resubmit = await t.post(
      "/api/v1/agent/query",
      { ...body, session_token: first.body.session_token },
      withKey(a.apiKey, "letter-2"),
    );
    expect(resubmit.status).toBe(200);
    expect(resubmit.headers.get("idempotent-replayed")).toBeNull();
  });

  it("chat message (encounter token): a replayed post is stored once", async () => {
    const e = await seedPaidEncounter(t);
    const ready = { token: e.encounterToken };
    const path = `/api/v1/agent/encounters/${e.encounterId}/events`;
    const first = await t.post(path, { message: "Is it urgent?" }, withKey(ready.token, "msg-1"));
    expect(first.status).toBe(201);
    const again = await t.post(path, { message: "Is it urgent?" }, withKey(ready.token, "msg-1"));
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const events = await t.get(path, { token: ready.token });
    const list = (events.body.events ?? events.body.data ?? []) as { message?: string }[];
    expect(list.filter((e) => e.message === "Is it urgent?")).toHaveLength(1);
  });

  it("every POST honours the key and says so in the OpenAPI document", () => {
    const doc = buildOpenApiDocument(appRouter, TEST_BASE_URL) as unknown as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    const posts = restProcedures(appRouter).filter((p) => p.method === "POST");
    expect(posts.length).toBeGreaterThan(30);
    for (const p of posts) {
      expect(p.idempotency, p.procedurePath).not.toBe("none");
      const operation = doc.paths[p.path]?.post;
      expect(
        operation?.parameters?.some((x) => x.name === "Idempotency-Key"),
        p.procedurePath,
      ).toBe(true);
    }
  });
});

describe("SDK", () => {
  it("a retried create-patient whose first answer was lost creates exactly one patient", async () => {
    const a = await t.createAccount();
    const { api, keysSent } = lossyClient(t, a.apiKey);
    const created = await api.patients.create(CHILD as never);
    const [key, retried, ...more] = keysSent();
    expect(key).toBeTruthy();
    expect([retried, more]).toEqual([key, []]);
    expect(await patientsNamed(a.apiKey, "Robin")).toHaveLength(1);
    expect((created as { id: string }).id).toBe((await patientsNamed(a.apiKey, "Robin"))[0]?.id);
  });
});
