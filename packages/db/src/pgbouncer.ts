import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** Debian's PgBouncer (`apt-get install pgbouncer`). */
export const PGBOUNCER_BIN = "/usr/sbin/pgbouncer";

export interface PgBouncer {
  /** `postgres://user@127.0.0.1:<port>`: append `/<database>`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * Starts a private PgBouncer on a free port in front of the PostgreSQL server `serverUrl` names
 * (trust auth, every database), for tests and CI: `pool_mode = transaction` unless told
 * otherwise. PgBouncer refuses to run as root; as root it runs as the `postgres` user.
 */
export async function startPgBouncer(
  serverUrl: string,
  options: { poolMode?: "transaction" | "session"; poolSize?: number } = {},
): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER_BIN))
    throw new Error(`${PGBOUNCER_BIN} is missing: apt-get install pgbouncer`);
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || "postgres");
  const dir = mkdtempSync(join(tmpdir(), "intake-pgbouncer-"));
  const port = await freePort();
  writeFileSync(join(dir, "userlist.txt"), `"${user}" ""\n`);
  writeFileSync(
    join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${join(dir, "userlist.txt")}`,
      `pool_mode = ${options.poolMode ?? "transaction"}`,
      `default_pool_size = ${options.poolSize ?? 20}`,
      "max_client_conn = 1000",
      // A dropped test database must not leave server connections to it behind for long.
      "server_idle_timeout = 5",
      `logfile = ${join(dir, "pgbouncer.log")}`,
      `pidfile = ${join(dir, "pgbouncer.pid")}`,
      "",
    ].join("\n"),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
    for (const f of ["userlist.txt", "pgbouncer.ini"]) chownSync(join(dir, f), uid, gid);
  }
  const child = spawn(
    PGBOUNCER_BIN,
    [...(asRoot ? ["-u", "postgres"] : []), join(dir, "pgbouncer.ini")],
    { stdio: "ignore" },
  );
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}`;
  // Ready when it accepts connections.
  const { Client } = pg;
  for (let i = 0; ; i++) {
    const client = new Client({
      connectionString: `${url}/pgbouncer`,
      connectionTimeoutMillis: 1000,
    });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      // The admin console refuses a user that is not an admin: listening is all we ask.
      if (!/connect ECONNREFUSED|timeout/i.test(String(error))) break;
      if (i > 100 || child.exitCode !== null)
        throw new Error(`pgbouncer did not start: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGINT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return { uid, gid };
}
