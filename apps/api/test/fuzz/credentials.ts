import { randomBytes } from "node:crypto";
import { createApiKeyForUser } from "@intake/core/accounts";
import fc from "fast-check";
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { COMPLETE, letter, SPOUSE as patient } from "../encounters/seed";
import type { TestApp, TestResponse } from "../harness";
import { addCard } from "../prescribing/helpers";
import { createClinician } from "../review/helpers";

/**
 * Every credential kind the service takes (issue 22), for two accounts A and B, and forged
 * variants of each: the fuzz run picks one per request and checks two authorization rules on
 * top of the answer contract — a forged credential never gets a 2xx, and a credential of one
 * account never gets a 2xx on a path naming the other account's ids.
 */

export const CREDENTIAL_KINDS = [
  "none",
  "session",
  "personal_key",
  "personal_key_header",
  "developer_test_key",
  "developer_live_key",
  "encounter_token",
  "clinician_session",
  "page_cookie",
  "malformed",
] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const FORGERIES = [
  "tampered_signature",
  "random_shape",
  "other_signing_key",
  "expired",
  "revoked",
] as const;
export type Forgery = (typeof FORGERIES)[number];

export type Owner = "A" | "B";

/** What a request carried: the kind, whose it is (null: nobody's), and how it was forged. */
export interface CredentialChoice {
  kind: CredentialKind;
  owner: Owner | null;
  forgery: Forgery | null;
  headers: Record<string, string>;
}

/** One account's credentials of every kind. */
export interface Party {
  userId: string;
  session: string;
  apiKey: string;
  testKey: string;
  liveKey: string;
  encounterToken: string;
  clinicianSession: string;
  /** Ids of its own, by resource. */
  ids: { patient: string; encounter: string; request: string; webhookEndpoint: string };
}

export interface CredentialWorld {
  parties: Record<Owner, Party>;
  /** Ids that belong to one account (patients, encounters, keys, webhook endpoints, requests). */
  owners: Map<string, Owner>;
  /** Forged credentials, by the kind they imitate. */
  forged: { kind: CredentialKind; forgery: Forgery; value: string }[];
}

function expect2xx(res: TestResponse, what: string) {
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`fuzz world: ${what} answered ${res.status} ${res.text.slice(0, 300)}`);
  }
  return res.body;
}

/** Replaces one character in the middle of `s` (a hex or base64url alphabet stays valid). */
function tamper(s: string, from: number): string {
  const i = from + Math.floor((s.length - from) / 2);
  const c = s[i] as string;
  const swap = c === "a" ? "b" : "a";
  return `${s.slice(0, i)}${swap}${s.slice(i + 1)}`;
}
const tamperJwt = (jwt: string) => tamper(jwt, jwt.lastIndexOf(".") + 1);
const tamperKey = (key: string) => tamper(key, key.lastIndexOf("_") + 1);
const b64url = (n: number) => randomBytes(n).toString("base64url");
const alnum = (n: number) =>
  Array.from(
    randomBytes(n),
    (b) => "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"[b % 62],
  ).join("");

/** The same claims and header as `jwt`, signed with a key the service never saw. */
async function resignedElsewhere(jwt: string): Promise<string> {
  const { privateKey } = await generateKeyPair("ES256");
  const { kid, typ } = decodeProtectedHeader(jwt);
  return new SignJWT({ ...decodeJwt(jwt) })
    .setProtectedHeader({ alg: "ES256", kid, typ })
    .sign(privateKey);
}

async function createParty(t: TestApp, label: Owner, owners: Map<string, Owner>): Promise<Party> {
  const account = await t.createAccount(`fuzz-${label.toLowerCase()}-${b64url(4)}@example.com`);
  const own = (id: unknown) => {
    if (typeof id === "string" && id) owners.set(id, label);
  };
  own(account.id);
  await addCard(t, account.session);
  const developerKey = async (environment: "test" | "live") =>
    expect2xx(
      await t.post(
        "/api/v1/developers/me/keys",
        { label: `fuzz ${environment}`, environment },
        { token: account.session },
      ),
      `${environment} key`,
    );
  const testKey = await developerKey("test");
  const liveKey = await developerKey("live");
  // Spare keys whose ids the paths name: revoking them leaves the credentials above working.
  own((await developerKey("test")).keyId);
  own(
    (await createApiKeyForUser(t.services, account.id, { label: "fuzz spare", expiresAt: null }))
      .keyId,
  );

  const patientId = expect2xx(
    await t.post("/api/v1/patients", patient, { token: account.apiKey }),
    "patient",
  ).id;
  own(patientId);
  const encounter = expect2xx(
    await t.post("/api/v1/agent/query", { query: letter(COMPLETE) }, { token: account.apiKey }),
    "agent query",
  );
  own(encounter.encounter_id);
  const request = expect2xx(
    await t.post(
      "/api/v1/prescribing/query",
      {
        query: letter(COMPLETE),
        patient_email: `patient-${label.toLowerCase()}@example.com`,
        patient_phone: "+14155550123",
        patient_state: "CA",
        patient_zip: "94110",
      },
      { token: testKey.key },
    ),
    "prescribing query",
  );
  own(request.encounter_id);
  // A local address nothing listens on (the app runs with WEBHOOK_ALLOW_PRIVATE_ADDRESSES):
  // test sends fail at once instead of reaching out.
  const endpoint = expect2xx(
    await t.post(
      "/api/v1/developers/me/webhook-endpoints",
      { url: `http://127.0.0.1:9/fuzz-${label.toLowerCase()}`, environment: "test" },
      { token: account.session },
    ),
    "webhook endpoint",
  );
  own(endpoint.id);

  const clinician = await createClinician(t, ["CA"]);
  return {
    userId: account.id,
    session: account.session,
    apiKey: account.apiKey,
    testKey: testKey.key,
    liveKey: liveKey.key,
    encounterToken: encounter.encounter_token,
    clinicianSession: clinician.session,
    ids: {
      patient: patientId,
      encounter: encounter.encounter_id,
      request: request.encounter_id,
      webhookEndpoint: endpoint.id,
    },
  };
}

/** What the app must be created with for `credentialWorld` (local webhook endpoints). */
export const CREDENTIAL_WORLD_ENV = {
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true",
  WEBHOOK_TIMEOUT_MS: "1000",
};

/** Accounts A and B with every credential kind and ids of their own, and forged credentials. */
export async function credentialWorld(t: TestApp): Promise<CredentialWorld> {
  const owners = new Map<string, Owner>();
  const A = await createParty(t, "A", owners);
  const B = await createParty(t, "B", owners);

  const expiredSession = await t.services.sessions.issue(A.userId, -60);
  const revokedSession = await t.services.sessions.issue(A.userId);
  await t.services.sessions.revoke(decodeJwt(revokedSession).jti as string);
  const revokedPersonal = await createApiKeyForUser(t.services, A.userId, {
    label: "fuzz revoked",
    expiresAt: null,
  });
  await t.delete(`/api/v1/users/me/api-keys/${revokedPersonal.keyId}`, { token: A.session });
  const expiredPersonal = await createApiKeyForUser(t.services, A.userId, {
    label: "fuzz expired",
    expiresAt: new Date(t.clock.now().getTime() + 1000),
  });
  const revokedDeveloperKey = async (environment: "test" | "live") => {
    const created = (
      await t.post(
        "/api/v1/developers/me/keys",
        { label: `fuzz revoked ${environment}`, environment },
        { token: A.session },
      )
    ).body as { keyId: string; key: string };
    expect2xx(
      await t.delete(`/api/v1/developers/me/keys/${created.keyId}`, { token: A.session }),
      "developer key revocation",
    );
    return created.key;
  };
  const revokedTest = await revokedDeveloperKey("test");
  const revokedLive = await revokedDeveloperKey("live");
  const expiredClinician = await t.services.sessions.issue(
    decodeJwt(A.clinicianSession).sub as string,
    -60,
  );

  const randomJwt = () => `${b64url(20)}.${b64url(60)}.${b64url(64)}`;
  const forged: CredentialWorld["forged"] = [
    { kind: "session", forgery: "tampered_signature", value: tamperJwt(A.session) },
    { kind: "session", forgery: "random_shape", value: randomJwt() },
    { kind: "session", forgery: "other_signing_key", value: await resignedElsewhere(A.session) },
    { kind: "session", forgery: "expired", value: expiredSession },
    { kind: "session", forgery: "revoked", value: revokedSession },
    { kind: "personal_key", forgery: "tampered_signature", value: tamperKey(A.apiKey) },
    {
      kind: "personal_key",
      forgery: "random_shape",
      value: `ak_${randomBytes(32).toString("hex")}`,
    },
    { kind: "personal_key", forgery: "revoked", value: revokedPersonal.key },
    { kind: "personal_key", forgery: "expired", value: expiredPersonal.key },
    { kind: "developer_test_key", forgery: "tampered_signature", value: tamperKey(A.testKey) },
    { kind: "developer_test_key", forgery: "random_shape", value: `ak_test_${alnum(32)}` },
    { kind: "developer_test_key", forgery: "revoked", value: revokedTest },
    { kind: "developer_live_key", forgery: "tampered_signature", value: tamperKey(A.liveKey) },
    { kind: "developer_live_key", forgery: "random_shape", value: `ak_live_${alnum(32)}` },
    { kind: "developer_live_key", forgery: "revoked", value: revokedLive },
    { kind: "encounter_token", forgery: "tampered_signature", value: tamper(A.encounterToken, 0) },
    {
      kind: "encounter_token",
      forgery: "random_shape",
      value: randomBytes(32).toString("hex"),
    },
    {
      kind: "clinician_session",
      forgery: "tampered_signature",
      value: tamperJwt(A.clinicianSession),
    },
    {
      kind: "clinician_session",
      forgery: "other_signing_key",
      value: await resignedElsewhere(A.clinicianSession),
    },
    { kind: "clinician_session", forgery: "expired", value: expiredClinician },
    { kind: "page_cookie", forgery: "tampered_signature", value: tamperJwt(A.session) },
    { kind: "page_cookie", forgery: "random_shape", value: randomJwt() },
    {
      kind: "page_cookie",
      forgery: "other_signing_key",
      value: await resignedElsewhere(A.session),
    },
    { kind: "page_cookie", forgery: "expired", value: expiredSession },
    { kind: "page_cookie", forgery: "revoked", value: revokedSession },
  ];
  // The expiring key lapses now: the clock moves past it (sessions above last 12 hours).
  t.clock.advance(2000);
  return { parties: { A, B }, owners, forged };
}

function headersFor(kind: CredentialKind, value: string): Record<string, string> {
  if (kind === "page_cookie") return { cookie: `intake_session=${value}` };
  if (kind === "personal_key_header") return { "x-api-key": value };
  return { authorization: `Bearer ${value}` };
}

function genuineValue(party: Party, kind: CredentialKind): string {
  switch (kind) {
    case "session":
    case "page_cookie":
      return party.session;
    case "personal_key":
    case "personal_key_header":
      return party.apiKey;
    case "developer_test_key":
      return party.testKey;
    case "developer_live_key":
      return party.liveKey;
    case "encounter_token":
      return party.encounterToken;
    case "clinician_session":
      return party.clinicianSession;
    default:
      throw new Error(`no value for ${kind}`);
  }
}

/** A credential: a genuine one of A or B of any kind (mostly), a forged one, or odd headers. */
export function credentialChoices(
  world: CredentialWorld,
  malformed: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<CredentialChoice> {
  const genuineKinds = CREDENTIAL_KINDS.filter((k) => k !== "none" && k !== "malformed");
  const genuine = fc
    .tuple(fc.constantFrom(...genuineKinds), fc.constantFrom<Owner>("A", "B"))
    .map(([kind, owner]) => ({
      kind,
      owner,
      forgery: null,
      headers: headersFor(kind, genuineValue(world.parties[owner], kind)),
    }));
  const forged = fc.constantFrom(...world.forged).map(({ kind, forgery, value }) => ({
    kind,
    owner: null,
    forgery,
    headers: headersFor(kind, value),
  }));
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.constant({ kind: "none", owner: null, forgery: null, headers: {} }),
    },
    { weight: 12, arbitrary: genuine },
    { weight: 5, arbitrary: forged },
    {
      weight: 2,
      arbitrary: malformed.map((headers) => ({
        kind: "malformed" as const,
        owner: null,
        forgery: null,
        headers,
      })),
    },
  );
}

export const AUTHORIZATION_RULES = ["forged_2xx", "cross_account_2xx"] as const;
export type AuthorizationRule = (typeof AUTHORIZATION_RULES)[number];

/**
 * The two authorization rules: a forged credential never gets a 2xx; a genuine credential of one
 * account never gets a 2xx on a path that names the other account's ids. (Clinician sessions
 * review any account's encounters by design: the cross-account rule is about account holders.)
 * A page cookie means nothing to the API: on an API route it is checked as anonymous (no 2xx on
 * an account's ids), on a page as a session.
 */
/**
 * Whether a request's path names an account's id that its credential does not open: the other
 * account's (or any account's, for no credential, a forged one or a cookie sent to the API).
 */
export function namesForeignIds(
  request: { path: string; credential: CredentialChoice; pathIds: string[] },
  world: CredentialWorld,
): boolean {
  const { credential } = request;
  if (credential.kind === "clinician_session") return false;
  const isPage = !request.path.startsWith("/api/");
  const anonymous = credential.owner === null || (credential.kind === "page_cookie" && !isPage);
  return request.pathIds.some((id) => {
    const owner = world.owners.get(id);
    return owner !== undefined && (anonymous || owner !== credential.owner);
  });
}

export function checkAuthorization(
  request: { method: string; path: string; credential: CredentialChoice; pathIds: string[] },
  status: number,
  world: CredentialWorld,
): { rule: AuthorizationRule; message: string } | null {
  // A CORS preflight takes no credential (the fetch standard sends none) and answers no data.
  if (status < 200 || status >= 300 || request.method === "OPTIONS") return null;
  const { credential } = request;
  const where = `${request.method} ${request.path.slice(0, 200)} with ${credential.kind}`;
  const isPage = !request.path.startsWith("/api/");
  if (credential.forgery && (isPage || credential.kind !== "page_cookie")) {
    return { rule: "forged_2xx", message: `${where} (${credential.forgery}): ${status}` };
  }
  if (namesForeignIds(request, world)) {
    const whose = request.pathIds.map((id) => world.owners.get(id)).filter(Boolean);
    return {
      rule: "cross_account_2xx",
      message: `${where} of ${credential.owner ?? "nobody"} on ${whose.join("+")}'s id: ${status}`,
    };
  }
  return null;
}
