import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import {
  Kysely,
  type KyselyConfig,
  type LogEvent,
  PostgresDialect,
  type Transaction,
} from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { DatabaseAvailability, DatabaseUnavailableError } from "./availability";
import type { Database } from "./types";

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, for start-up messages (never contains a password). */
  location: string;
  /** PostgreSQL only: whether the server can be reached (the embedded database always can). */
  availability?: DatabaseAvailability;
  /** PostgreSQL only: connections in the pool, idle ones, and checkouts waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * How the service reaches PostgreSQL: directly, or through PgBouncer. PgBouncer (before 1.21, or
 * without `max_prepared_statements`) refuses the timeouts as start-up parameters, and in
 * transaction mode a named prepared statement made on one server connection is missing on the
 * next (docs/deployment.md).
 */
export type DatabasePooler = "none" | "pgbouncer-session" | "pgbouncer-transaction";

/** Timeouts on PostgreSQL connections (milliseconds; 0 turns one off). */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /** Server side: `statement_timeout` (sent at connect; not through PgBouncer). */
  statementMs: number;
  /** Server side: `idle_in_transaction_session_timeout` (sent at connect; not through PgBouncer). */
  idleInTransactionMs: number;
  /** Client side: a statement with no answer after this is abandoned and its connection closed. */
  queryMs: number;
}

/** What a process uses unless configured otherwise (packages/core config: DATABASE_*). */
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
  queryMs: 20_000,
};

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` (or absent) keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this dumped data directory (`dumpDataDir`) instead of initdb. */
  loadDataDir?: Blob;
  /**
   * Called with the SQL of every statement sent to the database (one round trip each, `begin` and
   * `commit` included), whether it succeeded or failed: tests count round trips with it.
   */
  onStatement?: (sql: string) => void;
  /** Every statement with its duration and error, if any (tracing: a span each). */
  onQuery?: (event: LogEvent) => void;
  /** PostgreSQL only; unset: `DEFAULT_TIMEOUTS`. */
  timeouts?: Partial<DatabaseTimeouts>;
  /** PostgreSQL only; default `none` (a direct connection). */
  pooler?: DatabasePooler;
  /** PostgreSQL only: every connection error the pool sees (a restart, a reset, a partition). */
  onConnectionError?: (error: Error) => void;
}

/** Connections per API process on PostgreSQL when `poolSize` is not given. */
export const DEFAULT_POOL_SIZE = 10;

const INT8_OID = 20;

/** SQL that begins with this comment runs as a named prepared statement on PostgreSQL. */
export const PREPARED_MARK = "/* prepared */";

/** Set on each pooled client when it connects: what to tell of its errors, and its generation. */
const WATCH = Symbol("watch");
interface Watch {
  availability: DatabaseAvailability;
  generation: number;
}
type WatchedClient = pg.Client & { [WATCH]?: Watch };

/**
 * The pool's client. With `prepare`, statements marked `PREPARED_MARK` run as named prepared
 * statements: each connection parses and plans such a text once, later calls send only its name
 * and parameters. The name is derived from the text (its hash), so two texts never share one.
 * Needs a session to keep the statements (direct connections or PgBouncer in session mode; see
 * docs/deployment.md). Every client reports connection failures to the pool's availability, and
 * a statement that got no answer within the query timeout closes its connection: pg would
 * otherwise queue the next statements behind the one still waiting.
 */
function clientClass(prepare: boolean): typeof pg.Client {
  return class IntakeClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query is heavily overloaded
    override query(config: any, values?: any, callback?: any): any {
      const result =
        prepare && typeof config === "string" && config.startsWith(PREPARED_MARK)
          ? super.query({ name: statementName(config), text: config, values }, callback)
          : super.query(config, values, callback);
      if (callback !== undefined || typeof values === "function" || !(result instanceof Promise))
        return result;
      return result.catch((error: unknown) => {
        const watch = (this as WatchedClient)[WATCH];
        // end() marks the client as ending at once (so pg-pool drops it on release) and, with a
        // statement still in flight, destroys its socket.
        if (watch && isQueryTimeout(error)) this.end().catch(() => {});
        watch?.availability.report(error);
        throw error;
      });
    }
  };
}

const isQueryTimeout = (error: unknown) =>
  error instanceof Error && error.message === "Query read timeout";

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    // Bounded: a marked text is built from a fixed template and a few list lengths.
    if (statementNames.size < 1000) statementNames.set(text, name);
  }
  return name;
}

export async function createDb(options: CreateDbOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  const dataDir = options.dataDir ?? "memory://";
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(client),
    ...statementLog(options),
  });
  // PGlite runs NOTIFY itself: a committed pg_notify reaches its listeners in this process.
  listenerOf.set(db, async (channel, onNotify) => {
    const unlisten = await client.listen(channel, (payload) => onNotify(payload));
    return () => unlisten().catch(() => {});
  });
  return { db, kind: "pglite", location: dataDir, close: () => db.destroy() };
}

async function createPostgres(
  databaseUrl: string,
  options: CreateDbOptions,
): Promise<DatabaseHandle> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const pooler = options.pooler ?? "none";
  // PgBouncer refuses unknown start-up parameters: there the server timeouts are set on the role.
  const serverTimeouts =
    pooler === "none"
      ? {
          statement_timeout: timeouts.statementMs || undefined,
          idle_in_transaction_session_timeout: timeouts.idleInTransactionMs || undefined,
        }
      : {};
  const connection = {
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs || undefined,
    // A peer that vanished without a reset (a partition) is found by the kernel's keepalives.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...serverTimeouts,
  };
  const availability = new DatabaseAvailability({
    probe: async () => {
      const client = new pg.Client(connection);
      client.on("error", () => {});
      try {
        await client.connect();
        await client.query("select 1");
      } finally {
        client.end().catch(() => {});
      }
    },
  });
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    Client: clientClass(pooler !== "pgbouncer-transaction"),
    // bigserial ids and count(*) come back as numbers, as they do from PGlite.
    types: {
      getTypeParser: (oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
    },
  });
  const reportError = (error: Error) => {
    options.onConnectionError?.(error);
    availability.report(error);
  };
  // An idle client whose server went away (a restart, a failover, a PgBouncer restart, a reset):
  // pg-pool has already dropped it; without this listener the 'error' would end the process.
  pool.on("error", reportError);
  pool.on("connect", (client: WatchedClient) => {
    client[WATCH] = { availability, generation: availability.generation };
    // A client in use has no pool listener: its connection's death must not end the process
    // either (its statement fails, and pg-pool drops it when it is released).
    client.on("error", reportError);
  });
  const kyselyPool = {
    async connect() {
      if (!availability.available) throw new DatabaseUnavailableError(availability.lastError);
      for (;;) {
        let client: WatchedClient & pg.PoolClient;
        try {
          client = await pool.connect();
        } catch (error) {
          availability.report(error);
          throw error;
        }
        if (client[WATCH]?.generation === availability.generation) return client;
        // Opened before the server was last unreachable: its socket may be dead without knowing.
        client.connection.stream.destroy();
        client.release(new Error("connection opened before the database was unreachable"));
      }
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: kyselyPool }),
    ...statementLog(options),
  });
  availabilityOf.set(db, availability);
  if (pooler !== "pgbouncer-transaction") {
    // LISTEN needs a session: one dedicated connection (not through a transaction-mode pooler).
    listenerOf.set(db, (channel, onNotify) => listenOnPostgres(connection, channel, onNotify));
  }
  return {
    db,
    kind: "postgres",
    location: redactUrl(databaseUrl),
    availability,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      availability.close();
      await db.destroy();
    },
  };
}

const availabilityOf = new WeakMap<Db, DatabaseAvailability>();

type Listener = (
  channel: string,
  onNotify: (payload: string) => void,
) => Promise<() => Promise<void> | void>;
const listenerOf = new WeakMap<Db, Listener>();

/**
 * Calls `onNotify` with the payload of every `pg_notify(channel, ...)` committed on the database
 * behind `db` (PostgreSQL: `LISTEN` on a dedicated connection, re-opened after a failure; PGlite:
 * its own notifications). Resolves to a function that stops listening; null when notifications
 * cannot reach this process (PostgreSQL through a transaction-mode PgBouncer): poll instead.
 * `onNotify` is also called (with "") after a re-connection, as notifications may have been missed.
 */
export async function listenForNotifications(
  db: Db,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<(() => Promise<void> | void) | null> {
  const listener = listenerOf.get(db);
  return listener ? listener(channel, onNotify) : null;
}

async function listenOnPostgres(
  connection: pg.ClientConfig,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const open = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ ...connection, query_timeout: undefined });
    client = c;
    const again = () => {
      c.removeAllListeners("notification");
      c.end().catch(() => {});
      if (stopped || client !== c || retry) return;
      client = null;
      retry = setTimeout(() => {
        retry = null;
        void open();
      }, 1_000);
      retry.unref();
    };
    c.on("error", again);
    c.on("end", again);
    c.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      onNotify("");
    } catch {
      again();
    }
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await (client as pg.Client | null)?.end().catch(() => {});
  };
}

/** The availability of the PostgreSQL server behind `db` (undefined on the embedded database). */
export function databaseAvailability(db: Db): DatabaseAvailability | undefined {
  return availabilityOf.get(db);
}

/** kysely's `log` when someone listens: it costs nothing per statement otherwise. */
function statementLog(options: CreateDbOptions): Pick<KyselyConfig, "log"> {
  const { onStatement, onQuery } = options;
  if (!onStatement && !onQuery) return {};
  return {
    log: (event: LogEvent) => {
      onStatement?.(event.query.sql);
      onQuery?.(event);
    },
  };
}

/** Runs `fn` inside the caller's transaction when there is one, else in a new one. */
export function inTransaction<T>(db: Db | Trx, fn: (trx: Trx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Trx);
  return db.transaction().execute(fn);
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable database URL)";
  }
}
