import { forbidden, unauthorized } from "../../kernel/errors";

export type Caller =
  | { kind: "anonymous" }
  | { kind: "api_key"; userId: string; keyId: string }
  | { kind: "session"; userId: string }
  | { kind: "encounter_token"; encounterId: string }
  | { kind: "developer_key"; userId: string; keyId: string; environment: "test" | "live" };

export type CallerKind = Caller["kind"];
export type AccountCaller = Extract<Caller, { kind: "api_key" | "session" }>;

/** Account-surface endpoints take a session JWT or a personal API key. */
export function requireAccount(caller: Caller): AccountCaller {
  if (caller.kind === "api_key" || caller.kind === "session") return caller;
  if (caller.kind === "anonymous") {
    throw unauthorized(
      "Authentication required: send a personal API key or a session token as 'Authorization: Bearer <token>'.",
    );
  }
  throw unauthorized(
    `This endpoint takes a personal API key or a session token; ${withArticle(callerLabel(caller.kind))} is not accepted here.`,
    "wrong_credential",
  );
}

/** Key management takes a session JWT only; an API key gets 403 (spec: User and keys). */
export function requireSession(caller: Caller): Extract<Caller, { kind: "session" }> {
  const account = requireAccount(caller);
  if (account.kind === "session") return account;
  throw forbidden(
    "session_required",
    "API keys cannot manage API keys. Sign in and use the session token (Authorization: Bearer <session JWT>).",
  );
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

function callerLabel(kind: CallerKind): string {
  return {
    anonymous: "missing credential",
    api_key: "personal API key",
    session: "session token",
    encounter_token: "encounter token",
    developer_key: "developer key",
  }[kind];
}
