import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "../kernel/net/addresses";

/** Resolves a host name to all its addresses (a port: tests give a resolver of their own). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const defaultHostResolver: HostResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Why a webhook URL is not acceptable (at registration: 400; at delivery: a failed attempt). */
export class WebhookUrlRefused extends Error {
  override readonly name = "WebhookUrlRefused";
  constructor(
    readonly code: "invalid_url" | "https_required" | "private_address" | "host_not_resolvable",
    message: string,
  ) {
    super(message);
  }
}

export interface UrlPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_ADDRESSES: http:// and local addresses allowed (development, tests). */
  allowPrivate: boolean;
  resolve: HostResolver;
}

/** Parses and checks the URL's form (https, no credentials). */
export function parseWebhookUrl(url: string, policy: Pick<UrlPolicy, "allowPrivate">): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookUrlRefused("invalid_url", "url must be an absolute https:// URL");
  }
  const schemes = policy.allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(parsed.protocol)) {
    throw new WebhookUrlRefused(
      "https_required",
      "url must use https:// (webhook endpoints are HTTPS only)",
    );
  }
  if (parsed.username || parsed.password) {
    throw new WebhookUrlRefused("invalid_url", "url must not carry a user name or password");
  }
  return parsed;
}

/**
 * Resolves the URL's host and returns the one address to connect to. Refused when the host is,
 * or resolves to, any loopback, private, link-local, unique-local or metadata address (unless
 * private addresses are allowed).
 */
export async function checkedWebhookAddress(url: URL, policy: UrlPolicy): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0) {
    throw new WebhookUrlRefused("host_not_resolvable", `the host name ${host} does not resolve`);
  }
  if (!policy.allowPrivate && !addresses.every(isPublicAddress)) {
    throw new WebhookUrlRefused(
      "private_address",
      `the host ${host} is or resolves to a loopback, private, link-local or metadata address; webhooks go to public addresses only`,
    );
  }
  return addresses[0] as string;
}

/** How much of the receiver's answer body the delivery log keeps. */
export const RESPONSE_BODY_LIMIT_BYTES = 2048;
const CONTENT_TYPE_LIMIT = 200;

/** The receiver's answer, as the delivery log keeps it. */
export interface ReceiverResponse {
  /** The first RESPONSE_BODY_LIMIT_BYTES bytes as UTF-8 text; null when the answer was empty. */
  body: string | null;
  /** The answer was longer than what is kept. */
  truncated: boolean;
  contentType: string | null;
}

export interface PostResult {
  /** The receiver's HTTP status, or null when it never answered. */
  status: number | null;
  ok: boolean;
  /** Why it failed; null on 2xx. */
  error: string | null;
  latencyMs: number;
  /** The answer's body and type, when the receiver answered. */
  response?: ReceiverResponse;
}

/**
 * The kept part of an answer body: the first bytes as UTF-8 (a character cut at the limit is
 * dropped, not shown as a replacement mark), NUL characters replaced (a text column refuses them).
 */
export function keptResponse(
  chunks: Buffer[],
  read: number,
  contentType: string | string[] | undefined,
): ReceiverResponse {
  const bytes = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT_BYTES);
  const truncated = read > RESPONSE_BODY_LIMIT_BYTES;
  let body = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (truncated) body = body.replace(/\uFFFD{1,3}$/, "");
  body = body.replaceAll(String.fromCharCode(0), "\uFFFD");
  const type = Array.isArray(contentType) ? contentType[0] : contentType;
  return {
    body: body.length > 0 ? body : null,
    truncated,
    contentType: type ? type.slice(0, CONTENT_TYPE_LIMIT) : null,
  };
}

/**
 * POSTs the exact body once. The host is checked and the socket pinned to the checked address
 * (a custom `lookup`, so a DNS answer changing between check and connect cannot redirect it; TLS
 * still verifies the host name); the address actually connected to is checked again; redirects
 * are not followed (3xx is a failure); one deadline covers connect, headers and body.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: UrlPolicy & { timeoutMs: number },
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target: URL;
  let address: string;
  try {
    target = parseWebhookUrl(url, options);
    address = await checkedWebhookAddress(target, options);
  } catch (error) {
    const message = error instanceof WebhookUrlRefused ? error.message : "the URL was refused";
    return { status: null, ok: false, error: `refused: ${message}`, latencyMs: elapsed() };
  }
  const family = isIP(address);
  const lookup: LookupFunction = (_hostname, opts, callback) => {
    if ((opts as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
        null,
        [{ address, family }],
      );
    } else {
      callback(null, address, family);
    }
  };
  const client = target.protocol === "https:" ? https : http;
  const payload = Buffer.from(body, "utf8");

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, "latencyMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ ...result, latencyMs: elapsed() });
    };
    const timer = setTimeout(
      () =>
        finish({
          status: null,
          ok: false,
          error: `no answer within ${options.timeoutMs / 1000} s`,
        }),
      options.timeoutMs,
    );
    const req = client.request(
      target,
      {
        method: "POST",
        lookup,
        agent: false,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(payload.length),
          "user-agent": "intake-webhooks/1",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // Drain (capped) so the receiver sees its answer read, keep its first 2 KB for the
        // delivery log, then judge the status.
        let read = 0;
        let kept = 0;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (kept < RESPONSE_BODY_LIMIT_BYTES) {
            chunks.push(chunk);
            kept += chunk.length;
          }
          if (read > 64 * 1024) response.destroy();
        });
        const judge = () => {
          const answer = keptResponse(chunks, read, response.headers["content-type"]);
          if (status >= 200 && status <= 299)
            finish({ status, ok: true, error: null, response: answer });
          else if (status >= 300 && status <= 399)
            finish({
              status,
              ok: false,
              error: `HTTP ${status}: redirects are not followed`,
              response: answer,
            });
          else finish({ status, ok: false, error: `HTTP ${status}`, response: answer });
        };
        response.on("end", judge);
        response.on("close", judge);
        response.on("error", judge);
      },
    );
    req.on("socket", (socket) => {
      socket.on("connect", () => {
        const remote = socket.remoteAddress ?? "";
        if (!options.allowPrivate && !isPublicAddress(remote)) {
          finish({
            status: null,
            ok: false,
            error: "refused: the connection reached a private or loopback address",
          });
        }
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === "ECONNRESET"
          ? "connection reset by the receiver"
          : error.code === "ECONNREFUSED"
            ? "connection refused"
            : error.code === "ETIMEDOUT"
              ? "connection timed out"
              : `connection failed${error.code ? ` (${error.code})` : ""}`;
      finish({ status: null, ok: false, error: reason });
    });
    req.end(payload);
  });
}
