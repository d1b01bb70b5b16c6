import { readFileSync } from "node:fs";
import {
  APIConnectionError,
  ApiError,
  type ApiErrorOf,
  ApiTimeoutError,
  createClient,
  type ErrorCodeOf,
  parseRetryAfter,
  type RetryEvent,
  SDK_VERSION,
} from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";

const letters = JSON.parse(
  readFileSync(
    new URL("../../../../packages/evaluator/test/fixtures/letters.json", import.meta.url),
    "utf8",
  ),
) as { id: string; letter: string }[];
const letter = (id: string) => letters.find((l) => l.id === id)?.letter as string;
const COMPLETE = letter("dev-001-hay-fever-complete");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ QUERY_LIMIT_PER_HOUR: "3" }, { seedKnowledgeBase: true });
});
afterAll(() => t.close());

/** The real app behind a fetch that first answers `failures` with the given responses. */
function flaky(failures: (() => Response | Promise<Response>)[]) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request.clone());
    const next = failures.shift();
    return next ? next() : t.fetch(request);
  };
  return { fetch, seen };
}
const unavailable =
  (headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify({ error: "down for a moment", code: "unavailable" }), {
      status: 503,
      headers: { "content-type": "application/json", ...headers },
    });

describe("resource layer against the real app", () => {
  it("searches, submits, lists encounters across pages, reads and cancels one", async () => {
    const account = await t.createAccount();
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch: t.fetch });

    const search = await api.knowledge.search({ query: "hay fever", limit: 2 });
    expect(search.results).toHaveLength(2);
    expect(search.query).toBe("hay fever");

    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await api.agent.query({ query: COMPLETE });
      expect(answer.final_decision_ready).toBe(true);
      ids.push(answer.encounter_id);
      t.clock.advance(1000);
    }

    const pages = [];
    for await (const page of api.encounters.list({ limit: 2 }).pages()) pages.push(page);
    expect(pages.map((p) => p.items.length)).toEqual([2, 1]);
    expect(pages[0]?.nextCursor).toMatch(/.+/);
    expect(pages[1]?.nextCursor).toBeUndefined();

    const listed: string[] = [];
    for await (const encounter of api.encounters.list({ limit: 1 })) listed.push(encounter.id);
    expect(listed).toEqual([...ids].reverse());
    expect(await api.encounters.list({ limit: 1 }).toArray(2)).toHaveLength(2);

    const one = await api.encounters.get(ids[0] as string);
    expect(one).toMatchObject({ id: ids[0], state: "readyForCheckout", turnCount: 1 });
    expect((await api.encounters.turns(ids[0] as string, { last: 1 })).length).toBe(1);
    expect((await api.encounters.latestTurn(ids[0] as string)).query.version).toBe(1);
    const canceled = await api.encounters.cancel(ids[0] as string);
    expect(canceled.state).toBe("canceled");
  });

  it("throws ApiError with the API's status, code and message", async () => {
    const account = await t.createAccount();
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch: t.fetch });
    const failure = await api.encounters
      .get("00000000-0000-4000-8000-000000000000")
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(ApiError.is(failure, "not_found")).toBe(true);
    expect(ApiError.is(failure, 404)).toBe(true);
    expect((failure as ApiError).body).toMatchObject({ status: 404, code: "not_found" });

    const short = await api.agent.query({ query: "# Chief Complaint\nCough" }).catch((e) => e);
    expect(short).toMatchObject({ status: 400, code: "letter_too_short" });
  });

  it("manages patients and keys; lists submissions as pages", async () => {
    const account = await t.createAccount();
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch: t.fetch });
    const patient = await api.patients.create({
      relationship: "spouse",
      firstName: "Alex",
      lastName: "Rivera",
      dateOfBirth: "1988-05-20",
      sex: "female",
      stateOfResidence: "NY",
      zipCode: "10001",
      phoneNumber: "2125550123",
    });
    expect((await api.patients.list()).map((p) => p.id)).toContain(patient.id);
    expect((await api.patients.get(patient.id)).id).toBe(patient.id);
    expect((await api.patients.update(patient.id, { zipCode: "10002" })).zipCode).toBe("10002");
    await api.patients.archive(patient.id);
    expect((await api.patients.list()).map((p) => p.id)).not.toContain(patient.id);

    expect(await api.users.submissions().toArray()).toEqual([]);
    expect((await api.users.me()).email).toBe(account.email);

    const keyFailure = await api.keys.list().catch((e) => e);
    expect(keyFailure).toMatchObject({ status: 403, code: "session_required" });
    const session = createClient({
      baseUrl: TEST_BASE_URL,
      token: account.session,
      fetch: t.fetch,
    });
    const key = await session.keys.create({ label: "ci", expiresAt: "2027-01-01T00:00:00.000Z" });
    expect(key.key).toMatch(/^ak_[0-9a-f]{64}$/);
    expect((await session.keys.list()).map((k) => k.keyId)).toContain(key.keyId);
    await session.keys.revoke(key.keyId);
  });

  it("types each operation's errors as a union discriminated on status", async () => {
    type QueryErrors = ApiErrorOf<"/api/v1/agent/query", "post">;
    expectTypeOf<QueryErrors["status"]>().toEqualTypeOf<
      400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503
    >();
    type MeErrors = ApiErrorOf<"/api/v1/users/me", "get">;
    expectTypeOf<MeErrors["status"]>().toEqualTypeOf<400 | 401 | 403 | 404 | 500 | 503>();

    const api = createClient({ baseUrl: TEST_BASE_URL, fetch: t.fetch });
    const { error } = await api.GET("/api/v1/users/me");
    if (error) expectTypeOf(error.status).toEqualTypeOf<MeErrors["status"]>();
    if (error?.status === 401)
      expectTypeOf(error.code).toEqualTypeOf<
        "api_key_expired" | "invalid_credential" | "unauthorized" | "wrong_credential"
      >();
    expect(error).toMatchObject({ status: 401, code: "unauthorized" });

    // The resource layer records the operation: ApiError.of narrows `code` to its codes.
    const thrown: unknown = await api.users.me().catch((e: unknown) => e);
    expect(ApiError.of(thrown, "getMe")).toBe(true);
    expect(ApiError.of(thrown, "getPatient")).toBe(false);
    if (!ApiError.of(thrown, "getMe")) throw new Error("expected an ApiError of getMe");
    expectTypeOf(thrown.code).toEqualTypeOf<ErrorCodeOf<"getMe">>();
    expect(thrown.code === "unauthorized").toBe(true);
    // @ts-expect-error getMe never answers with this code
    expect(thrown.code === "encounter_locked").toBe(false);
  });
});

describe("retries, timeouts and User-Agent", () => {
  it("retries a GET after 5xx with backoff and returns the real answer", async () => {
    const { fetch, seen } = flaky([unavailable(), unavailable()]);
    const events: RetryEvent[] = [];
    const api = createClient({
      baseUrl: TEST_BASE_URL,
      fetch,
      retry: { minDelayMs: 1, onRetry: (e) => events.push(e) },
    });
    const pricing = await api.config.pricing();
    expect(pricing.currency).toBe("usd");
    expect(seen).toHaveLength(3);
    expect(events.map((e) => [e.attempt, e.status])).toEqual([
      [1, 503],
      [2, 503],
    ]);
  });

  it("waits exactly Retry-After, and returns a 429 whose Retry-After is beyond the bound", async () => {
    const events: RetryEvent[] = [];
    const once = flaky([unavailable({ "Retry-After": "1" })]);
    const api = createClient({
      baseUrl: TEST_BASE_URL,
      fetch: once.fetch,
      retry: { onRetry: (e) => events.push(e) },
    });
    const started = Date.now();
    await api.config.pricing();
    expect(events[0]?.delayMs).toBe(1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);

    const long = flaky([
      () =>
        new Response('{"error":"slow down","code":"rate_limited"}', {
          status: 429,
          headers: { "Retry-After": "3600" },
        }),
    ]);
    const patient = createClient({ baseUrl: TEST_BASE_URL, fetch: long.fetch });
    const { error } = await patient.GET("/api/v1/config/pricing");
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
    expect(long.seen).toHaveLength(1);
  });

  it("retries a POST with an Idempotency-Key (generated unless given), the same on every attempt", async () => {
    const plain = flaky([unavailable()]);
    const api = createClient({
      baseUrl: TEST_BASE_URL,
      fetch: plain.fetch,
      retry: { minDelayMs: 1 },
    });
    const generated = await api.agent.query({ query: COMPLETE });
    expect(generated.final_decision_ready).toBe(true);
    expect(plain.seen).toHaveLength(2);
    const key = plain.seen[0]?.headers.get("idempotency-key");
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(plain.seen[1]?.headers.get("idempotency-key")).toBe(key);

    const keyed = flaky([unavailable()]);
    const retrying = createClient({
      baseUrl: TEST_BASE_URL,
      fetch: keyed.fetch,
      retry: { minDelayMs: 1 },
    });
    const answer = await retrying.agent.query({ query: COMPLETE }, { idempotencyKey: "letter-1" });
    expect(answer.final_decision_ready).toBe(true);
    expect(keyed.seen.map((r) => r.headers.get("idempotency-key"))).toEqual([
      "letter-1",
      "letter-1",
    ]);
    // The body of the retried attempt is the same letter.
    expect(JSON.parse(await (keyed.seen[1] as Request).text()).query).toBe(COMPLETE);

    // With retries off there is nothing to retry: no key is invented, the 503 is thrown.
    const once = flaky([unavailable()]);
    const noRetry = createClient({ baseUrl: TEST_BASE_URL, fetch: once.fetch });
    const failure = await noRetry.agent
      .query({ query: COMPLETE }, { maxRetries: 0 })
      .catch((e) => e);
    expect(failure).toMatchObject({ status: 503, code: "unavailable" });
    expect(once.seen).toHaveLength(1);
    expect(once.seen[0]?.headers.get("idempotency-key")).toBeNull();
  });

  it("the real app's 429 on a POST reaches the caller at once, with Retry-After", async () => {
    const events: RetryEvent[] = [];
    const api = createClient({
      baseUrl: TEST_BASE_URL,
      fetch: t.fetch,
      retry: { onRetry: (e) => events.push(e) },
    });
    const first = await api.agent.query({ query: letter("dev-013-eczema-no-allergies-section") });
    let limited: unknown;
    for (let i = 0; i < 5 && !limited; i++) {
      limited = await api.agent
        .query({ query: COMPLETE, session_token: first.session_token })
        .then(() => undefined)
        .catch((e) => e);
    }
    expect(limited).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number((limited as ApiError).body.retry_after_seconds)).toBeGreaterThan(0);
    expect(events).toEqual([]);
  });

  it("retries a GET after a network error; gives up after `retries`", async () => {
    const { fetch, seen } = flaky([
      () => Promise.reject(new TypeError("fetch failed")),
      () => Promise.reject(new TypeError("fetch failed")),
      () => Promise.reject(new TypeError("fetch failed")),
    ]);
    const api = createClient({
      baseUrl: TEST_BASE_URL,
      fetch,
      retry: { retries: 1, minDelayMs: 1 },
    });
    const failure = await api.config.pricing().catch((e) => e);
    expect(failure).toBeInstanceOf(APIConnectionError);
    expect(failure.message).toContain("(fetch failed)");
    expect(failure.cause).toBeInstanceOf(TypeError);
    expect(seen).toHaveLength(2);
    const off = flaky([unavailable()]);
    const noRetry = createClient({ baseUrl: TEST_BASE_URL, fetch: off.fetch, retry: false });
    expect((await noRetry.GET("/api/v1/config/pricing")).error?.status).toBe(503);
    expect(off.seen).toHaveLength(1);
  });

  it("bounds each attempt by timeoutMs", async () => {
    const api = createClient({
      baseUrl: TEST_BASE_URL,
      fetch: () => new Promise<Response>(() => {}),
      timeoutMs: 50,
      retry: false,
    });
    const failure = await api.config.pricing().catch((e) => e);
    expect(failure).toBeInstanceOf(ApiTimeoutError);
    expect(failure.message).toContain("within 50 ms");
  });

  it("sends the caller's User-Agent before the SDK's own", async () => {
    const { fetch, seen } = flaky([]);
    const api = createClient({ baseUrl: TEST_BASE_URL, fetch, userAgent: "my-agent/1.2" });
    await api.config.pricing();
    expect(seen[0]?.headers.get("user-agent")).toBe(`my-agent/1.2 intake-sdk/${SDK_VERSION}`);
    const pkg = JSON.parse(
      readFileSync(new URL("../../../../packages/sdk/package.json", import.meta.url), "utf8"),
    );
    expect(SDK_VERSION).toBe(pkg.version);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(parseRetryAfter("5")).toBe(5000);
    expect(parseRetryAfter("Wed, 21 Oct 2015 07:28:10 GMT", Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(
      10_000,
    );
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
