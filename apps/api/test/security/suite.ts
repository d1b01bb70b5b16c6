import type { ProcedureAccess } from "../../src/trpc/init";
import type { RestProcedure } from "../../src/trpc/procedures";
import { COMPLETE, letter, SPOUSE as patient, query } from "../encounters/seed";
import type { TestApp } from "../harness";
import { createDeveloper, createRequest, type Developer } from "../prescribing/helpers";
import { createClinician, type TestClinician } from "../review/helpers";

/**
 * The shared security suite, driven by each procedure's access kind (meta `access`, set by the
 * builder it is made from: trpc/init.ts, routers/webhooks/procedure.ts). Every protected route
 * gets the probes of every protected route (no credential 401, bad credentials 401, a revoked
 * API key 401) and the probe set of its kind: the credentials of the wrong kind and their exact
 * answer, and for a route with a path id, another owner's id and an unknown id 404 with every
 * credential the kind accepts. No route is exempt: a kind without a probe set is a type error,
 * and a path id the world below cannot name fails the coverage test.
 */
export type ProtectedKind = Exclude<ProcedureAccess, "public">;

type Account = Awaited<ReturnType<TestApp["createAccount"]>>;

/** The accounts and resources the probes name. */
export interface World {
  caller: Account;
  other: Account;
  developer: Developer;
  clinician: TestClinician;
  /** A personal API key of `caller`, revoked. */
  revokedKey: string;
  /** The encounter token of `caller`'s own encounter (agent chat). */
  encounterToken: string;
  /**
   * Ids by kind and by the path segment before the id (`patients`, `encounters`, `api-keys`,
   * `keys`, `webhook-endpoints`, `webhook-deliveries`, `patients-with-seat`): the caller's own,
   * and another owner's.
   */
  own: Partial<Record<ProtectedKind, Record<string, string>>>;
  foreign: Partial<Record<ProtectedKind, Record<string, string>>>;
}

export interface Refusal {
  label: string;
  token: (w: World) => string;
  /** Send the token as `X-API-Key` too (the same answer is expected). */
  viaHeader?: boolean;
  status: number;
  code: string;
}

export interface KindProbes {
  /** Credentials of the wrong kind for this surface, and what each gets. */
  refused: Refusal[];
  /** Credentials the kind takes: each gets 404 for another owner's id and for an unknown id. */
  accepted: { label: string; token: (w: World) => string }[];
}

export const PROBES: Record<ProtectedKind, KindProbes> = {
  account: {
    refused: [
      {
        label: "developer key",
        token: (w) => w.developer.testKey,
        status: 401,
        code: "wrong_credential",
      },
      {
        label: "encounter token",
        token: (w) => w.encounterToken,
        status: 401,
        code: "wrong_credential",
      },
    ],
    accepted: [
      { label: "API key", token: (w) => w.caller.apiKey },
      { label: "session", token: (w) => w.caller.session },
    ],
  },
  session: {
    refused: [
      {
        label: "API key",
        token: (w) => w.caller.apiKey,
        viaHeader: true,
        status: 403,
        code: "session_required",
      },
      {
        label: "developer key",
        token: (w) => w.developer.testKey,
        status: 401,
        code: "wrong_credential",
      },
    ],
    accepted: [{ label: "session", token: (w) => w.caller.session }],
  },
  developer: {
    refused: [
      {
        label: "personal API key",
        token: (w) => w.caller.apiKey,
        status: 403,
        code: "developer_key_required",
      },
      {
        label: "session",
        token: (w) => w.developer.session,
        status: 403,
        code: "developer_key_required",
      },
    ],
    accepted: [{ label: "developer key", token: (w) => w.developer.testKey }],
  },
  webhook_manager: {
    refused: [
      {
        label: "personal API key",
        token: (w) => w.developer.apiKey,
        status: 401,
        code: "wrong_credential",
      },
    ],
    accepted: [
      { label: "session", token: (w) => w.developer.session },
      { label: "developer key", token: (w) => w.developer.testKey },
    ],
  },
  developer_manager: {
    refused: [
      {
        label: "personal API key",
        token: (w) => w.developer.apiKey,
        status: 403,
        code: "developer_credential_required",
      },
      {
        label: "encounter token",
        token: (w) => w.encounterToken,
        status: 403,
        code: "developer_credential_required",
      },
    ],
    accepted: [
      { label: "session", token: (w) => w.developer.session },
      { label: "developer key", token: (w) => w.developer.testKey },
    ],
  },
  developer_session: {
    refused: [
      {
        label: "personal API key",
        token: (w) => w.developer.apiKey,
        status: 403,
        code: "session_required",
      },
      {
        label: "developer key",
        token: (w) => w.developer.testKey,
        status: 403,
        code: "session_required",
      },
    ],
    accepted: [{ label: "session", token: (w) => w.developer.session }],
  },
  clinician: {
    refused: [
      {
        label: "API key",
        token: (w) => w.caller.apiKey,
        status: 403,
        code: "clinician_session_required",
      },
      {
        label: "a non-clinician's session",
        token: (w) => w.caller.session,
        status: 403,
        code: "clinician_required",
      },
      {
        label: "developer key",
        token: (w) => w.developer.testKey,
        status: 401,
        code: "wrong_credential",
      },
    ],
    accepted: [{ label: "clinician session", token: (w) => w.clinician.session }],
  },
  agent_chat: {
    refused: [
      { label: "session", token: (w) => w.caller.session, status: 401, code: "wrong_credential" },
      {
        label: "developer key",
        token: (w) => w.developer.testKey,
        status: 401,
        code: "wrong_credential",
      },
    ],
    accepted: [
      { label: "owner's API key", token: (w) => w.caller.apiKey },
      { label: "encounter token", token: (w) => w.encounterToken },
    ],
  },
};

export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** The path segment naming each path id (`/patients/{id}` → `patients`). */
export function idSegments(path: string): { param: string; segment: string }[] {
  const parts = path.split("/");
  return parts.flatMap((part, i) => {
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    return param ? [{ param, segment: parts[i - 1] as string }] : [];
  });
}

/** The route's path with its ids from `ids` (by segment), or the first segment no id is known for. */
export function fill(
  path: string,
  ids: Record<string, string> | undefined,
): { path: string } | { missing: string } {
  let result = path;
  for (const { param, segment } of idSegments(path)) {
    const id = ids?.[segment];
    if (!id) return { missing: segment };
    result = result.replace(`{${param}}`, id);
  }
  return { path: result };
}

/** Builds the world the probes name, through the API where it can (the harness's helpers). */
export async function buildWorld(t: TestApp): Promise<World> {
  t.services.ports.resolveHost = async () => ["93.184.216.34"];
  const caller = await t.createAccount();
  const other = await t.createAccount();
  const developer = await createDeveloper(t);
  const otherDeveloper = await createDeveloper(t);
  const clinician = await createClinician(t);

  const patientOf = async (a: Account) =>
    (await t.post("/api/v1/patients", patient, { token: a.apiKey })).body.id as string;
  const apiKeyOf = async (a: Account) =>
    (
      await t.post(
        "/api/v1/users/me/api-keys",
        { label: "k", expiresAt: "2999-01-01T00:00:00Z" },
        { token: a.session },
      )
    ).body.keyId as string;
  const encounterOf = async (a: Account) => {
    const res = await query(t, { query: letter(COMPLETE) }, a.apiKey);
    return res.body as { encounter_id: string; encounter_token: string };
  };
  const developerKeyOf = async (d: Developer) =>
    (
      await t.post(
        "/api/v1/developers/me/keys",
        { label: "probe", environment: "test" },
        { token: d.session },
      )
    ).body.keyId as string;
  const webhookOf = async (d: Developer) => {
    const endpoint = (
      await t.post(
        "/api/v1/developers/me/webhook-endpoints",
        { url: "https://hooks.example.com/probe", environment: "test" },
        { token: d.session },
      )
    ).body.id as string;
    await t.post(`/api/v1/developers/me/webhook-endpoints/${endpoint}/test`, undefined, {
      token: d.session,
    });
    const delivery = await t.db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("endpoint_id", "=", endpoint)
      .executeTakeFirstOrThrow();
    return { endpoint, delivery: delivery.id };
  };

  const revoked = await t.post(
    "/api/v1/users/me/api-keys",
    { label: "to revoke", expiresAt: "2999-01-01T00:00:00Z" },
    { token: caller.session },
  );
  await t.delete(`/api/v1/users/me/api-keys/${revoked.body.keyId}`, { token: caller.session });

  const [ownPatient, foreignPatient] = [await patientOf(caller), await patientOf(other)];
  const [ownEncounter, foreignEncounter] = [await encounterOf(caller), await encounterOf(other)];
  const ownRequest = (await createRequest(t, developer.testKey)).encounter_id as string;
  const foreignRequest = (await createRequest(t, otherDeveloper.testKey)).encounter_id as string;
  const [ownHook, foreignHook] = [await webhookOf(developer), await webhookOf(otherDeveloper)];
  const ids = (patientId: string, encounterId: string) => ({
    patients: patientId,
    "patients-with-seat": patientId,
    encounters: encounterId,
  });
  const hooks = (h: { endpoint: string; delivery: string }) => ({
    "webhook-endpoints": h.endpoint,
    "webhook-deliveries": h.delivery,
  });
  return {
    caller,
    other,
    developer,
    clinician,
    revokedKey: revoked.body.key,
    encounterToken: ownEncounter.encounter_token,
    own: {
      account: ids(ownPatient, ownEncounter.encounter_id),
      session: { "api-keys": await apiKeyOf(caller) },
      developer: { encounters: ownRequest },
      webhook_manager: hooks(ownHook),
      developer_manager: { keys: await developerKeyOf(developer) },
      developer_session: { encounters: ownRequest },
      clinician: { encounters: ownEncounter.encounter_id },
      agent_chat: { encounters: ownEncounter.encounter_id },
    },
    foreign: {
      account: ids(foreignPatient, foreignEncounter.encounter_id),
      session: { "api-keys": await apiKeyOf(other) },
      developer: { encounters: foreignRequest },
      webhook_manager: hooks(foreignHook),
      developer_manager: { keys: await developerKeyOf(otherDeveloper) },
      developer_session: { encounters: foreignRequest },
      // A clinician sees every submitted encounter of their states: "another owner's" is one
      // still in the agent's hands, never submitted.
      clinician: { encounters: foreignEncounter.encounter_id },
      agent_chat: { encounters: foreignEncounter.encounter_id },
    },
  };
}

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * A body the operation's schema accepts, derived from the served document (required fields
 * only; the schema's example, default, enum or format when it gives one). Validation runs before
 * the verbs' own credential and ownership checks, so the probes need a valid body.
 */
/**
 * Bodies the schema alone cannot give, by operationId, each with its reason. Only for a body that
 * passes the schema yet is refused before the credential check.
 */
const SAMPLE_BODIES: Record<string, { body: unknown; why: string }> = {
  confirmPatientHistory: {
    body: { allergies: [{ substance: "penicillin" }] },
    why: "an empty confirmation is 400 nothing_to_confirm before the clinician check",
  },
};

export function sampleBody(
  doc: {
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, JsonSchema> };
  },
  route: Pick<RestProcedure, "method" | "path">,
): unknown {
  const operation = doc.paths[route.path]?.[route.method.toLowerCase()] as
    | { requestBody?: { content: { "application/json": { schema: JsonSchema } } } }
    | undefined;
  const own = SAMPLE_BODIES[(operation as { operationId?: string } | undefined)?.operationId ?? ""];
  if (own) return own.body;
  const schema = operation?.requestBody?.content["application/json"].schema;
  if (!schema) return undefined;
  const resolve = (s: JsonSchema): JsonSchema =>
    s.$ref ? resolve(doc.components.schemas[s.$ref.split("/").pop() as string] as JsonSchema) : s;
  const sample = (raw: JsonSchema): unknown => {
    const s = resolve(raw);
    if (s.example !== undefined) return s.example;
    if (s.examples?.length) return s.examples[0];
    if (s.default !== undefined) return s.default;
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    const variants = s.anyOf ?? s.oneOf;
    if (variants)
      return sample(
        variants.find((v) => resolve(v).type !== "null") ?? (variants[0] as JsonSchema),
      );
    if (s.allOf) return Object.assign({}, ...s.allOf.map((v) => sample(v) as object));
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
    switch (type) {
      case "object":
        return Object.fromEntries(
          (s.required ?? []).map((key) => [key, sample(s.properties?.[key] ?? {})]),
        );
      case "array":
        return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
      case "number":
      case "integer":
        return s.minimum ?? 1;
      case "boolean":
        return true;
      case "string":
        if (s.format === "uuid") return UNKNOWN_ID;
        if (s.format === "date-time") return "2030-01-01T00:00:00Z";
        if (s.format === "date") return "1990-01-01";
        if (s.format === "email") return "probe@example.com";
        if (s.format === "uri") return "https://example.com/probe";
        return "probe".slice(0, s.maxLength ?? 5).padEnd(s.minLength ?? 0, ".");
      default:
        return undefined;
    }
  };
  return sample(schema);
}
