import { APIConnectionError, APIConnectionTimeoutError, parseRetryAfterMs } from "./errors";
import { SDK_VERSION } from "./version";

/** How failed requests are retried. `false` turns retries off. */
export interface RetryOptions {
  /** Further attempts after the first one (default 2). */
  retries?: number;
  /** Backoff before the first retry when the service names no `Retry-After` (default 250 ms). */
  minDelayMs?: number;
  /** Ceiling of the exponential backoff (default 8 s). */
  maxDelayMs?: number;
  /**
   * A `Retry-After` longer than this is not waited for: the 429/503 is returned to the caller,
   * who knows better whether to wait an hour (default 60 s).
   */
  maxRetryAfterMs?: number;
  /** Called before each retry: for logs and metrics. */
  onRetry?: (event: RetryEvent) => void;
}

export interface RetryEvent {
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  method: string;
  url: string;
  /** The failed response, or undefined after a network error or timeout. */
  status?: number;
  error?: unknown;
}

export interface TransportOptions {
  fetch?: (input: Request) => Promise<Response>;
  retry?: RetryOptions | false;
  /** Per attempt, in milliseconds (default 30 s; 0 turns it off). */
  timeoutMs?: number;
  /** Prepended to the SDK's own `intake-sdk/<version>` in `User-Agent`. */
  userAgent?: string;
}

/** Per-call options of every method (they override the client's). */
export interface RequestOptions {
  /** Per attempt, in milliseconds (0 turns it off). */
  timeout?: number;
  /** Further attempts after the first (0 turns retries off for this call). */
  maxRetries?: number;
  /** Cancels the call; an already-aborted signal sends nothing and rejects at once. */
  signal?: AbortSignal;
  /**
   * `Idempotency-Key` of a POST or PATCH (generated when retries are on and none is given):
   * retries of the same call carry the same key.
   */
  idempotencyKey?: string;
  /** Extra headers. */
  headers?: Record<string, string>;
}

/** The transport's fetch, plus a copy with per-call settings. */
export interface Transport {
  (input: Request): Promise<Response>;
  with(overrides: { timeoutMs?: number; retries?: number }): (input: Request) => Promise<Response>;
}

const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/**
 * Whether a request may be sent twice. POST and PATCH change state once per call, so they are
 * retried only when the caller names the operation with an `Idempotency-Key` header.
 */
export function isRetryable(request: Request): boolean {
  return IDEMPOTENT_METHODS.has(request.method) || request.headers.has("idempotency-key");
}

/** `Retry-After` as milliseconds: whole seconds or an HTTP date; undefined when absent or bad. */
export const parseRetryAfter = parseRetryAfterMs;

const shouldRetryStatus = (status: number) => status === 429 || status >= 500;

const RETRY_BODY_METHODS = new Set(["POST", "PATCH"]);

/**
 * The fetch the client hands to openapi-fetch: sets `User-Agent`, bounds each attempt by
 * `timeoutMs`, and retries 429 and 5xx (and network errors) with exponential backoff and full
 * jitter, waiting exactly `Retry-After` when the service sends one. A POST or PATCH that may be
 * retried carries an `Idempotency-Key` (generated unless given), the same on every attempt.
 * Network failures reject with `APIConnectionError` / `APIConnectionTimeoutError`; an aborted
 * signal rejects with its reason, and an already-aborted one sends nothing.
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const send = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const retry = options.retry === false ? undefined : options.retry;
  const defaults = {
    retries: retry ? (retry.retries ?? 2) : 0,
    timeoutMs: options.timeoutMs ?? 30_000,
  };
  const minDelay = retry?.minDelayMs ?? 250;
  const maxDelay = retry?.maxDelayMs ?? 8_000;
  const maxRetryAfter = retry?.maxRetryAfterMs ?? 60_000;
  const userAgent = [options.userAgent, `intake-sdk/${SDK_VERSION}`].filter(Boolean).join(" ");

  const make =
    ({ retries, timeoutMs }: { retries: number; timeoutMs: number }) =>
    async (input: Request) => {
      const outer = input.signal;
      if (outer.aborted) throw outer.reason;
      const request = new Request(input);
      request.headers.set("user-agent", userAgent);
      if (
        retries > 0 &&
        RETRY_BODY_METHODS.has(request.method) &&
        !request.headers.has("idempotency-key")
      ) {
        request.headers.set("idempotency-key", globalThis.crypto.randomUUID());
      }
      const mayRetry = retries > 0 && isRetryable(request);
      for (let attempt = 0; ; attempt++) {
        const last = !mayRetry || attempt >= retries;
        // Bodies are read once per send: keep a pristine copy for the next attempt.
        const current = last ? request : request.clone();
        let response: Response | undefined;
        let failure: unknown;
        try {
          response = await withTimeout(send, current, timeoutMs, outer);
        } catch (error) {
          if (outer.aborted) throw outer.reason;
          const wrapped =
            error instanceof APIConnectionError
              ? error
              : new APIConnectionError(request.method, request.url, { cause: error });
          if (last) throw wrapped;
          failure = wrapped;
        }
        if (response && (last || !shouldRetryStatus(response.status))) return response;

        let delay = backoff(attempt, minDelay, maxDelay);
        if (response) {
          const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
          if (retryAfter !== undefined) {
            if (retryAfter > maxRetryAfter) return response;
            delay = retryAfter;
          }
          // Free the connection of the failed attempt.
          await response.body?.cancel().catch(() => {});
        }
        retry?.onRetry?.({
          attempt: attempt + 1,
          delayMs: delay,
          method: request.method,
          url: request.url,
          status: response?.status,
          error: failure,
        });
        await sleep(delay, outer);
      }
    };
  const transport = make(defaults) as Transport;
  transport.with = (overrides) =>
    make({
      retries: overrides.retries ?? defaults.retries,
      timeoutMs: overrides.timeoutMs ?? defaults.timeoutMs,
    });
  return transport;
}

function backoff(attempt: number, min: number, max: number): number {
  const ceiling = Math.min(max, min * 2 ** attempt);
  return Math.round(min / 2 + Math.random() * (ceiling - min / 2));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", stop, { once: true });
  });

async function withTimeout(
  send: (input: Request) => Promise<Response>,
  request: Request,
  timeoutMs: number,
  outer: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  const abort = () => controller.abort(outer.reason);
  outer.addEventListener("abort", abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort = () => {};
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(outer.reason);
    outer.addEventListener("abort", onAbort, { once: true });
    if (timeoutMs) {
      timer = setTimeout(() => {
        const error = new APIConnectionTimeoutError(request.method, request.url, timeoutMs);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    }
  });
  stopped.catch(() => {});
  try {
    // The race also bounds a custom fetch that ignores the signal.
    return await Promise.race([send(new Request(request, { signal: controller.signal })), stopped]);
  } finally {
    clearTimeout(timer);
    outer.removeEventListener("abort", abort);
    outer.removeEventListener("abort", onAbort);
  }
}
