import {
  createScratchDatabase,
  POSTGRES_TEMPLATE_ENV,
  type ScratchDatabase,
} from "@intake/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../free-port";
import { type ServiceProcess, startService } from "./service-process";

/**
 * `WEB_CONCURRENCY=2`: every server process is killed at once, and the primary starts new ones
 * (it used to exit: its restart timer was unref'd and held nothing). Needs PostgreSQL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const LISTENING = /server process (\d+) listening on port \d+/g;

describe.skipIf(!serverUrl)("cluster mode keeps its server processes alive", () => {
  let scratch: ScratchDatabase;
  let service: ServiceProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase(
      serverUrl as string,
      "intake_test",
      process.env[POSTGRES_TEMPLATE_ENV],
    );
    // A fixed port, as in a deployment: with PORT=0 the processes forked after all died would
    // share a new random port (the primary's listening handle closes with the last process).
    service = await startService({
      DATABASE_URL: scratch.url,
      PORT: String(await freePort()),
      WEB_CONCURRENCY: "2",
      WORKERS: "off",
    });
    // Each server process starts its own tsx: slow on a loaded machine.
    await service.waitFor(LISTENING, 2, 150_000);
  }, 240_000);

  afterAll(async () => {
    await service?.stop();
    await scratch?.drop();
  });

  it("all server processes killed at once: the primary forks new ones, which serve", async () => {
    const pids = [...service.output().matchAll(LISTENING)].map((m) => Number(m[1]));
    expect(pids).toHaveLength(2);
    for (const pid of pids) process.kill(pid, "SIGKILL");

    await service.waitFor(LISTENING, 4, 150_000);
    expect(service.child.exitCode).toBeNull();
    const fresh = [...service.output().matchAll(LISTENING)].map((m) => Number(m[1])).slice(2);
    expect(fresh.every((pid) => !pids.includes(pid))).toBe(true);
    const res = await fetch(`${service.baseUrl}/healthz`);
    expect(res.status).toBe(200);

    // The primary logged each death once, and every JSON line has one `pid` key (the process's own).
    const lines = service
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"));
    const deaths = lines.filter((line) => line.includes("server process died"));
    expect(deaths).toHaveLength(2);
    for (const line of lines) expect(line.match(/"pid":/g)).toHaveLength(1);
    const death = JSON.parse(deaths[0] as string);
    expect(death.pid).toBe(service.child.pid);
    expect(pids).toContain(death.worker_pid);
    expect(death.signal).toBe("SIGKILL");
  }, 180_000);
});
