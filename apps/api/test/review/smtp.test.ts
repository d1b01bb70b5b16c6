import type { AddressInfo } from "node:net";
import { enqueuePatientNotice } from "@intake/core/care";
import { loadConfig, runOutboxOnce } from "@intake/core/kernel";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { seedPaidEncounter } from "./helpers";

interface Received {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

/** Decodes a quoted-printable body well enough to read it. */
const unQuote = (s: string) =>
  s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

let server: SMTPServer;
let port: number;
const received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    // Plain SMTP on loopback for the test; authentication is still required and checked.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret") {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  port = (server.server.address() as AddressInfo).port;
  t = await createTestApp({
    SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    MAIL_FROM: "Intake <no-reply@intake.test>",
    WEB_URL: "https://care.example.test",
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("SMTP e-mail transport (SMTP_URL, MAIL_FROM)", () => {
  it("delivers a notice through the outbox to a real SMTP server, with no clinical content", async () => {
    const e = await seedPaidEncounter(t);
    // The checkout's receipt goes out first; this test is about the notice.
    await runOutboxOnce(t.services);
    received.splice(0);
    await enqueuePatientNotice(t.db, t.config, t.clock.now(), e.encounterId, "question_asked");
    const run = await runOutboxOnce(t.services);
    expect(run).toMatchObject({ claimed: 1, delivered: 1, dead: 0 });
    expect(received).toHaveLength(1);
    const mail = received[0] as Received;
    expect(mail.from).toBe("no-reply@intake.test");
    expect(mail.to).toEqual([e.owner.email]);
    expect(mail.user).toBe("mailer");
    expect(mail.raw).toMatch(/^From: Intake <no-reply@intake\.test>$/m);
    expect(mail.raw).toMatch(/^Subject: Your clinician has a question for you$/m);
    const body = unQuote(mail.raw);
    expect(body).toContain(`Sign in to read it: https://care.example.test/c/${e.encounterId}`);
    // No PHI: no letter text, no patient names, no message content.
    expect(body).not.toContain("Chief Complaint");
    expect(body).not.toContain("Test Patient");
    // The embedded mailbox is not used when SMTP is configured.
    expect(await t.db.selectFrom("mailbox").selectAll().execute()).toEqual([]);
    const row = await t.db
      .selectFrom("outbox")
      .select(["status", "payload"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: "done",
      payload: { kind: "notice.question_asked", encounter_id: e.encounterId },
    });
  });

  it("a refused delivery is retried later, not lost", async () => {
    const bad = await createTestApp({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${port}` });
    try {
      const e = await seedPaidEncounter(bad);
      // The checkout's receipt is refused first (and retried later); this test follows the notice.
      expect(await runOutboxOnce(bad.services)).toMatchObject({ claimed: 1, retried: 1 });
      await enqueuePatientNotice(
        bad.db,
        bad.config,
        bad.clock.now(),
        e.encounterId,
        "encounter_completed",
      );
      const run = await runOutboxOnce(bad.services);
      expect(run).toMatchObject({ claimed: 1, delivered: 0, retried: 1 });
      const row = await bad.db
        .selectFrom("outbox")
        .select(["status", "attempts", "last_error"])
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/auth|Invalid/i);
    } finally {
      await bad.close();
    }
  });

  it("SMTP_URL must be an smtp:// or smtps:// URL", () => {
    expect(() =>
      loadConfig({ APP_SECRET: "x".repeat(32), SMTP_URL: "http://mail.example.com" }),
    ).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(loadConfig({ APP_SECRET: "x".repeat(32) }).MAIL_FROM).toBe(
      "Telemedicine intake <no-reply@localhost>",
    );
  });
});
