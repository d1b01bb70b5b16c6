import type { components } from "./generated/openapi";
import {
  equalBytes,
  fromBase64,
  fromHex,
  fromUtf8,
  hmacSha256,
  hmacSha256Async,
  toBase64,
  toHex,
  utf8,
} from "./hmac";

/** Header names of a delivery (spec: Outcome webhooks), plus the Standard Webhooks headers. */
export const SIGNATURE_HEADER = "X-Service-Signature";
export const EVENT_HEADER = "X-Service-Event";
export const STANDARD_ID_HEADER = "webhook-id";
export const STANDARD_TIMESTAMP_HEADER = "webhook-timestamp";
export const STANDARD_SIGNATURE_HEADER = "webhook-signature";

/**
 * Every event the service delivers, discriminated on `type`. Generated from the service's own
 * schemas (docs/openapi.json `webhooks.outcomeEvent`), so it cannot drift from what is sent.
 */
export type WebhookEvent = components["schemas"]["WebhookEvent"];
export type WebhookEventType = WebhookEvent["type"];
/** The event of one type, e.g. `WebhookEventOf<"encounter.message">`. */
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;
export type EncounterStatus = WebhookEventOf<"encounter.canceled">["data"]["status"];
export type PharmacyOrderStatus =
  WebhookEventOf<"encounter.pharmacy_order">["data"]["pharmacy_order_status"];
export type PrescriptionStatus =
  WebhookEventOf<"encounter.prescription">["data"]["prescription_status"];

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
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const toBytes = (body: RawBody): Uint8Array => (typeof body === "string" ? utf8(body) : body);

/** HMAC-SHA256: synchronous (portable JavaScript) or precomputed with Web Crypto. */
type Mac = (key: Uint8Array, message: Uint8Array) => Uint8Array;
const portableMac: Mac = hmacSha256;

/** `sha256=<hex HMAC-SHA256 of the raw body under the endpoint secret>`, as the service sends it. */
export function signWebhookPayload(
  rawBody: RawBody,
  secret: string,
  mac: Mac = portableMac,
): string {
  return `sha256=${toHex(mac(utf8(secret), toBytes(rawBody)))}`;
}

/** Standard Webhooks `v1,<base64>` over `id.timestamp.body`, keyed with the base64 part of the secret. */
export function signStandardWebhook(
  rawBody: RawBody,
  secret: string,
  id: string,
  timestampSeconds: number,
  mac: Mac = portableMac,
): string {
  const key = fromBase64(secret.replace(/^whsec_/, ""));
  const prefix = utf8(`${id}.${timestampSeconds}.`);
  const body = toBytes(rawBody);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix);
  message.set(body, prefix.length);
  return `v1,${toBase64(mac(key, message))}`;
}

/**
 * True when `signatureHeader` (`sha256=<hex>`, or several comma-separated during a rotation) is
 * the service's signature of exactly these bytes under `secret`. Constant-time.
 */
export function verifyWebhookSignature(
  rawBody: RawBody,
  signatureHeader: string | null | undefined,
  secret: string,
): boolean {
  return checkServiceSignature(rawBody, signatureHeader, [secret], portableMac) === null;
}

function checkServiceSignature(
  rawBody: RawBody,
  signatureHeader: string | null | undefined,
  secrets: string[],
  mac: Mac,
): string | null {
  if (!signatureHeader) return `missing ${SIGNATURE_HEADER} header`;
  const given: Uint8Array[] = [];
  for (const part of signatureHeader.split(",")) {
    const match = /^sha256=([0-9a-f]{64})$/i.exec(part.trim());
    if (!match?.[1]) return `${SIGNATURE_HEADER} must look like "sha256=<hex>" (64 hex digits)`;
    given.push(fromHex(match[1].toLowerCase()));
  }
  const body = toBytes(rawBody);
  for (const secret of secrets) {
    const expected = mac(utf8(secret), body);
    if (given.some((g) => equalBytes(g, expected))) return null;
  }
  return "signature does not match: check the endpoint secret and that you verify the raw body bytes";
}

function checkStandardSignature(
  rawBody: RawBody,
  id: string,
  timestamp: string,
  signatureHeader: string,
  secrets: string[],
  toleranceSeconds: number,
  now: Date,
  mac: Mac,
): string | null {
  if (!/^\d+$/.test(timestamp)) return `${STANDARD_TIMESTAMP_HEADER} must be Unix seconds`;
  const seconds = Number(timestamp);
  const skew = Math.abs(now.getTime() / 1000 - seconds);
  if (skew > toleranceSeconds) {
    return `${STANDARD_TIMESTAMP_HEADER} is ${Math.round(skew)} s from now, more than the ${toleranceSeconds} s allowed (a replay, or a wrong clock)`;
  }
  const given = signatureHeader
    .split(" ")
    .filter((p) => p.startsWith("v1,"))
    .map((p) => fromBase64(p.slice(3)));
  if (given.length === 0) return `${STANDARD_SIGNATURE_HEADER} has no v1 signature`;
  for (const secret of secrets) {
    const expected = fromBase64(signStandardWebhook(rawBody, secret, id, seconds, mac).slice(3));
    if (given.some((g) => equalBytes(g, expected))) return null;
  }
  return "signature does not match: check the endpoint secret and that you verify the raw body bytes";
}

/** Parses and checks the envelope (after the signature verified). */
function parseEnvelope(rawBody: RawBody): WebhookEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromUtf8(toBytes(rawBody)));
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
  return event as WebhookEvent;
}

export interface WebhookOptions {
  /** Standard Webhooks: how far `webhook-timestamp` may be from now. Default 300 s (5 minutes). */
  toleranceSeconds?: number;
  /** With `X-Service-Signature` only (no timestamp header): reject events whose `created` is older. */
  maxAgeSeconds?: number;
  /** The clock (tests). */
  now?: () => Date;
}

export interface SignOptions {
  /** The endpoint secret(s), `whsec_…`; several sign like the service does during a rotation. */
  secret: string | string[];
  /** Defaults to the body's `id`, as the service sends it. */
  id?: string;
  /** Defaults to now. */
  timestamp?: Date;
  /** Defaults to the body's `type`. */
  type?: string;
}

/**
 * Verifies deliveries for one endpoint. Give its secret, or several during a rotation (any one
 * that matches verifies). `verify` takes the raw body and the request headers and checks the
 * Standard Webhooks signature (with its timestamp tolerance) when those headers are present,
 * else `X-Service-Signature`; it returns the typed event or throws WebhookVerificationError.
 */
export class Webhook {
  private readonly secrets: string[];
  constructor(
    secret: string | string[],
    private readonly options: WebhookOptions = {},
  ) {
    this.secrets = Array.isArray(secret) ? secret : [secret];
    if (this.secrets.length === 0 || this.secrets.some((s) => !s)) {
      throw new WebhookVerificationError("give the endpoint's whsec_… secret");
    }
  }

  /** Verifies synchronously (portable HMAC-SHA256, no `node:crypto`): every runtime. */
  verify(rawBody: RawBody, headers: WebhookHeaders): WebhookEvent {
    return this.verifyWith(rawBody, headers, portableMac);
  }

  /**
   * The same checks with Web Crypto (`crypto.subtle`): Node 20+, Deno, Bun, browsers, edge
   * workers. Resolves to the typed event or rejects with WebhookVerificationError.
   */
  async verifyAsync(rawBody: RawBody, headers: WebhookHeaders): Promise<WebhookEvent> {
    return this.verifyWith(
      rawBody,
      headers,
      await webCryptoMacs(rawBody, (mac) => {
        try {
          this.verifyWith(rawBody, headers, mac);
        } catch {
          // only the MAC inputs are wanted here
        }
      }),
    );
  }

  private verifyWith(rawBody: RawBody, headers: WebhookHeaders, mac: Mac): WebhookEvent {
    const now = this.options.now?.() ?? new Date();
    const id = readHeader(headers, STANDARD_ID_HEADER);
    const timestamp = readHeader(headers, STANDARD_TIMESTAMP_HEADER);
    const standard = readHeader(headers, STANDARD_SIGNATURE_HEADER);
    let problem: string | null;
    if (standard !== undefined) {
      if (!id || !timestamp) {
        throw new WebhookVerificationError(
          `${STANDARD_SIGNATURE_HEADER} needs ${STANDARD_ID_HEADER} and ${STANDARD_TIMESTAMP_HEADER}`,
        );
      }
      problem = checkStandardSignature(
        rawBody,
        id,
        timestamp,
        standard,
        this.secrets,
        this.options.toleranceSeconds ?? 300,
        now,
        mac,
      );
    } else {
      problem = checkServiceSignature(
        rawBody,
        readHeader(headers, SIGNATURE_HEADER),
        this.secrets,
        mac,
      );
    }
    if (problem) throw new WebhookVerificationError(problem);
    const event = parseEnvelope(rawBody);
    if (standard !== undefined && id !== event.id) {
      throw new WebhookVerificationError(`${STANDARD_ID_HEADER} is not the event's id`);
    }
    if (standard === undefined && this.options.maxAgeSeconds !== undefined) {
      const age = (now.getTime() - Date.parse(event.created)) / 1000;
      if (age > this.options.maxAgeSeconds)
        throw new WebhookVerificationError(`event is ${Math.round(age)} s old, older than allowed`);
    }
    return event;
  }

  /** `X-Service-Signature` of a body under this verifier's first secret. */
  sign(rawBody: RawBody): string {
    return signWebhookPayload(rawBody, this.secrets[0] as string);
  }

  /**
   * Every header the service would send with this body: for your own tests, e.g.
   * `fetch(myReceiver, { method: "POST", body, headers: Webhook.sign(body, { secret }) })`.
   */
  static sign(rawBody: RawBody, options: SignOptions): Record<string, string> {
    const secrets = Array.isArray(options.secret) ? options.secret : [options.secret];
    let parsed: { id?: unknown; type?: unknown } = {};
    try {
      parsed = JSON.parse(fromUtf8(toBytes(rawBody)));
    } catch {
      // not JSON: the caller gives id and type
    }
    const id =
      options.id ??
      (typeof parsed.id === "string"
        ? parsed.id
        : `evt_${toHex(globalThis.crypto.getRandomValues(new Uint8Array(12)))}`);
    const seconds = Math.floor((options.timestamp ?? new Date()).getTime() / 1000);
    return {
      "content-type": "application/json",
      [EVENT_HEADER]:
        options.type ?? (typeof parsed.type === "string" ? parsed.type : "webhook.test"),
      [SIGNATURE_HEADER]: secrets.map((s) => signWebhookPayload(rawBody, s)).join(","),
      [STANDARD_ID_HEADER]: id,
      [STANDARD_TIMESTAMP_HEADER]: String(seconds),
      [STANDARD_SIGNATURE_HEADER]: secrets
        .map((s) => signStandardWebhook(rawBody, s, id, seconds))
        .join(" "),
    };
  }
}

export interface ParseOptions {
  /** Reject events whose `created` is older than this (replay protection); off by default. */
  maxAgeSeconds?: number;
  now?: Date;
}

/**
 * Verifies `X-Service-Signature` (the value of that header) with one secret, then parses and
 * checks the envelope. Throws WebhookVerificationError. `new Webhook(...).verify` does both schemes.
 */
export function parseWebhookEvent(
  rawBody: RawBody,
  signatureHeader: string | null | undefined,
  secret: string,
  options: ParseOptions = {},
): WebhookEvent {
  if (!secret)
    throw new WebhookVerificationError("no endpoint secret given: pass the whsec_… secret");
  const now = options.now;
  return new Webhook(secret, {
    maxAgeSeconds: options.maxAgeSeconds,
    now: now ? () => now : undefined,
  }).verify(rawBody, { [SIGNATURE_HEADER]: signatureHeader ?? undefined });
}

/**
 * A `Mac` answering from HMACs computed beforehand with Web Crypto: `collect` runs the checks
 * once with a recording MAC to learn which (key, message) pairs they need.
 */
async function webCryptoMacs(_rawBody: RawBody, collect: (mac: Mac) => void): Promise<Mac> {
  const wanted: [Uint8Array, Uint8Array][] = [];
  collect((key, message) => {
    wanted.push([key, message]);
    return new Uint8Array(32);
  });
  const computed = await Promise.all(wanted.map(([key, message]) => hmacSha256Async(key, message)));
  const same = (a: Uint8Array, b: Uint8Array) =>
    a.length === b.length && a.every((x, i) => x === b[i]);
  return (key, message) => {
    const at = wanted.findIndex(([k, m]) => same(k, key) && same(m, message));
    if (at === -1) throw new Error("HMAC input not prepared");
    return computed[at] as Uint8Array;
  };
}

function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function")
    return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key ? record[key] : undefined;
  return Array.isArray(value) ? value.join(",") : value;
}
