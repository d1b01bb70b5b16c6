import type { RequestContext } from "@intake/core/kernel";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../src/routers";
import { compileDirectCall } from "../src/trpc/direct-call";
import { restProcedures } from "../src/trpc/procedures";
import { createTestApp, type TestApp } from "./harness";

/**
 * The REST adapter calls procedures through `compileDirectCall` (our guards, zod in and out,
 * without tRPC's middleware runner). Every REST procedure must compile to it, and a direct call
 * must answer and fail exactly as tRPC's own call does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Callable = (opts: Record<string, unknown>) => Promise<unknown>;
const procedures = appRouter._def.procedures as unknown as Record<string, Callable>;

/** The call both ways: the value, or the error (class, code, message, cause's class and message). */
async function bothWays(path: string, ctx: RequestContext, input: unknown) {
  const direct = compileDirectCall(procedures[path]);
  if (!direct) throw new Error(`${path} has no direct call`);
  const settle = async (call: () => Promise<unknown>) => {
    try {
      return { value: await call() };
    } catch (error) {
      expect(error).toBeInstanceOf(TRPCError);
      const e = error as TRPCError;
      const cause = e.cause as Error | undefined;
      return {
        error: {
          code: e.code,
          message: e.message,
          cause: cause && [cause.constructor.name, cause.message],
        },
      };
    }
  };
  const viaTrpc = await settle(() =>
    (procedures[path] as Callable)({
      ctx,
      path,
      type: "query",
      getRawInput: async () => input,
      signal: undefined,
      batchIndex: 0,
    }),
  );
  const viaDirect = await settle(() => direct(ctx, input, path));
  expect(viaDirect).toEqual(viaTrpc);
  return viaDirect;
}

const ctxOf = (caller: RequestContext["caller"]): RequestContext => ({
  ...t.services,
  caller,
  requestId: "req-1",
  clientAddress: "127.0.0.1",
  responseHeaders: {},
});

describe("direct procedure calls", () => {
  it("every REST procedure compiles to a direct call", () => {
    const missing = restProcedures(appRouter)
      .filter((p) => compileDirectCall(procedures[p.procedurePath]) === null)
      .map((p) => p.procedurePath);
    expect(missing).toEqual([]);
  });

  it("answer as tRPC's call does: a value, a guard's refusal, an invalid input", async () => {
    const account = await t.createAccount();
    const anonymous = ctxOf({ kind: "anonymous" });
    const viaKey = ctxOf({ kind: "api_key", userId: account.id, keyId: "k" });
    const viaSession = ctxOf({ kind: "session", userId: account.id });

    const pricing = await bothWays("config.pricing", anonymous, undefined);
    expect(pricing).toHaveProperty("value");
    // A guard refuses before the input is looked at: 401 for anonymous, 403 for an API key.
    const refused = await bothWays("apiKeys.create", anonymous, { nonsense: 1 });
    expect(refused).toHaveProperty("error");
    expect(await bothWays("apiKeys.create", viaKey, { label: "x" })).toHaveProperty("error");
    // Past the guard, the input schema: BAD_REQUEST with the zod error as cause.
    const invalid = await bothWays("apiKeys.create", viaSession, { label: 42 });
    expect(invalid).toMatchObject({ error: { code: "BAD_REQUEST" } });
    // An error thrown by the procedure itself (a letter too short: 400 letter_too_short).
    const short = await bothWays("agent.query", anonymous, { query: "too short" });
    expect(short).toHaveProperty("error");
  });
});
