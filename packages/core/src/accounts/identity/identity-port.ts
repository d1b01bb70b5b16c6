import type { Db } from "@intake/db";
import type { Clock } from "../../kernel/clock";
import type { Config } from "../../kernel/config";
import { newId, randomHex, seal, sha256Hex } from "../../kernel/crypto";

export interface IdentitySession {
  sessionId: string;
  /** Where the person completes verification (our link; single use, bound to who started it). */
  url: string;
  expiresAt: Date;
}

/** The webhook event types of Stripe Identity the service acts on (the embedded one uses them too). */
export const IDENTITY_EVENT_TYPES = [
  "identity.verification_session.processing",
  "identity.verification_session.verified",
  "identity.verification_session.requires_input",
  "identity.verification_session.canceled",
] as const;
export type IdentityEventType = (typeof IDENTITY_EVENT_TYPES)[number];

/**
 * A provider's report on one verification session, in Stripe Identity's terms: the Stripe
 * adapter builds it from a signed webhook (and the session read back from the API), the embedded
 * simulation from the person's chosen test outcome. Both end in `applyIdentityEvent`.
 */
export interface IdentityEvent {
  eventId: string;
  type: IdentityEventType;
  providerSessionId: string;
  lastError: { code: string | null; reason: string | null } | null;
  /** What the document says (Stripe's `verified_outputs`), on `verified`. */
  verifiedOutputs: {
    firstName: string | null;
    lastName: string | null;
    dob: { day: number | null; month: number | null; year: number | null } | null;
  } | null;
}

/**
 * Identity verification: Stripe Identity, or the embedded simulation. The service opens a
 * session of its own (`openIdentityLink`: a single-use link bound to the person who started it);
 * when the person opens that link, `open` starts the provider's session and says where to send
 * them (Stripe's hosted page; null: our own page, the embedded simulation). Outcomes come back
 * as `IdentityEvent`s.
 */
export interface IdentityPort {
  readonly name: "embedded" | "stripe";
  open(session: {
    id: string;
    patientId: string;
    /** Where the provider sends the person when they are done. */
    returnUrl: string;
  }): Promise<{ providerSessionId: string; redirectTo: string | null }>;
  /** Stripe: checks the signature of a webhook and reads the session it names. */
  receiveWebhook?(rawBody: string, signature: string): Promise<IdentityEvent | null>;
}

/** Stripe Identity's test-mode outcomes the embedded simulation offers. */
export const EMBEDDED_OUTCOMES = [
  "verified",
  "document_unreadable",
  "name_mismatch",
  "canceled",
] as const;
export type EmbeddedOutcome = (typeof EMBEDDED_OUTCOMES)[number];

/**
 * The embedded simulation: the person uploads an image of a document on our page and chooses a
 * test outcome; the outcome becomes the event Stripe would send (see `simulateEmbeddedOutcome`).
 * Refused in production unless IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION=true (config).
 */
export function createEmbeddedIdentity(): IdentityPort {
  return {
    name: "embedded",
    async open(session) {
      return {
        providerSessionId: `vs_embedded_${session.id.replaceAll("-", "")}`,
        redirectTo: null,
      };
    },
  };
}

/** A secret held by the browser that starts a verification (cookie); its SHA-256 is stored. */
export const newIdentityBinding = (): string => randomHex(32);

/**
 * Opens a verification link for one patient: the token is returned once (stored as its
 * SHA-256), the link expires after IDENTITY_SESSION_TTL_MINUTES, and it works only for the
 * account that started it, or in the browser holding `binding`. `returnTo` (a path on our site,
 * sealed at rest: it may carry the page's own token) is where the person comes back to.
 */
export async function openIdentityLink(
  services: { db: Db; clock: Clock; config: Config; ports: { identity: IdentityPort } },
  input: { patientId: string; userId: string; returnTo?: string | null; binding?: string | null },
): Promise<IdentitySession> {
  const { db, clock, config } = services;
  const token = randomHex(32);
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + config.IDENTITY_SESSION_TTL_MINUTES * 60_000);
  const id = newId();
  await db
    .insertInto("identity_sessions")
    .values({
      id,
      patient_id: input.patientId,
      user_id: input.userId,
      token_hash: sha256Hex(token),
      status: "pending",
      provider: services.ports.identity.name,
      binding_hash: input.binding ? sha256Hex(input.binding) : null,
      return_to: input.returnTo ? seal(config.APP_SECRET, input.returnTo) : null,
      expires_at: expiresAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { sessionId: id, url: `${config.WEB_URL}/identity/verify/${token}`, expiresAt };
}
