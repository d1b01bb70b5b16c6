/**
 * Whether the PostgreSQL server can be reached, learnt from the errors the pool sees and confirmed
 * by probes of its own. While it cannot, the pool refuses at once (`DatabaseUnavailableError`)
 * instead of letting every request wait for a connect timeout; a probe every `intervalMs` (100 ms) notices
 * its return, so requests succeed again within that interval (plus one connect) of it coming back.
 */

/** Thrown instead of waiting on a database that is known to be unreachable. */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
  constructor(cause?: unknown) {
    super("The database is unreachable.", { cause });
  }
}

/** Socket errors that mean the server (or the path to it) is gone, not that a query was wrong. */
const NETWORK_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception,
 * also what PgBouncer answers when it cannot reach the server), admin/crash shutdown, "the
 * database system is starting up", too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What pg and pg-pool say when a connection dies, cannot be made, or stops answering. */
const CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
];

function ownCode(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** True when `error` (or its cause, or one of an AggregateError's errors) is a connection failure. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = ownCode(error);
  if (code !== undefined) {
    if (NETWORK_ERRORS.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (code.length === 5 && code.startsWith("08")) return true;
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string" && CONNECTION_MESSAGES.some((m) => message.startsWith(m)))
    return true;
  if (error instanceof AggregateError && error.errors.some((e) => isConnectionError(e, depth + 1)))
    return true;
  return isConnectionError((error as { cause?: unknown }).cause, depth + 1);
}

/** A statement cancelled by `statement_timeout` (SQLSTATE 57014). */
export function isStatementTimeout(error: unknown): boolean {
  return ownCode(error) === "57014";
}

/**
 * Whether an error means "the database cannot serve this now" (answer 503 and let the client
 * retry) rather than a fault of ours: a connection failure, or a statement the server cancelled
 * at `statement_timeout`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if (isStatementTimeout(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface AvailabilityOptions {
  /** One round trip on a connection of its own: resolves when the server answers. */
  probe: () => Promise<void>;
  /** Wait between probes while the server is unreachable. */
  intervalMs?: number;
}

export type AvailabilityListener = (available: boolean, error: unknown) => void;

export class DatabaseAvailability {
  #available = true;
  #since: Date | null = null;
  #lastError: unknown = null;
  #probing = false;
  /** A failure reported while a probe was under way: that probe may have started before it. */
  #reportedWhileProbing = false;
  #closed = false;
  #timer: NodeJS.Timeout | null = null;
  #generation = 0;
  readonly #listeners: AvailabilityListener[] = [];
  readonly #probe: () => Promise<void>;
  readonly #intervalMs: number;

  constructor(options: AvailabilityOptions) {
    this.#probe = options.probe;
    this.#intervalMs = options.intervalMs ?? 100;
  }

  /** False from a failed probe until a probe succeeds. */
  get available(): boolean {
    return this.#available;
  }

  /** When the server was last found unreachable (null while it is reachable). */
  get unavailableSince(): Date | null {
    return this.#since;
  }

  /** The error that made (or keeps) it unavailable. */
  get lastError(): unknown {
    return this.#lastError;
  }

  /**
   * Goes up by one each time the server is found unreachable: connections opened before that
   * may sit on a dead socket (a partition leaves them open), so the pool drops them.
   */
  get generation(): number {
    return this.#generation;
  }

  onChange(listener: AvailabilityListener): void {
    this.#listeners.push(listener);
  }

  /**
   * Told of every error a connection or the pool sees. A connection failure starts a probe; only
   * a failed probe marks the server unreachable (one dead connection is not an outage).
   */
  report(error: unknown): void {
    if (this.#closed || !isConnectionError(error)) return;
    this.#lastError = error;
    if (this.#probing) this.#reportedWhileProbing = true;
    else this.#runProbe();
  }

  /** Stops probing (the handle is closing). */
  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #runProbe(): void {
    if (this.#probing || this.#closed) return;
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    this.#probing = true;
    this.#reportedWhileProbing = false;
    this.#probe().then(
      () => this.#settle(true, null),
      (error: unknown) => this.#settle(false, error),
    );
  }

  #settle(available: boolean, error: unknown): void {
    this.#probing = false;
    if (this.#closed) return;
    if (available && this.#reportedWhileProbing) {
      // Its success may predate the failures reported meanwhile: ask again before trusting it.
      this.#runProbe();
      return;
    }
    if (!available) this.#lastError = error;
    if (available !== this.#available) {
      this.#available = available;
      this.#since = available ? null : new Date();
      if (!available) this.#generation++;
      for (const listener of this.#listeners) listener(available, error);
    }
    if (!available) {
      this.#timer = setTimeout(() => {
        this.#timer = null;
        this.#runProbe();
      }, this.#intervalMs);
      this.#timer.unref();
    }
  }
}
