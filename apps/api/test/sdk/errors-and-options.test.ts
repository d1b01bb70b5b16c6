import { createServer } from "node:net";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  createClient,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import { PERSON, subscribedAccount } from "../payments/subscribe";
import { lossyClient } from "./lossy-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Records every request that reached the real app. */
function recorder() {
  const seen: Request[] = [];
  const fetch = (request: Request) => {
    seen.push(request.clone());
    return t.fetch(request);
  };
  return { seen, fetch };
}

describe("error classes against the real app", () => {
  it("throws the subclass of each status with code, message, headers, requestId and retryAfter", async () => {
    const account = await t.createAccount();
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch: t.fetch });

    const notFound = await api.encounters
      .get("00000000-0000-4000-8000-000000000000")
      .catch((e) => e);
    expect(notFound).toBeInstanceOf(NotFoundError);
    expect(notFound).toBeInstanceOf(APIError);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({ name: "NotFoundError", status: 404, code: "not_found" });
    expect(notFound.requestId).toMatch(/\S+/);
    expect(notFound.requestId).toBe(notFound.headers.get("x-request-id"));
    expect(notFound.message).toMatch(/^404 not_found: /);
    expect(notFound.retryAfter).toBeUndefined();
    expect(APIError.of(notFound, "getEncounter")).toBe(true);

    const bad = await api.agent.query({ query: "# Chief Complaint\nCough" }).catch((e) => e);
    expect(bad).toBeInstanceOf(BadRequestError);
    expect(bad).toMatchObject({ status: 400, code: "letter_too_short" });

    const anonymous = createClient({
      baseUrl: TEST_BASE_URL,
      apiKey: `ak_${"0".repeat(64)}`,
      fetch: t.fetch,
    });
    const unauthenticated = await anonymous.patients.list().catch((e) => e);
    expect(unauthenticated).toBeInstanceOf(AuthenticationError);
    expect(unauthenticated.status).toBe(401);

    // A personal key on a developer operation.
    const denied = await api.webhooks.list().catch((e) => e);
    expect(denied.status === 403 ? PermissionDeniedError : AuthenticationError).toBe(
      denied.constructor,
    );

    const s = await subscribedAccount(t);
    const owner = createClient({ baseUrl: TEST_BASE_URL, apiKey: s.apiKey, fetch: t.fetch });
    const reused = { idempotencyKey: "seat-change-1" };
    t.clock.advance(1000);
    await owner.subscriptions.update({ seatCount: 1 }, reused);
    const unprocessable = await owner.subscriptions
      .update({ seatCount: 2 }, reused)
      .catch((e) => e);
    expect(unprocessable).toBeInstanceOf(UnprocessableEntityError);
    expect(unprocessable.code).toBe("idempotency_key_reused");
  });

  it("429 is a RateLimitError with retryAfter in seconds; 5xx an InternalServerError", async () => {
    const limited = createClient({
      baseUrl: TEST_BASE_URL,
      retry: false,
      fetch: async () =>
        new Response('{"error":"slow down","code":"rate_limited"}', {
          status: 429,
          headers: { "Retry-After": "7", "x-request-id": "req-429" },
        }),
    });
    const rate = await limited.config.pricing().catch((e) => e);
    expect(rate).toBeInstanceOf(RateLimitError);
    expect(rate).toMatchObject({ status: 429, retryAfter: 7, requestId: "req-429" });
    const conflicted = createClient({
      baseUrl: TEST_BASE_URL,
      fetch: async () =>
        new Response('{"error":"locked","code":"encounter_locked"}', { status: 409 }),
    });
    const conflict = await conflicted.agent.query({ query: "x" }).catch((e) => e);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).toMatchObject({ status: 409, code: "encounter_locked" });
    const failing = createClient({
      baseUrl: TEST_BASE_URL,
      retry: false,
      fetch: async () => new Response("upstream broke", { status: 502 }),
    });
    const server = await failing.config.pricing().catch((e) => e);
    expect(server).toBeInstanceOf(InternalServerError);
    expect(server).toMatchObject({ status: 502, code: "unknown_error" });
  });

  it("a refused connection is an APIConnectionError, a silent server an APIConnectionTimeoutError", async () => {
    // A port with nothing listening: bind one, close it.
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
    const offline = createClient({ baseUrl: `http://127.0.0.1:${port}`, retry: false });
    const refused = await offline.config.pricing().catch((e) => e);
    expect(refused).toBeInstanceOf(APIConnectionError);
    expect(refused).not.toBeInstanceOf(APIError);
    expect(refused.message).toMatch(
      new RegExp(
        `^GET http://127\\.0\\.0\\.1:${port}/api/v1/config/pricing failed: could not reach the service`,
      ),
    );
    expect(refused.cause).toBeInstanceOf(TypeError);

    // A server that accepts and never answers.
    const silent = createServer(() => {}).listen(0, "127.0.0.1");
    await new Promise((done) => silent.once("listening", done));
    const { port: silentPort } = silent.address() as { port: number };
    try {
      const api = createClient({ baseUrl: `http://127.0.0.1:${silentPort}` });
      const started = Date.now();
      const timedOut = await api.config.pricing({ timeout: 100, maxRetries: 0 }).catch((e) => e);
      expect(timedOut).toBeInstanceOf(APIConnectionTimeoutError);
      expect(timedOut).toBeInstanceOf(APIConnectionError);
      expect(timedOut.message).toContain("within 100 ms");
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.close();
    }
  });
});

describe("per-request options against the real app", () => {
  it("an already-aborted signal sends nothing and rejects at once", async () => {
    const account = await t.createAccount();
    const { seen, fetch } = recorder();
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch });
    const controller = new AbortController();
    controller.abort();
    const failure = await api.patients
      .create(
        { relationship: "self", ...PERSON },
        {
          signal: controller.signal,
        },
      )
      .catch((e) => e);
    expect(failure).toBeInstanceOf(DOMException);
    expect(failure.name).toBe("AbortError");
    expect(seen).toHaveLength(0);
    expect(await api.patients.list()).toEqual([]);

    // Aborting while waiting to retry stops at once too.
    let attempts = 0;
    const later = new AbortController();
    const flaky = createClient({
      baseUrl: TEST_BASE_URL,
      retry: { minDelayMs: 5_000 },
      fetch: async () => {
        attempts++;
        setTimeout(() => later.abort(new Error("user cancelled")), 10);
        return new Response('{"error":"down","code":"unavailable"}', { status: 503 });
      },
    });
    const started = Date.now();
    const stopped = await flaky.config.pricing({ signal: later.signal }).catch((e) => e);
    expect(stopped).toEqual(new Error("user cancelled"));
    expect(attempts).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("headers, idempotencyKey, maxRetries and timeout apply to one call only", async () => {
    const account = await t.createAccount();
    const seen: Request[] = [];
    let failNext = 0;
    const api = createClient({
      baseUrl: TEST_BASE_URL,
      apiKey: account.apiKey,
      retry: { minDelayMs: 1 },
      fetch: async (request) => {
        seen.push(request.clone());
        if (failNext > 0) {
          failNext--;
          return new Response('{"error":"down","code":"unavailable"}', { status: 503 });
        }
        return t.fetch(request);
      },
    });
    await api.users.me({ headers: { "X-Request-Id": "trace-me-1" } });
    expect(seen.at(-1)?.headers.get("x-request-id")).toBe("trace-me-1");
    await api.users.me();
    expect(seen.at(-1)?.headers.get("x-request-id")).toBeNull();

    seen.length = 0;
    failNext = 5;
    const noRetry = await api.config.pricing({ maxRetries: 0 }).catch((e) => e);
    expect(noRetry).toBeInstanceOf(InternalServerError);
    expect(seen).toHaveLength(1);
    seen.length = 0;
    failNext = 4;
    expect(await api.config.pricing({ maxRetries: 4 })).toBeTruthy();
    expect(seen).toHaveLength(5);

    seen.length = 0;
    await api.patients.create({ relationship: "self", ...PERSON }, { idempotencyKey: "mine-1" });
    expect(seen[0]?.headers.get("idempotency-key")).toBe("mine-1");
  });

  it("a retried add-with-seat whose first answer was lost charges and writes once (the server honours the key)", async () => {
    const s = await subscribedAccount(t);
    const { api, keysSent } = lossyClient(t, s.apiKey);
    t.clock.advance(1000);
    const added = await api.patientsWithSeat.add({
      ...PERSON,
      relationship: "child",
      firstName: "Sam",
      dateOfBirth: "2016-09-01",
    });
    const [key, retried, ...more] = keysSent();
    expect(key).toBeTruthy();
    expect([retried, more]).toEqual([key, []]);
    const patients = await api.patients.list();
    expect(patients.filter((p) => p.firstName === "Sam")).toHaveLength(1);
    expect((await api.subscriptions.get()).seatCount).toBe(1);
    expect(added).toBeTruthy();
  });
});
