import fc from "fast-check";
import { declaredOperations, operationFor } from "../test/declared-errors";
import {
  AUTHORIZATION_RULES,
  type AuthorizationRule,
  CREDENTIAL_KINDS,
  CREDENTIAL_WORLD_ENV,
  type CredentialKind,
  checkAuthorization,
  namesForeignIds,
} from "../test/fuzz/credentials";
import {
  checkAnswer,
  checkPageAnswer,
  fuzzWorld,
  type OpenApiDocument,
  operationsOf,
  pageRequests,
  requestsFor,
} from "../test/fuzz/openapi-fuzz";
import { createTestApp } from "../test/harness";

/**
 * The long run of the OpenAPI-driven property test: the same generators as the bounded run in
 * `npm test`, many more requests, through the real app in-process on a fresh database (PGlite,
 * or PostgreSQL when TEST_DATABASE_URL is set).
 *
 *   npm run fuzz -- --requests 100000 [--seed 42]
 *
 * Exits non-zero when any answer is a 5xx, lacks the {error, code} envelope or x-request-id, or
 * carries an unregistered code or one its operation does not declare at that status in the
 * OpenAPI document (listed as `undeclared`, with counts), or breaks an authorization rule: two
 * accounts A and B hold every credential kind (session JWT, personal key, developer test and live
 * keys, encounter token, clinician session, page cookie), each request carries one of them, a
 * forged one or none, and a forged credential must never get a 2xx, nor one account's credential
 * a 2xx on a path naming the other account's ids (test/fuzz/credentials.ts). The pages that take
 * an id or the session cookie are fuzzed alongside the operations.
 */
const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const total = arg("requests", 10_000);
const seed = arg("seed", Date.now() % 2 ** 31);

const t = await createTestApp(
  {
    ...CREDENTIAL_WORLD_ENV,
    QUERY_LIMIT_PER_HOUR: "100000",
    QUERY_LIMIT_PER_DAY: "1000000",
    NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: "1000000",
  },
  // Undeclared codes are counted and reported below rather than thrown by the harness.
  { checkDeclaredCodes: false },
);
const doc = (await t.get("/api/v1/openapi.json")).body as OpenApiDocument;
const declared = declaredOperations(doc);
const world = await fuzzWorld(t);
const apiOperations = operationsOf(doc);
const operations = [
  ...apiOperations,
  ...pageRequests(doc, world).map(() => ({ page: true })),
] as const;
const arbitraries = [
  ...apiOperations.map((op) => requestsFor(doc, op, world)),
  ...pageRequests(doc, world),
];
const isPage = (i: number) => i >= apiOperations.length;
/** Requests per credential kind (`kind` or `kind forged:how`). */
const perCredential = new Map<string, number>();
/** Requests whose genuine credential named the other account's ids. */
let crossAccount = 0;
/** `kind code` -> count of 401s to a genuine credential (a token sent where it does not belong). */
const genuine401 = new Map<string, number>();
const violations = new Map<AuthorizationRule | "no_5xx" | "contract", string[]>();
const violation = (rule: AuthorizationRule | "no_5xx" | "contract", message: string) => {
  const list = violations.get(rule) ?? [];
  list.push(message);
  violations.set(rule, list);
};

const statuses = new Map<number, number>();
const failures: string[] = [];
/** `operationId status code` -> count, for answers the document does not declare. */
const undeclared = new Map<string, number>();
/** Distinct `(operation, status, code)` error answers seen. */
const observed = new Set<string>();
const started = performance.now();
const batch = 100;
let done = 0;
let round = 0;
while (done < total) {
  for (let i = 0; i < operations.length && done < total; i++) {
    const n = Math.min(batch, total - done);
    const requests = fc.sample(arbitraries[i] as fc.Arbitrary<never>, {
      numRuns: n,
      seed: seed + round * 1000 + i,
    }) as Awaited<ReturnType<typeof fc.sample>>;
    for (const request of requests as Parameters<typeof checkAnswer>[0][]) {
      try {
        const res = await t.request(request.method, request.path, {
          headers: request.headers,
          rawBody: request.rawBody,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const code = (res.body as { code?: unknown } | undefined)?.code;
        const operation = operationFor(declared, request.method, request.path);
        if (res.status >= 400 && operation && typeof code === "string") {
          const key = `${operation.operationId} ${res.status} ${code}`;
          observed.add(key);
          if (!operation.codes.get(res.status)?.has(code))
            undeclared.set(key, (undeclared.get(key) ?? 0) + 1);
        }
        const c = request.credential;
        const label = c.forgery ? `${c.kind} forged:${c.forgery}` : c.kind;
        perCredential.set(label, (perCredential.get(label) ?? 0) + 1);
        if (c.owner && res.status === 401 && !isPage(i)) {
          const key = `${c.kind} ${res.body?.code}`;
          genuine401.set(key, (genuine401.get(key) ?? 0) + 1);
        }
        if (c.owner && namesForeignIds(request, world.credentials)) crossAccount++;
        const problem = isPage(i)
          ? checkPageAnswer(request, res)
          : checkAnswer(request, res, declared);
        if (problem) {
          failures.push(problem);
          violation(res.status >= 500 ? "no_5xx" : "contract", problem);
        }
        const unauthorized = checkAuthorization(request, res.status, world.credentials);
        if (unauthorized) {
          failures.push(unauthorized.message);
          violation(unauthorized.rule, unauthorized.message);
        }
      } catch (error) {
        failures.push(
          `${request.method} ${request.path.slice(0, 200)}: ${String(error).slice(0, 300)}`,
        );
      }
      done++;
    }
  }
  round++;
  process.stderr.write(`\r${done}/${total} requests`);
}
const seconds = (performance.now() - started) / 1000;
await t.close();

const byClass = [...statuses.entries()].sort(([a], [b]) => a - b);
process.stdout.write(
  `\nOpenAPI fuzz: ${done} requests over ${operations.length} operations in ${seconds.toFixed(1)} s ` +
    `(${(done / seconds).toFixed(0)} req/s), database ${t.databaseKind}, seed ${seed}\n` +
    `(${apiOperations.length} API operations and ${operations.length - apiOperations.length} pages)\n` +
    `statuses: ${byClass.map(([s, n]) => `${s}: ${n}`).join(", ")}\n` +
    `5xx: ${byClass.filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0)}; ` +
    `contract violations: ${failures.length}\n` +
    `error answers: ${observed.size} distinct (operation, status, code); ` +
    `undeclared in the OpenAPI document: ${undeclared.size}\n`,
);
for (const [key, n] of [...undeclared.entries()].sort()) {
  process.stdout.write(`  undeclared: ${key} (${n}x): add it to the procedure's meta \`errors\`\n`);
}
const kindTotal = (k: CredentialKind) =>
  [...perCredential.entries()]
    .filter(([label]) => label === k || label.startsWith(`${k} `))
    .reduce((sum, [, n]) => sum + n, 0);
process.stdout.write(
  `requests per credential kind: ${CREDENTIAL_KINDS.map((k) => `${k}: ${kindTotal(k)}`).join(", ")}\n` +
    `  forged: ${[...perCredential.entries()]
      .filter(([label]) => label.includes(" forged:"))
      .sort()
      .map(([label, n]) => `${label.replace(" forged:", "/")}: ${n}`)
      .join(", ")}\n` +
    `  genuine credential on the other account's ids: ${crossAccount}\n` +
    `  401 to a genuine credential (kind code): ${[...genuine401.entries()]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join(", ")}\n` +
    `violations per rule: ${[...AUTHORIZATION_RULES, "no_5xx", "contract"]
      .map((rule) => `${rule}: ${violations.get(rule as AuthorizationRule)?.length ?? 0}`)
      .join(", ")}\n`,
);
for (const f of failures.slice(0, 20)) process.stdout.write(`  ${f}\n`);
process.exit(failures.length > 0 ? 1 : 0);
