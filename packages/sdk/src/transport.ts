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

/** A request took longer than `timeoutMs`. */
export class ApiTimeoutError extends Error {
  override readonly name = "ApiTimeoutError";
  constructor(
    readonly method: string,
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(
      `${method} ${url} got no response within ${timeoutMs} ms; raise timeoutMs or retry later.`,
    );
  }
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
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const shouldRetryStatus = (status: number) => status === 429 || status >= 500;

/**
 * The fetch the client hands to openapi-fetch: sets `User-Agent`, bounds each attempt by
 * `timeoutMs`, and retries 429 and 5xx (and network errors) with exponential backoff and full
 * jitter, waiting exactly `Retry-After` when the service sends one.
 */
export function createTransport(
  options: TransportOptions = {},
): (input: Request) => Promise<Response> {
  const send = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const retry = options.retry === false ? undefined : options.retry;
  const retries = retry ? (retry.retries ?? 2) : 0;
  const minDelay = retry?.minDelayMs ?? 250;
  const maxDelay = retry?.maxDelayMs ?? 8_000;
  const maxRetryAfter = retry?.maxRetryAfterMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const userAgent = [options.userAgent, `intake-sdk/${SDK_VERSION}`].filter(Boolean).join(" ");

  return async (input: Request) => {
    const request = new Request(input);
    request.headers.set("user-agent", userAgent);
    const mayRetry = retries > 0 && isRetryable(request);
    for (let attempt = 0; ; attempt++) {
      const last = !mayRetry || attempt >= retries;
      // Bodies are read once per send: keep a pristine copy for the next attempt.
      const current = last ? request : request.clone();
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await withTimeout(send, current, timeoutMs);
      } catch (error) {
        if (last) throw error;
        failure = error;
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
      await sleep(delay);
    }
  };
}

function backoff(attempt: number, min: number, max: number): number {
  const ceiling = Math.min(max, min * 2 ** attempt);
  return Math.round(min / 2 + Math.random() * (ceiling - min / 2));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withTimeout(
  send: (input: Request) => Promise<Response>,
  request: Request,
  timeoutMs: number,
): Promise<Response> {
  if (!timeoutMs) return send(request);
  const controller = new AbortController();
  const outer = request.signal;
  const abort = () => controller.abort(outer.reason);
  outer.addEventListener("abort", abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ApiTimeoutError(request.method, request.url, timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    // The race also bounds a custom fetch that ignores the signal.
    return await Promise.race([
      send(new Request(request, { signal: controller.signal })),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
    outer.removeEventListener("abort", abort);
  }
}
