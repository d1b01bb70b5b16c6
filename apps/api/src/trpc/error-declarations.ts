import { ERROR_CODES, type ErrorCode } from "@intake/core/kernel";
import type { ProcedureAccess } from "./init";

/**
 * The error codes an operation can answer with: the ones its shape gives (this file, the one
 * place for them) plus the ones its procedure declares in meta `errors`. The OpenAPI document
 * lists exactly these per operation and status; tests and `npm run fuzz` fail on any answer of
 * an operation whose `(status, code)` is not listed.
 */

/**
 * Every operation: an unusable credential is refused before the handler; zod refuses input that
 * does not fit, and the adapter refuses U+0000 in any query parameter (name or value) whatever
 * the input; a fault of ours; the database away. With an external OpenID provider, a session
 * token can also meet an unverified e-mail (`email_not_verified`) or the provider away
 * (`auth_provider_unavailable`).
 */
const EVERY_OPERATION: readonly ErrorCode[] = [
  "invalid_credential",
  "api_key_expired",
  "email_not_verified",
  "auth_provider_unavailable",
  "validation_failed",
  "internal_error",
  "database_unavailable",
];

/** What the credential check of each access kind answers (trpc/init.ts, webhooks/procedure.ts). */
const BY_ACCESS: Record<ProcedureAccess, readonly ErrorCode[]> = {
  public: [],
  account: ["unauthorized", "wrong_credential"],
  session: ["unauthorized", "wrong_credential", "session_required"],
  developer: ["unauthorized", "developer_key_required"],
  webhook_manager: ["unauthorized", "wrong_credential"],
  developer_manager: ["unauthorized", "developer_credential_required"],
  developer_session: ["unauthorized", "session_required"],
  clinician: [
    "unauthorized",
    "wrong_credential",
    "clinician_session_required",
    "clinician_required",
  ],
  agent_chat: ["unauthorized", "wrong_credential"],
};

/** A JSON body: not JSON, not an object, not `application/json`, over the size limit. */
const WITH_BODY: readonly ErrorCode[] = [
  "malformed_json",
  "invalid_body",
  "unsupported_media_type",
  "payload_too_large",
];
/** An operation that replays by `Idempotency-Key` (http/idempotency.ts). */
const WITH_IDEMPOTENCY: readonly ErrorCode[] = [
  "invalid_idempotency_key",
  "idempotency_key_reused",
  "idempotency_key_in_progress",
];
/** A path id: unknown, foreign or malformed ids are all 404 `not_found`. */
const WITH_PATH_ID: readonly ErrorCode[] = ["not_found"];

export interface OperationShape {
  method: string;
  /** Documented path, e.g. `/api/v1/patients/{id}`. */
  path: string;
  access?: ProcedureAccess;
  /** Meta `idempotency`: `replay` adds the Idempotency-Key codes. */
  idempotency?: "replay" | "operation" | "none";
  /** The procedure's own codes (meta `errors`). */
  errors?: readonly ErrorCode[];
}

/** The codes the shape of an operation gives it. */
export function shapeCodes(shape: Omit<OperationShape, "errors">): ErrorCode[] {
  const body = ["POST", "PATCH", "PUT"].includes(shape.method.toUpperCase());
  return [
    ...EVERY_OPERATION,
    ...BY_ACCESS[shape.access ?? "public"],
    ...(body ? WITH_BODY : []),
    ...(/\{[^}]+\}/.test(shape.path) ? WITH_PATH_ID : []),
    ...(shape.idempotency === "replay" ? WITH_IDEMPOTENCY : []),
  ];
}

/** Every code an operation can answer with, by status (codes sorted), statuses ascending. */
export function declaredErrors(shape: OperationShape): Map<number, ErrorCode[]> {
  const codes = new Set<ErrorCode>([...shapeCodes(shape), ...(shape.errors ?? [])]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code][0];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus.entries()].sort(([a], [b]) => a - b).map(([s, c]) => [s, c.sort()]));
}
