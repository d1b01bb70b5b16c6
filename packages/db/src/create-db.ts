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
import type { Database } from "./types";

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, for start-up messages (never contains a password). */
  location: string;
  close(): Promise<void>;
}

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
}

/** Connections per API process on PostgreSQL when `poolSize` is not given. */
export const DEFAULT_POOL_SIZE = 10;

const INT8_OID = 20;

/** SQL that begins with this comment runs as a named prepared statement on PostgreSQL. */
export const PREPARED_MARK = "/* prepared */";

/**
 * A pg client that runs statements marked `PREPARED_MARK` as named prepared statements: each
 * connection parses and plans such a text once, later calls send only its name and parameters.
 * The name is derived from the text (its hash), so two texts never share one. Needs a session
 * to keep the statements (direct connections or PgBouncer in session mode; see
 * docs/deployment.md).
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query is heavily overloaded
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === "string" && config.startsWith(PREPARED_MARK)) {
      return super.query({ name: statementName(config), text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}

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
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      Client: PreparingClient,
      // bigserial ids and count(*) come back as numbers, as they do from PGlite.
      types: {
        getTypeParser: (oid: number, format?: "text" | "binary") =>
          oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
      },
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      ...statementLog(options.onStatement),
    });
    return {
      db,
      kind: "postgres",
      location: redactUrl(options.databaseUrl),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(client),
    ...statementLog(options.onStatement),
  });
  return { db, kind: "pglite", location: dataDir, close: () => db.destroy() };
}

function statementLog(onStatement: CreateDbOptions["onStatement"]): Pick<KyselyConfig, "log"> {
  if (!onStatement) return {};
  return { log: (event: LogEvent) => onStatement(event.query.sql) };
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
