import type { AddressInfo } from "node:net";
import { createServer, type Server, type Socket } from "node:net";
import { enqueuePatientNotice } from "@intake/core/care";
import {
  EMAIL_TOPIC,
  enqueueOutbox,
  loadConfig,
  outboxBackoffMs,
  redactAddresses,
  runOutboxOnce,
  type Services,
  seal,
  systemClock,
} from "@intake/core/kernel";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOutboxCommand } from "../../src/cli/outbox-command";
import { freePort } from "../free-port";
import { createTestApp, TEST_APP_SECRET, type TestApp } from "../harness";
import { seedPaidEncounter } from "../review/helpers";

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server (npm smtp-server) on loopback; `delayMs` holds the answer to DATA. */
async function startSmtp(options: { port?: number; delayMs?: number } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        setTimeout(() => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server that accepts and never says a word (no SMTP greeting). */
async function startSilent() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const queueMail = (t: TestApp, to: string, at = t.clock.now()) =>
  enqueueOutbox(t.db, at, EMAIL_TOPIC, {
    kind: "test",
    sealed: seal(
      TEST_APP_SECRET,
      JSON.stringify({ to, subject: "Hello", text: "Sign in: https://x.test/signin" }),
    ),
  });

const outboxRow = (t: TestApp, id: number) =>
  t.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("e-mail configuration", () => {
  // The identity simulation is allowed so that these cases are about e-mail only.
  const base = {
    APP_SECRET: TEST_APP_SECRET,
    NODE_ENV: "production",
    IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: "true",
  };
  it("a production start without SMTP_URL is refused, naming the variable", () => {
    expect(() => loadConfig(base)).toThrow(
      /SMTP_URL: is required in production.*EMAIL_TRANSPORT=log/,
    );
    expect(() => loadConfig({ ...base, EMAIL_TRANSPORT: "embedded" })).toThrow(
      /SMTP_URL: EMAIL_TRANSPORT=embedded .* not for production/,
    );
  });
  it("an explicit log-only transport, or an SMTP_URL, is accepted", () => {
    expect(loadConfig({ ...base, EMAIL_TRANSPORT: "log" }).EMAIL_TRANSPORT).toBe("log");
    expect(loadConfig({ ...base, SMTP_URL: "smtp://mailpit:1025" }).EMAIL_TRANSPORT).toBe("smtp");
    expect(() => loadConfig({ APP_SECRET: TEST_APP_SECRET, EMAIL_TRANSPORT: "smtp" })).toThrow(
      /SMTP_URL: is required with EMAIL_TRANSPORT=smtp/,
    );
    // Outside production the embedded mailbox stays the default.
    expect(loadConfig({ APP_SECRET: TEST_APP_SECRET }).EMAIL_TRANSPORT).toBe("embedded");
    const c = loadConfig({ APP_SECRET: TEST_APP_SECRET });
    expect([
      c.SMTP_CONNECTION_TIMEOUT_MS,
      c.SMTP_GREETING_TIMEOUT_MS,
      c.SMTP_SOCKET_TIMEOUT_MS,
    ]).toEqual([10_000, 10_000, 30_000]);
  });
});

describe("SMTP delivery against a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Northwind Care <no-reply@northwind.test>",
      WEB_URL: "https://care.example.test",
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("a notice arrives once, multipart (text and HTML), with the service's name and a subject with no health information", async () => {
    const e = await seedPaidEncounter(t);
    // The checkout's receipt goes out first; this test is about the notice.
    await runOutboxOnce(t.services);
    smtp.received.splice(0);
    await enqueuePatientNotice(
      t.db,
      t.config,
      t.clock.now(),
      e.encounterId,
      "prescription_written",
    );
    expect(await runOutboxOnce(t.services)).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0] as Received;
    expect(mail.to).toEqual([e.owner.email]);
    expect(mail.raw).toMatch(/^From: Northwind Care <no-reply@northwind\.test>$/m);
    expect(mail.raw).toMatch(/^Subject: You have a new message$/m);
    expect(mail.raw).not.toMatch(/prescri/i);
    const boundary = /^Content-Type: multipart\/alternative;\s*boundary="?([^"\r\n]+)"?/m.exec(
      mail.raw,
    )?.[1];
    expect(boundary).toBeTruthy();
    const parts = mail.raw.split(`--${boundary}`);
    // preamble, text, html, closing "--"
    expect(parts).toHaveLength(4);
    expect(parts[3]?.trim()).toBe("--");
    expect(parts[1]).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(parts[2]).toMatch(/Content-Type: text\/html; charset=utf-8/);
    const html = (parts[2] as string)
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
    expect(html).toContain("<strong>Northwind Care</strong>");
    expect(html).toContain(
      `<a href="https://care.example.test/c/${e.encounterId}">https://care.example.test/c/${e.encounterId}</a>`,
    );
    expect(mail.raw).toMatch(/^Message-ID: <.+>$/m);
    expect(mail.raw).toMatch(/^Date: /m);
  });

  it("a slow SMTP server never causes a second send: the lease is renewed while the row is worked", async () => {
    const slow = await startSmtp({ delayMs: 1_500 });
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${slow.port}` });
    try {
      const real: Services = { ...app.services, clock: systemClock };
      const ids = [
        await queueMail(app, "a@example.test", new Date()),
        await queueMail(app, "b@example.test", new Date()),
      ];
      // Worker A's lease (400 ms) is far shorter than one send (1.5 s), let alone the batch.
      const first = runOutboxOnce(real, { leaseMs: 400, topics: [EMAIL_TOPIC] });
      // Worker A claims both rows first (on PostgreSQL B's first pass could otherwise win the
      // claim: two workers racing for fresh rows is not what this test is about).
      for (;;) {
        const rows = await Promise.all(ids.map((id) => outboxRow(app, id)));
        if (rows.every((r) => r.lease_until !== null)) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      // Worker B keeps trying to claim meanwhile.
      const other = { claimed: 0 };
      let done = false;
      void first.finally(() => {
        done = true;
      });
      while (!done) {
        other.claimed += (
          await runOutboxOnce(real, { leaseMs: 400, topics: [EMAIL_TOPIC] })
        ).claimed;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await first).toMatchObject({ claimed: 2, delivered: 2 });
      expect(other.claimed).toBe(0);
      expect(slow.received.map((m) => m.to[0]).sort()).toEqual([
        "a@example.test",
        "b@example.test",
      ]);
      for (const id of ids)
        expect(await outboxRow(app, id)).toMatchObject({ status: "done", attempts: 1 });
    } finally {
      await app.close();
      await slow.close();
    }
  });

  it("a silent server (no greeting) fails the attempt after the greeting timeout, not minutes", async () => {
    const silent = await startSilent();
    const app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
      SMTP_GREETING_TIMEOUT_MS: "500",
    });
    const logged: Array<Record<string, unknown>> = [];
    try {
      const id = await queueMail(app, "quiet@example.test");
      const started = performance.now();
      const run = await runOutboxOnce(app.services, {
        topics: [EMAIL_TOPIC],
        log: (fields) => logged.push(fields),
      });
      const took = performance.now() - started;
      expect(run).toMatchObject({ claimed: 1, retried: 1 });
      expect(took).toBeGreaterThanOrEqual(450);
      expect(took).toBeLessThan(3_000);
      const row = await outboxRow(app, id);
      expect(row.last_error).toMatch(/greeting/i);
      // Each failed attempt is logged with its error, never the address.
      expect(logged).toEqual([
        expect.objectContaining({ outboxId: id, topic: EMAIL_TOPIC, attempt: 1, dead: false }),
      ]);
      expect(String(logged[0]?.error)).toMatch(/greeting/i);
      expect(JSON.stringify(logged)).not.toContain("quiet@example.test");
    } finally {
      await app.close();
      await silent.close();
    }
  });

  it("server down, then up: the message is retried and delivered exactly once", async () => {
    const port = await freePort();
    const app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_CONNECTION_TIMEOUT_MS: "1000",
    });
    let up: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const id = await queueMail(app, "later@example.test");
      expect(await runOutboxOnce(app.services, { topics: [EMAIL_TOPIC] })).toMatchObject({
        claimed: 1,
        retried: 1,
      });
      expect((await outboxRow(app, id)).last_error).toMatch(/ECONNREFUSED|connect/i);
      up = await startSmtp({ port });
      app.clock.advance(outboxBackoffMs(1));
      expect(await runOutboxOnce(app.services, { topics: [EMAIL_TOPIC] })).toMatchObject({
        claimed: 1,
        delivered: 1,
      });
      app.clock.advance(outboxBackoffMs(6));
      expect((await runOutboxOnce(app.services, { topics: [EMAIL_TOPIC] })).claimed).toBe(0);
      expect(up.received.map((m) => m.to)).toEqual([["later@example.test"]]);
      expect(await outboxRow(app, id)).toMatchObject({ status: "done", attempts: 2 });
    } finally {
      await app.close();
      await up?.close();
    }
  });
});

describe("dead rows: npm run outbox -- list | retry <id> | retry --all-dead", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("lists dead rows with their last error (never the payload), requeues one or all", async () => {
    const failing = {
      handlers: {
        "test.cli": async () => {
          throw new Error("550 <someone@example.test>: mailbox unavailable");
        },
      },
      topics: ["test.cli"],
      maxAttempts: 1,
    };
    const a = await enqueueOutbox(t.db, t.clock.now(), "test.cli", {
      kind: "k1",
      sealed: "secret",
    });
    const b = await enqueueOutbox(t.db, t.clock.now(), "test.cli", { kind: "k2" });
    expect(await runOutboxOnce(t.services, failing)).toMatchObject({ dead: 2 });

    const list = await runOutboxCommand(t.services, ["list"]);
    expect(list.exitCode).toBe(0);
    const lines = list.output.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${a}\ttest\\.cli\tk1\tdead\tattempts=1\t\\S+\t"550 <\\[address\\]>: mailbox unavailable"$`,
      ),
    );
    expect(list.output).not.toContain("secret");
    expect(list.output).not.toContain("someone@example.test");

    const one = await runOutboxCommand(t.services, ["retry", String(a)]);
    expect(one).toEqual({ exitCode: 0, output: `Requeued ${a}.` });
    expect(await outboxRow(t, a)).toMatchObject({
      status: "pending",
      attempts: 0,
      lease_until: null,
    });
    expect((await runOutboxCommand(t.services, ["retry", String(a)])).exitCode).toBe(1);
    expect((await runOutboxCommand(t.services, ["list"])).output.split("\n")).toHaveLength(1);

    const all = await runOutboxCommand(t.services, ["retry", "--all-dead"]);
    expect(all).toEqual({ exitCode: 0, output: `Requeued 1 dead row(s): ${b}` });
    expect(await runOutboxCommand(t.services, ["list"])).toEqual({
      exitCode: 0,
      output: "No dead rows.",
    });
    // Requeued rows are delivered by the worker as usual.
    const seen: unknown[] = [];
    const ok = {
      handlers: { "test.cli": async (_: unknown, p: unknown) => void seen.push(p) },
      topics: ["test.cli"],
    };
    expect(await runOutboxOnce(t.services, ok)).toMatchObject({ claimed: 2, delivered: 2 });
    expect((await runOutboxCommand(t.services, ["retry"])).exitCode).toBe(2);
    expect((await runOutboxCommand(t.services, ["bogus"])).exitCode).toBe(2);
  });

  it("redacts addresses in errors", () => {
    expect(redactAddresses("550 5.1.1 <a.b+c@mail.example.com>: no such user (x@y.z)")).toBe(
      "550 5.1.1 <[address]>: no such user ([address])",
    );
  });
});
