import type { Caller } from "../../accounts/callers/caller";
import { forbidden, unauthorized } from "../../kernel/errors";

export type DeveloperCaller = Extract<Caller, { kind: "developer_key" }>;

/**
 * Prescribing endpoints take a developer key (`ak_test_` / `ak_live_`) only. No credential is
 * 401 `unauthorized`; any other credential (personal key, session, encounter token) is 403
 * `developer_key_required`. Both messages name the credential to send.
 */
export function requireDeveloperKey(caller: Caller): DeveloperCaller {
  if (caller.kind === "developer_key") return caller;
  const message =
    "This endpoint takes a developer key: send 'Authorization: Bearer ak_test_...' (sandbox) or 'ak_live_...' (production). Create one with POST /api/v1/developers/me/keys or on the dashboard at /developers.";
  if (caller.kind === "anonymous") throw unauthorized(message);
  throw forbidden("developer_key_required", message);
}

/** Key management and dashboard aliases: a session JWT, or a developer key (its own environment). */
export function requireDeveloperManager(caller: Caller): {
  userId: string;
  environment: "test" | "live" | null;
} {
  if (caller.kind === "session") return { userId: caller.userId, environment: null };
  if (caller.kind === "developer_key")
    return { userId: caller.userId, environment: caller.environment };
  if (caller.kind === "anonymous") {
    throw unauthorized(
      "Sign in and send the session token, or a developer key, as 'Authorization: Bearer <token>'.",
    );
  }
  throw forbidden(
    "developer_credential_required",
    "Developer keys are managed with a session token (sign in at /signin) or with a developer key of the same environment; a personal API key or an encounter token is not accepted here.",
  );
}

/** The signed-in developer (dashboard aliases): a session JWT only. */
export function requireDeveloperSession(caller: Caller): { userId: string } {
  if (caller.kind === "session") return { userId: caller.userId };
  if (caller.kind === "anonymous") {
    throw unauthorized(
      "Sign in and send the session token as 'Authorization: Bearer <session JWT>'.",
    );
  }
  throw forbidden(
    "session_required",
    "The /developers/me dashboard aliases take a session token; with a developer key, call the /api/v1/prescribing endpoints.",
  );
}
