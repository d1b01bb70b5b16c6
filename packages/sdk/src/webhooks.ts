import { createHmac, timingSafeEqual } from "node:crypto";

/** Header names of a delivery (spec: Outcome webhooks). */
export const SIGNATURE_HEADER = "X-Service-Signature";
export const EVENT_HEADER = "X-Service-Event";

export type EncounterStatus =
  | "awaiting_consent"
  | "pending_identity"
  | "in_review"
  | "completed"
  | "canceled";
export type PharmacyOrderStatus =
  | "placed"
  | "rerouted"
  | "filling"
  | "received"
  | "ready"
  | "shipped"
  | "delivered"
  | "picked_up"
  | "completed"
  | "canceled";
export type PrescriptionStatus = "depleted" | "expired" | "active";

interface EncounterData {
  encounter_id: string;
  external_id: string | null;
  rx_count: number;
  /** Present when the request was created with full data visibility. */
  details_url?: string;
}

/** The events of the spec, discriminated on `type`. */
export type WebhookEventData =
  | { type: "encounter.completed"; data: EncounterData & { status: "completed" } }
  | { type: "encounter.canceled"; data: EncounterData & { status: EncounterStatus } }
  | {
      type: "encounter.message";
      /** A doorbell: never carries message content; branch on `status`. */
      data: EncounterData & { status: "in_review" | "completed"; chat_url?: string };
    }
  | {
      type: "encounter.pharmacy_order";
      data: EncounterData & { pharmacy_order_status: PharmacyOrderStatus };
    }
  | {
      type: "encounter.prescription";
      data: EncounterData & { prescription_status: PrescriptionStatus };
    }
  | { type: "webhook.test"; data: Record<string, unknown> };

export type WebhookEventType = WebhookEventData["type"];

/** The envelope every delivery carries. */
export type WebhookEvent = WebhookEventData & {
  /** `evt_…`; use it to ignore duplicates. */
  id: string;
  created: string;
  sandbox: boolean;
};

const EVENT_TYPES: readonly WebhookEventType[] = [
  "encounter.completed",
  "encounter.canceled",
  "encounter.message",
  "encounter.pharmacy_order",
  "encounter.prescription",
  "webhook.test",
];

export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
}

type RawBody = string | Uint8Array;

const toBuffer = (body: RawBody): Buffer =>
  typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body);

/** `sha256=<hex HMAC-SHA256 of the raw body under the endpoint secret>`, as the service sends it. */
export function signWebhookPayload(rawBody: RawBody, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(toBuffer(rawBody)).digest("hex")}`;
}

/**
 * True when `signatureHeader` is the service's signature of exactly these bytes. Verify the raw
 * body as received: parsing and re-serialising JSON changes the bytes. Constant-time.
 */
export function verifyWebhookSignature(
  rawBody: RawBody,
  signatureHeader: string | null | undefined,
  secret: string,
): boolean {
  return checkSignature(rawBody, signatureHeader, secret) === null;
}

/** Why a signature does not verify, or null when it does. */
function checkSignature(
  rawBody: RawBody,
  signatureHeader: string | null | undefined,
  secret: string,
): string | null {
  if (!secret) return "no endpoint secret given: pass the whsec_… secret of this endpoint";
  if (!signatureHeader) return `missing ${SIGNATURE_HEADER} header`;
  const match = /^sha256=([0-9a-f]+)$/i.exec(signatureHeader.trim());
  if (!match?.[1]) return `${SIGNATURE_HEADER} must look like "sha256=<hex>"`;
  const given = Buffer.from(match[1].toLowerCase(), "hex");
  const expected = createHmac("sha256", secret).update(toBuffer(rawBody)).digest();
  if (given.length !== expected.length)
    return "signature has the wrong length: expected 64 hex characters";
  if (!timingSafeEqual(given, expected)) {
    return "signature does not match: check the endpoint secret and that you verify the raw body bytes";
  }
  return null;
}

export interface ParseOptions {
  /** Reject events whose `created` is older than this (replay protection); off by default. */
  maxAgeSeconds?: number;
  now?: Date;
}

/** Verifies the signature, then parses and checks the envelope. Throws WebhookVerificationError. */
export function parseWebhookEvent(
  rawBody: RawBody,
  signatureHeader: string | null | undefined,
  secret: string,
  options: ParseOptions = {},
): WebhookEvent {
  const problem = checkSignature(rawBody, signatureHeader, secret);
  if (problem) throw new WebhookVerificationError(problem);
  let parsed: unknown;
  try {
    parsed = JSON.parse(toBuffer(rawBody).toString("utf8"));
  } catch {
    throw new WebhookVerificationError("body is not JSON");
  }
  const event = parsed as Partial<WebhookEvent> | null;
  if (!event || typeof event !== "object")
    throw new WebhookVerificationError("body is not a JSON object");
  if (typeof event.id !== "string" || !event.id.startsWith("evt_"))
    throw new WebhookVerificationError("envelope has no evt_ id");
  if (!EVENT_TYPES.includes(event.type as WebhookEventType)) {
    throw new WebhookVerificationError(`unknown event type ${JSON.stringify(event.type)}`);
  }
  if (typeof event.created !== "string" || Number.isNaN(Date.parse(event.created))) {
    throw new WebhookVerificationError("envelope has no ISO 8601 created time");
  }
  if (typeof event.sandbox !== "boolean")
    throw new WebhookVerificationError("envelope has no sandbox flag");
  if (!event.data || typeof event.data !== "object")
    throw new WebhookVerificationError("envelope has no data object");
  if (options.maxAgeSeconds !== undefined) {
    const age = ((options.now ?? new Date()).getTime() - Date.parse(event.created)) / 1000;
    if (age > options.maxAgeSeconds)
      throw new WebhookVerificationError(`event is ${Math.round(age)} s old, older than allowed`);
  }
  return event as WebhookEvent;
}

/**
 * A verifier bound to one endpoint's secret (or several during a secret rotation: any match
 * verifies).
 */
export class Webhook {
  private readonly secrets: string[];
  constructor(
    secret: string | string[],
    private readonly options: ParseOptions = {},
  ) {
    this.secrets = Array.isArray(secret) ? secret : [secret];
    if (this.secrets.length === 0 || this.secrets.some((s) => !s)) {
      throw new WebhookVerificationError("give the endpoint's whsec_… secret");
    }
  }

  /** Verifies a delivery from its raw body and headers (a Headers object or a plain record). */
  verify(
    rawBody: RawBody,
    headers: Headers | Record<string, string | string[] | undefined>,
  ): WebhookEvent {
    const signature = readHeader(headers, SIGNATURE_HEADER);
    let lastError: unknown;
    for (const secret of this.secrets) {
      try {
        return parseWebhookEvent(rawBody, signature, secret, this.options);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  sign(rawBody: RawBody): string {
    return signWebhookPayload(rawBody, this.secrets[0] as string);
  }
}

function readHeader(
  headers: Headers | Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  if (typeof (headers as Headers).get === "function")
    return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key ? record[key] : undefined;
  return Array.isArray(value) ? value[0] : value;
}
