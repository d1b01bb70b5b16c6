import { createApiKeyForUser, ensureUserByEmail } from "@intake/core/accounts";
import { seedKnowledgeBase } from "@intake/core/catalogue";
import {
  ERROR_CODES,
  isErrorCode,
  loadConfig,
  ManualClock,
  newId,
  runOutboxOnce,
  type Services,
} from "@intake/core/kernel";
import type { DatabaseHandle } from "@intake/db";
import { createTestDatabase } from "@intake/db/testing";
import pino from "pino";
import { createApp } from "../src/app";
import { appRouter } from "../src/routers";
import { buildServices } from "../src/services";
import { DOCUMENT_BASE_URL } from "../src/trpc/artifacts";
import { buildOpenApiDocument } from "../src/trpc/openapi";
import { type DeclaredOperation, declaredOperations, undeclaredAnswer } from "./declared-errors";

export const TEST_APP_SECRET = "test-app-secret-0123456789abcdef0123456789";
export const TEST_BASE_URL = "http://api.test";

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  /** JSON-encoded unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
}

/**
 * The real app on a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), called
 * in-process through `app.fetch`. One per test file: create in beforeAll, close in afterAll.
 */
export interface TestAppOptions {
  /** Load the knowledge-base corpus (about a second); off by default so other tests stay fast. */
  seedKnowledgeBase?: boolean;
  /**
   * Throw on an error answer whose code its operation does not declare (default). `npm run fuzz`
   * turns it off to count and report them itself.
   */
  checkDeclaredCodes?: boolean;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const checkDeclaredCodes = options.checkDeclaredCodes ?? true;
  // Every statement the app sends goes through here; `recordStatements` listens for a while.
  let statementListener: ((sql: string) => void) | null = null;
  const database: DatabaseHandle = await createTestDatabase({
    onStatement: (sql) => statementListener?.(sql),
  });
  const clock = new ManualClock(new Date());
  const config = loadConfig({
    NODE_ENV: "test",
    APP_SECRET: TEST_APP_SECRET,
    BASE_URL: TEST_BASE_URL,
    LOG_LEVEL: "silent",
    WORKERS: "off",
    DEMO_ACCOUNT: "false",
    ...env,
  });
  const services: Services = await buildServices(database.db, config, clock);
  if (options.seedKnowledgeBase) await seedKnowledgeBase(database.db);
  const app = createApp(services, pino({ level: "silent" }));

  /** `fetch` that goes to the in-process app: hand it to the SDK. */
  const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await app.fetch(request);
    if (response.status >= 400 && response.headers.get("content-type")?.includes("json")) {
      const url = new URL(request.url);
      const body = await response
        .clone()
        .json()
        .catch(() => undefined);
      assertRegisteredCode(
        request.method,
        `${url.pathname}${url.search}`,
        response.status,
        body,
        checkDeclaredCodes,
      );
    }
    return response;
  };

  async function request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.fetch(
      new Request(`${TEST_BASE_URL}${path}`, { method, headers, body }),
    );
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (pages, images): leave the text
    }
    assertRegisteredCode(method, path, response.status, parsed, checkDeclaredCodes);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  async function createUser(email = `user-${newId().slice(0, 8)}@example.com`) {
    const user = await ensureUserByEmail(database.db, clock, email);
    return { id: user.id, email: user.email };
  }

  /** A user with a personal API key and a session JWT. */
  async function createAccount(email?: string) {
    const user = await createUser(email);
    const apiKey = (
      await createApiKeyForUser(services, user.id, { label: "test", expiresAt: null })
    ).key;
    const session = await services.sessions.issue(user.id);
    return { ...user, apiKey, session };
  }

  /**
   * The SQL of every statement (one database round trip each, `begin` and `commit` included)
   * sent while `fn` runs. Not for concurrent use: one recording at a time.
   */
  async function recordStatements<T>(
    fn: () => Promise<T>,
  ): Promise<{ result: T; statements: string[] }> {
    if (statementListener) throw new Error("recordStatements is already recording");
    const statements: string[] = [];
    statementListener = (sql) => statements.push(sql);
    try {
      return { result: await fn(), statements };
    } finally {
      statementListener = null;
    }
  }

  /**
   * The newest e-mail to `to` whose subject matches, after the outbox sent what is queued (the
   * embedded transport keeps it in `mailbox` outside production).
   */
  async function latestMail(to: string, subject: RegExp = /./) {
    await runOutboxOnce(services, { topics: ["email.send"] });
    const mails = await database.db
      .selectFrom("mailbox")
      .selectAll()
      .where("to_address", "=", to)
      .orderBy("created_at", "desc")
      .execute();
    const found = mails.find((m) => subject.test(m.subject));
    if (!found) throw new Error(`no e-mail to ${to} matching ${subject}`);
    return found;
  }

  /** The 6-digit code (sign-in, e-mail confirmation) of the newest e-mail to `to`. */
  async function mailedCode(to: string, subject?: RegExp): Promise<string> {
    const mail = await latestMail(to, subject);
    const code = /\b(\d{6})\b/.exec(mail.body_text)?.[1];
    if (!code) throw new Error(`no 6-digit code in the e-mail to ${to} (${mail.subject})`);
    return code;
  }

  return {
    app,
    services,
    config,
    clock,
    db: database.db,
    databaseKind: database.kind,
    fetch: fetchApp,
    request,
    get: <T = any>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
    post: <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("POST", path, { ...options, body }),
    patch: <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("PATCH", path, { ...options, body }),
    delete: <T = any>(path: string, options?: RequestOptions) =>
      request<T>("DELETE", path, options),
    createUser,
    createAccount,
    latestMail,
    mailedCode,
    recordStatements,
    close: async () => {
      services.ports.email?.close?.();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Every error answer of every test goes through here: its `code` must be in the registry
 * (packages/core/src/kernel/error-codes.ts) with this status, and declared by the operation it answers
 * at this status in the OpenAPI document (meta `errors` of the procedure), so an unregistered or
 * undeclared code fails the test that provokes it.
 */
export function assertRegisteredCode(
  method: string,
  path: string,
  status: number,
  body: unknown,
  checkDeclared = true,
) {
  if (status < 400 || !body || typeof body !== "object" || !("code" in body)) return;
  const code = String((body as { code: unknown }).code);
  if (!isErrorCode(code)) {
    throw new Error(
      `${method} ${path} answered ${status} with code "${code}", which is not registered in packages/core/src/kernel/error-codes.ts`,
    );
  }
  if (ERROR_CODES[code][0] !== status) {
    throw new Error(
      `${method} ${path} answered ${status} with code "${code}", registered as ${ERROR_CODES[code][0]}`,
    );
  }
  const undeclared = checkDeclared && undeclaredAnswer(declared(), method, path, status, code);
  if (undeclared) throw new Error(undeclared);
}

let operations: DeclaredOperation[] | undefined;
/** The operations of the document the app serves, with the codes each declares. */
function declared(): DeclaredOperation[] {
  operations ??= declaredOperations(buildOpenApiDocument(appRouter, DOCUMENT_BASE_URL));
  return operations;
}
