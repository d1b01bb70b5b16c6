import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createApiKeyForUser, ensureUserByEmail } from "@intake/core/accounts";
import { loadConfig, ManualClock, runOutboxOnce } from "@intake/core/kernel";
import { emitOutcomeEvent, runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import { createDb, type DatabaseHandle, migrateToLatest } from "@intake/db";
import { createScratchDatabase, type ScratchDatabase } from "@intake/db/testing";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { buildServices } from "../../src/services";
import { TEST_APP_SECRET } from "../harness";
import { type Receiver, startReceiver } from "./helpers";

/**
 * A real service process (apps/api/src/main.ts, its in-process webhook worker) is SIGKILLed
 * while its delivery is in flight. Another instance takes the attempt over once the lease ends:
 * nothing is lost and the attempt is logged once. Needs PostgreSQL (two processes, one database).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a worker process killed mid-delivery", () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  let receiver: Receiver;
  let child: ChildProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), "intake-kill-"));
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl as string, "intake_test");
    handle = await createDb({ databaseUrl: scratch.url, poolSize: 5 });
    await migrateToLatest(handle.db);
    receiver = await startReceiver({ kind: "hang" });
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    await receiver?.close();
    await handle?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loses nothing: the attempt is made again after the lease, and logged once", async () => {
    const clock = new ManualClock(new Date());
    const config = loadConfig({
      NODE_ENV: "test",
      APP_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: "silent",
      WORKERS: "off",
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true",
    });
    const services = await buildServices(handle.db, config, clock);
    const app = createApp(services, pino({ level: "silent" }));
    const user = await ensureUserByEmail(handle.db, clock, "killed.worker@example.com");
    await createApiKeyForUser(services, user.id, { label: "x", expiresAt: null });
    const session = await services.sessions.issue(user.id);
    const created = await app.fetch(
      new Request("http://api.test/api/v1/developers/me/webhook-endpoints", {
        method: "POST",
        headers: { authorization: `Bearer ${session}`, "content-type": "application/json" },
        body: JSON.stringify({ url: receiver.url, environment: "live" }),
      }),
    );
    expect(created.status).toBe(201);
    const endpoint = (await created.json()) as { id: string };
    await emitOutcomeEvent(handle.db, clock.now(), {
      developerId: user.id,
      environment: "live",
      type: "encounter.completed",
      data: { encounter_id: "e1", external_id: "x1", status: "completed", rx_count: 1 },
    });
    await runOutboxOnce(services, { topics: ["webhook.event"] });

    // The other instance: the real service, whose webhook worker claims and POSTs.
    const arrived = receiver.nextRequest();
    child = spawn(
      process.execPath,
      ["--import", "tsx", resolve(import.meta.dirname, "../../src/main.ts")],
      {
        // Not vitest's environment (Vite sets BASE_URL="/" there).
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "test",
          DATABASE_URL: scratch.url,
          APP_SECRET: TEST_APP_SECRET,
          PORT: "0",
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          LOG_LEVEL: "silent",
          DEMO_ACCOUNT: "false",
          WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true",
          WEBHOOK_TIMEOUT_MS: "60000",
        },
        stdio: "ignore",
      },
    );
    const exited = new Promise((_, reject) =>
      child?.once("exit", (code) => reject(new Error(`the service exited early (${code})`))),
    );
    exited.catch(() => {}); // it exits below, when we kill it
    await Promise.race([arrived, exited]);
    child.kill("SIGKILL");
    await new Promise((r) => child?.once("exit", r));
    expect(receiver.received).toHaveLength(1);

    const row = await handle.db
      .selectFrom("webhook_deliveries")
      .selectAll()
      .where("endpoint_id", "=", endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 0, claims: 1 });
    expect(row.lease_until).not.toBeNull();

    // While the dead worker's lease lasts nobody takes the attempt; after it, it is made.
    clock.set(new Date());
    expect(await runWebhookDeliveriesOnce(services)).toMatchObject({ claimed: 0 });
    clock.set(new Date((row.lease_until as Date).getTime() + 1000));
    receiver.set({ kind: "status", status: 204 });
    expect(await runWebhookDeliveriesOnce(services)).toMatchObject({ claimed: 1, delivered: 1 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.headers["webhook-id"]).toBe(
      receiver.received[0]?.headers["webhook-id"],
    );
    const attempts = await handle.db
      .selectFrom("webhook_attempts")
      .select(["attempt", "response_status"])
      .where("endpoint_id", "=", endpoint.id)
      .execute();
    expect(attempts).toEqual([{ attempt: 1, response_status: 204 }]);
  }, 60_000);
});
