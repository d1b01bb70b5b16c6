import { inTransaction, type Trx } from "@intake/db";
import { detectImageFormat } from "../../images/detect";
import { sanitizeImage } from "../../images/sanitize";
import { MAX_IMAGE_BYTES } from "../../images/schemas";
import { recordAudit } from "../../kernel/audit/record-audit";
import type { Services } from "../../kernel/context";
import { safeEqual, sha256Hex, unseal } from "../../kernel/crypto";
import { badRequest, forbidden, gone, notFound } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { updatePatientColumns } from "../patients/store";
import type { EmbeddedOutcome, IdentityEvent } from "./identity-port";

export type IdentityState =
  | "pending"
  | "processing"
  | "requires_input"
  | "verified"
  | "canceled"
  | "expired";

export interface IdentitySessionView {
  sessionId: string;
  status: IdentityState;
  provider: string;
  expiresAt: Date;
  /** The provider's error code on `requires_input` (e.g. `name_mismatch`). */
  errorCode: string | null;
  /** What the person can do about it, on `requires_input`. */
  reason: string | null;
  /** Where the person came from (checkout or consent), a path on our site; null: the account. */
  returnTo: string | null;
}

/** Who opens a verification link: the signed-in account (page session), the browser's binding secret. */
export interface IdentityHolder {
  userId: string | null;
  binding: string | null;
}

const TOKEN = /^[0-9a-f]{64}$/;

type SessionRow = {
  id: string;
  patient_id: string;
  user_id: string;
  status: IdentityState;
  provider: string;
  opened_at: Date | null;
  binding_hash: string | null;
  return_to: string | null;
  error_code: string | null;
  error_reason: string | null;
  expires_at: Date;
};

const notYours = () =>
  forbidden(
    "identity_session_not_yours",
    "This verification link works only for the person who started it: open it in the browser where you started verification, signed in to your account. The link alone verifies nothing.",
  );

function isHolder(row: SessionRow, who: IdentityHolder): boolean {
  if (who.userId !== null && who.userId === row.user_id) return true;
  return (
    row.binding_hash !== null &&
    who.binding !== null &&
    safeEqual(sha256Hex(who.binding), row.binding_hash)
  );
}

function viewOf(services: Services, row: SessionRow): IdentitySessionView {
  const expired =
    (row.status === "pending" && !row.opened_at && row.expires_at <= services.clock.now()) ||
    row.status === "expired";
  let returnTo: string | null = null;
  if (row.return_to) {
    try {
      returnTo = unseal(services.config.APP_SECRET, row.return_to);
    } catch {
      returnTo = null;
    }
  }
  return {
    sessionId: row.id,
    status: expired ? "expired" : row.status,
    provider: row.provider,
    expiresAt: row.expires_at,
    errorCode: row.error_code,
    reason: row.error_reason,
    returnTo,
  };
}

const COLUMNS = [
  "id",
  "patient_id",
  "user_id",
  "status",
  "provider",
  "opened_at",
  "binding_hash",
  "return_to",
  "error_code",
  "error_reason",
  "expires_at",
] as const;

async function rowByToken(services: Services, token: string): Promise<SessionRow> {
  if (!TOKEN.test(token)) throw notFound("The verification session");
  const row = await services.db
    .selectFrom("identity_sessions")
    .select(COLUMNS)
    .where("token_hash", "=", sha256Hex(token))
    .executeTakeFirst();
  if (!row) throw notFound("The verification session");
  return row as SessionRow;
}

/** The link can still be used: not opened, not replaced, not expired (throws otherwise). */
function assertUsable(services: Services, row: SessionRow): void {
  if (row.opened_at || (row.status !== "pending" && row.status !== "expired")) {
    if (row.status === "canceled" && !row.opened_at) {
      throw gone(
        "identity_session_replaced",
        "A newer verification session replaced this one. Use the newest link.",
      );
    }
    throw badRequest(
      "identity_session_used",
      "This verification link was already used. Start a new verification from the page you came from.",
    );
  }
  if (row.status === "expired" || row.expires_at <= services.clock.now()) {
    throw gone(
      "identity_session_expired",
      "This verification link has expired. Start a new verification from the page you came from.",
    );
  }
}

/**
 * The session behind a verification link: 404 unknown, 403 `identity_session_not_yours` unless
 * the holder is the person who started it.
 */
export async function findIdentitySession(
  services: Services,
  token: string,
  who: IdentityHolder,
): Promise<IdentitySessionView & { usable: boolean }> {
  const row = await rowByToken(services, token);
  if (!isHolder(row, who)) throw notYours();
  let usable = true;
  try {
    assertUsable(services, row);
  } catch {
    usable = false;
  }
  return { ...viewOf(services, row), usable };
}

/** A verification session by id, for the page the provider returns the person to. */
export async function findIdentitySessionById(
  services: Services,
  sessionId: string,
  who: IdentityHolder,
): Promise<IdentitySessionView> {
  if (!isUuid(sessionId)) throw notFound("The verification session");
  const row = await services.db
    .selectFrom("identity_sessions")
    .select(COLUMNS)
    .where("id", "=", sessionId)
    .executeTakeFirst();
  if (!row) throw notFound("The verification session");
  if (!isHolder(row as SessionRow, who)) throw notYours();
  return viewOf(services, row as SessionRow);
}

/**
 * Spends the link (single use) and opens the provider's session: the first caller wins, a
 * second gets `identity_session_used`. On a provider failure the link is usable again.
 */
async function spendLink(
  services: Services,
  token: string,
  who: IdentityHolder,
): Promise<{ row: SessionRow; providerSessionId: string; redirectTo: string | null }> {
  const row = await rowByToken(services, token);
  if (!isHolder(row, who)) throw notYours();
  assertUsable(services, row);
  const now = services.clock.now();
  const spent = await services.db
    .updateTable("identity_sessions")
    .set({ opened_at: now, updated_at: now })
    .where("id", "=", row.id)
    .where("opened_at", "is", null)
    .where("status", "=", "pending")
    .returning("id")
    .executeTakeFirst();
  if (!spent) {
    throw badRequest(
      "identity_session_used",
      "This verification link was already used. Start a new verification from the page you came from.",
    );
  }
  try {
    const opened = await services.ports.identity.open({
      id: row.id,
      patientId: row.patient_id,
      returnUrl: `${services.config.WEB_URL}/identity/return/${row.id}`,
    });
    await services.db
      .updateTable("identity_sessions")
      .set({ provider_session_id: opened.providerSessionId, updated_at: now })
      .where("id", "=", row.id)
      .execute();
    return { row, ...opened };
  } catch (error) {
    await services.db
      .updateTable("identity_sessions")
      .set({ opened_at: null })
      .where("id", "=", row.id)
      .execute();
    throw error;
  }
}

/** Stripe: opening the link spends it and sends the person to Stripe's hosted verification. */
export async function openProviderVerification(
  services: Services,
  token: string,
  who: IdentityHolder,
): Promise<string> {
  const { redirectTo } = await spendLink(services, token, who);
  if (!redirectTo) throw new Error("the identity provider gave no page to send the person to");
  return redirectTo;
}

/**
 * The embedded simulation: the person sends an image of a document (any image that decodes)
 * and a test outcome; the outcome becomes the event Stripe Identity would send in test mode and
 * goes through `applyIdentityEvent`, as Stripe's webhook does.
 */
export async function submitEmbeddedVerification(
  services: Services,
  token: string,
  who: IdentityHolder,
  input: { document: Uint8Array | null; outcome: string },
): Promise<IdentitySessionView> {
  if (services.ports.identity.name !== "embedded") throw notFound("The verification session");
  const row = await rowByToken(services, token);
  if (!isHolder(row, who)) throw notYours();
  assertUsable(services, row);
  if (!input.document || input.document.length === 0) {
    throw badRequest("invalid_image", "Choose an image of your identity document to upload.");
  }
  if (input.document.length > MAX_IMAGE_BYTES) {
    throw badRequest("invalid_image", `The image is over ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  }
  const format = detectImageFormat(input.document);
  if (!format.ok || format.mimeType === "image/svg+xml") {
    throw badRequest(
      "invalid_image",
      "The document image could not be read: upload a photo or scan (JPEG, PNG, HEIC, GIF or WebP).",
    );
  }
  // Decoded in full (as every stored image is): bytes that only start like an image are refused.
  const decoded = await sanitizeImage(input.document, format.mimeType);
  if (!decoded.ok) {
    throw badRequest(
      "invalid_image",
      `The document image could not be read: ${decoded.reason}. Upload the photo or scan again (JPEG, PNG, HEIC, GIF or WebP).`,
    );
  }
  if (!(EMBEDDED as readonly string[]).includes(input.outcome)) {
    throw badRequest("validation_failed", `Choose a test outcome: ${EMBEDDED.join(", ")}.`, {
      issues: [{ path: "outcome", message: "not a test outcome" }],
    });
  }
  const { providerSessionId } = await spendLink(services, token, who);
  const event = await simulatedEvent(
    services,
    row,
    providerSessionId,
    input.outcome as EmbeddedOutcome,
  );
  await applyIdentityEvent(services, event);
  return findIdentitySessionById(services, row.id, { userId: row.user_id, binding: null });
}

/** Stripe Identity's `last_error.code` for a document it could not read (not one of our error codes). */
const STRIPE_UNREADABLE = "document_unverified_other";
const EMBEDDED = ["verified", "document_unreadable", "name_mismatch", "canceled"] as const;

async function simulatedEvent(
  services: Services,
  row: SessionRow,
  providerSessionId: string,
  outcome: EmbeddedOutcome,
): Promise<IdentityEvent> {
  const patient = await services.db
    .selectFrom("patients")
    .select(["first_name", "last_name", "date_of_birth"])
    .where("id", "=", row.patient_id)
    .executeTakeFirstOrThrow();
  const [year, month, day] = (patient.date_of_birth ?? "").split("-").map(Number);
  const base = { eventId: `evt_embedded_${row.id}`, providerSessionId };
  const dob = { day: day ?? null, month: month ?? null, year: year ?? null };
  switch (outcome) {
    case "verified":
      return {
        ...base,
        type: "identity.verification_session.verified",
        lastError: null,
        verifiedOutputs: { firstName: patient.first_name, lastName: patient.last_name, dob },
      };
    case "name_mismatch":
      return {
        ...base,
        type: "identity.verification_session.verified",
        lastError: null,
        // Someone else's document (never the record's name, whatever the record says).
        verifiedOutputs: {
          firstName: fold(patient.first_name) === "jenny" ? "Alex" : "Jenny",
          lastName: fold(patient.last_name) === "rosen" ? "Rivera" : "Rosen",
          dob,
        },
      };
    case "document_unreadable":
      return {
        ...base,
        type: "identity.verification_session.requires_input",
        lastError: { code: STRIPE_UNREADABLE, reason: "The document was unreadable." },
        verifiedOutputs: null,
      };
    case "canceled":
      return {
        ...base,
        type: "identity.verification_session.canceled",
        lastError: null,
        verifiedOutputs: null,
      };
  }
}

/** What the person can do, per Stripe Identity's `last_error.code` and our own comparisons. */
const REASONS: Record<string, string> = {
  name_mismatch:
    "The name on the document does not match the name on the patient record. If the record is wrong, correct the first and last name, then verify again; otherwise verify with a document in the record's name.",
  dob_mismatch:
    "The date of birth on the document does not match the patient record. If the record is wrong, correct the date of birth, then verify again; otherwise verify with a document of the person on the record.",
  document_unverified_other:
    "The document could not be read or checked. Verify again with a clear photo of a valid, unexpired government ID (all corners visible, no glare).",
  document_expired: "The document has expired. Verify again with a valid, unexpired government ID.",
  document_type_not_supported:
    "This kind of document is not accepted. Verify again with a driver's license, passport or national ID card.",
  selfie_document_missing_photo:
    "The document has no photo of its holder. Verify again with a government ID that shows your photo.",
  selfie_face_mismatch:
    "The selfie does not match the photo on the document. Verify again, taking the selfie yourself in good light.",
  selfie_manipulated: "The selfie could not be accepted. Verify again with a live selfie.",
  selfie_unverified_other:
    "The selfie could not be checked. Verify again with a clear, live selfie.",
  consent_declined:
    "Verification needs your consent to check the document and selfie. Verify again and accept.",
  under_supported_age: "Verification is only available to adults.",
  country_not_supported:
    "Documents from this country are not supported. Verify with another document.",
  outputs_missing:
    "The provider could not read a name and date of birth from the document. Verify again with a clear photo of the document.",
};
const reasonFor = (code: string | null, providerReason: string | null) =>
  (code && REASONS[code]) ??
  providerReason ??
  "Verification needs another try. Start it again from the page you came from.";

const fold = (s: string | null | undefined) =>
  (s ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();

/** Compares what the document says with the patient record; null when they match. */
function mismatchOf(
  outputs: NonNullable<IdentityEvent["verifiedOutputs"]> | null,
  patient: { first_name: string | null; last_name: string | null; date_of_birth: string | null },
): string | null {
  if (!outputs?.lastName || !outputs.dob?.year) return "outputs_missing";
  if (
    fold(outputs.firstName) !== fold(patient.first_name) ||
    fold(outputs.lastName) !== fold(patient.last_name)
  ) {
    return "name_mismatch";
  }
  const { year, month, day } = outputs.dob;
  const dob = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  if (dob !== patient.date_of_birth) return "dob_mismatch";
  return null;
}

/**
 * Applies a provider's outcome to its session (the one code path of Stripe's webhook and the
 * embedded simulation). Once per event id. `verified` verifies the patient only when the
 * document's name and date of birth match the record; otherwise the session needs input, with
 * the reason. Verifying the self patient verifies the account holder.
 */
export async function applyIdentityEvent(
  services: Pick<Services, "db" | "clock">,
  event: IdentityEvent,
): Promise<{ duplicate: boolean; applied: boolean }> {
  const now = services.clock.now();
  return inTransaction(services.db, async (trx) => {
    const fresh = await trx
      .insertInto("processor_events")
      .values({ id: event.eventId, processor: "identity", type: event.type, received_at: now })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!fresh) return { duplicate: true, applied: false };
    const session = await trx
      .selectFrom("identity_sessions")
      .selectAll()
      .where("provider_session_id", "=", event.providerSessionId)
      .forUpdate()
      .executeTakeFirst();
    // Not ours, or already verified (a verified session stays verified).
    if (!session || session.status === "verified") return { duplicate: false, applied: false };
    const patient = await trx
      .selectFrom("patients")
      .select(["id", "relationship", "owner_id", "first_name", "last_name", "date_of_birth"])
      .where("id", "=", session.patient_id)
      .where("archived_at", "is", null)
      .executeTakeFirst();
    if (!patient) return { duplicate: false, applied: false };
    const set = (status: IdentityState, code: string | null = null, reason: string | null = null) =>
      trx
        .updateTable("identity_sessions")
        .set({
          status,
          error_code: code,
          error_reason: reason,
          updated_at: now,
          ...(status === "verified" || status === "canceled" ? { completed_at: now } : {}),
        })
        .where("id", "=", session.id)
        .execute();
    const actor = { userId: session.user_id, kind: "identity_verifier" };
    switch (event.type) {
      case "identity.verification_session.processing":
        await set("processing");
        break;
      case "identity.verification_session.canceled":
        await set("canceled");
        break;
      case "identity.verification_session.requires_input": {
        const code = event.lastError?.code ?? null;
        await set("requires_input", code, reasonFor(code, event.lastError?.reason ?? null));
        break;
      }
      case "identity.verification_session.verified": {
        const mismatch = mismatchOf(event.verifiedOutputs, patient);
        if (mismatch) {
          await set("requires_input", mismatch, reasonFor(mismatch, null));
          await recordAudit(trx, now, actor, {
            action: "patient.identity_mismatch",
            entityType: "patient",
            entityId: patient.id,
            detail: { identitySessionId: session.id, code: mismatch },
          });
          break;
        }
        await set("verified");
        await markVerified(trx, now, actor, session.id, patient);
        break;
      }
    }
    return { duplicate: false, applied: true };
  });
}

async function markVerified(
  trx: Trx,
  now: Date,
  actor: { userId: string; kind: string },
  sessionId: string,
  patient: { id: string; relationship: string; owner_id: string },
) {
  await updatePatientColumns(trx, patient.id, now, {
    identity_status: "verified",
    identity_verified_at: now,
  });
  await recordAudit(trx, now, actor, {
    action: "patient.identity_verified",
    entityType: "patient",
    entityId: patient.id,
    detail: { identitySessionId: sessionId },
  });
  if (patient.relationship === "self") {
    await trx
      .updateTable("users")
      .set({ identity_status: "verified", identity_verified_at: now })
      .where("id", "=", patient.owner_id)
      .execute();
    await recordAudit(trx, now, actor, {
      action: "user.identity_verified",
      entityType: "user",
      entityId: patient.owner_id,
      detail: { identitySessionId: sessionId },
    });
  }
}

/** Whether a Stripe webhook body is an Identity event (routing only; the port checks the signature). */
export function isIdentityWebhook(rawBody: string): boolean {
  try {
    const type = (JSON.parse(rawBody) as { type?: unknown }).type;
    return typeof type === "string" && type.startsWith("identity.");
  } catch {
    return false;
  }
}

/** A Stripe Identity webhook: signature checked by the port, then `applyIdentityEvent`. */
export async function receiveIdentityWebhook(
  services: Services,
  rawBody: string,
  signature: string,
): Promise<{ duplicate: boolean; type: string }> {
  const port = services.ports.identity;
  if (!port.receiveWebhook) throw notFound("Identity webhooks (IDENTITY_PROVIDER is not stripe)");
  const event = await port.receiveWebhook(rawBody, signature);
  if (!event) {
    const type = (JSON.parse(rawBody) as { type: string }).type;
    return { duplicate: false, type };
  }
  const outcome = await applyIdentityEvent(services, event);
  return { duplicate: outcome.duplicate, type: event.type };
}
