import { runReviewSweepsOnce } from "@intake/core/care";
import { runOutboxOnce } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, INCOMPLETE, letter, query, stateOf } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import {
  createClinician,
  eventsPath,
  noticesOf,
  type PaidEncounter,
  reviewPath,
  seedPaidEncounter,
  type TestClinician,
} from "./helpers";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let doc: TestClinician;
beforeAll(async () => {
  t = await createTestApp();
  doc = await createClinician(t, ["CA"]);
});
afterAll(() => t.close());

/** A fresh session: the tests move the clock by days, past a session's lifetime. */
const tok = () => t.services.sessions.issue(doc.id);
const sweep = () => runReviewSweepsOnce(t.services);
const NOTHING = { expired: 0, closed: 0, followUpNotices: 0, chatReminders: 0 };

async function inReview(): Promise<PaidEncounter> {
  const e = await seedPaidEncounter(t);
  expect(
    (await t.post(reviewPath(e.encounterId, "claim"), {}, { token: await tok() })).status,
  ).toBe(200);
  return e;
}
const message = async (id: string, text = "Please tell me more about the rash.") =>
  t.post(reviewPath(id, "messages"), { message: text }, { token: await tok() });

describe("chat reminders", () => {
  it("one reminder after CHAT_REMINDER_MINUTES for an unread clinician message; none when read, opened or answered", async () => {
    const unread = await inReview();
    const receipted = await inReview();
    const opened = await inReview();
    const answered = await inReview();
    for (const e of [unread, receipted, opened, answered]) await message(e.encounterId);
    expect(await sweep()).toEqual(NOTHING);

    t.clock.advance(10 * MINUTE);
    const events = (
      await t.get(eventsPath(receipted.encounterId), { token: receipted.encounterToken })
    ).body.events;
    await t.post(
      `${eventsPath(receipted.encounterId)}/read`,
      { eventIds: [events[0].eventId] },
      { token: receipted.encounterToken },
    );
    const page = await t.get(`/c/${opened.encounterId}?token=${opened.encounterToken}`);
    expect(page.status).toBe(200);
    await t.post(
      eventsPath(answered.encounterId),
      { message: "It itches." },
      { token: answered.owner.apiKey },
    );

    t.clock.advance(19 * MINUTE + 59_000);
    expect(await sweep()).toEqual(NOTHING);
    t.clock.advance(1000);
    // Two instances at once: the reminder is sent exactly once.
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.chatReminders + b.chatReminders).toBe(1);
    expect(await sweep()).toEqual(NOTHING);

    expect(await noticesOf(t, unread.encounterId)).toEqual(["notice.clinician_message"]);
    for (const e of [receipted, opened, answered])
      expect(await noticesOf(t, e.encounterId)).toEqual([]);

    await runOutboxOnce(t.services);
    const mail = await t.db
      .selectFrom("mailbox")
      .selectAll()
      .where("to_address", "=", unread.owner.email)
      .where("subject", "!=", "Your receipt")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("You have an unread message from your clinician");
    expect(mail.body_text).toContain(`/c/${unread.encounterId}`);
    expect(mail.body_text).not.toContain("rash");

    // A later unread message is reminded once more; the first one is not reminded again.
    await message(unread.encounterId, "Any news?");
    t.clock.advance(30 * MINUTE);
    expect((await sweep()).chatReminders).toBe(1);
    expect(await noticesOf(t, unread.encounterId)).toEqual([
      "notice.clinician_message",
      "notice.clinician_message",
    ]);
  });
});

describe("expiry", () => {
  it("open and readyForCheckout encounters expire at expires_at (410 afterwards); submitted ones do not", async () => {
    const open = await query(t, { query: letter(INCOMPLETE) });
    const ready = await query(t, { query: letter(COMPLETE) });
    const paid = await seedPaidEncounter(t);
    expect(open.body.final_decision_ready).toBe(false);
    const expiresAt = new Date(ready.body.encounter_expires_at).getTime();
    t.clock.set(new Date(expiresAt - 1000));
    expect((await sweep()).expired).toBe(0);
    t.clock.set(new Date(expiresAt + 5000));
    const first = await sweep();
    expect(first.expired).toBeGreaterThanOrEqual(2);
    expect(await sweep()).toEqual(NOTHING);
    const rows = await t.db
      .selectFrom("encounters")
      .select(["id", "state", "expired_at"])
      .where("id", "in", [open.body.encounter_id, ready.body.encounter_id, paid.encounterId])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(open.body.encounter_id)).toMatchObject({
      state: "open",
      expired_at: expect.any(Date),
    });
    expect(byId.get(ready.body.encounter_id)).toMatchObject({
      state: "readyForCheckout",
      expired_at: expect.any(Date),
    });
    expect(byId.get(paid.encounterId)).toMatchObject({ state: "submitted", expired_at: null });
    const again = await query(t, {
      query: letter(COMPLETE),
      session_token: ready.body.session_token,
    });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe("encounter_expired");
    const audit = await t.db
      .selectFrom("audit_log")
      .select("entity_id")
      .where("action", "=", "encounter.expired")
      .where("entity_id", "=", ready.body.encounter_id)
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe("follow-up window", () => {
  it("a notice before it closes, then completed -> closed after FOLLOW_UP_HOURS; chat closes", async () => {
    const e = await inReview();
    const done = await t.post(
      reviewPath(e.encounterId, "complete"),
      { decision: "advice_only" },
      {
        token: await tok(),
      },
    );
    expect(done.body.state).toBe("completed");
    const completedAt = t.clock.now().getTime();
    t.clock.set(new Date(completedAt + 59 * HOUR));
    expect(await sweep()).toEqual(NOTHING);
    t.clock.set(new Date(completedAt + 60 * HOUR));
    expect(await sweep()).toEqual({ ...NOTHING, followUpNotices: 1 });
    expect(await sweep()).toEqual(NOTHING);
    // Still open for follow-up until 72 h.
    t.clock.set(new Date(completedAt + 72 * HOUR - 1000));
    expect(
      (
        await t.post(
          eventsPath(e.encounterId),
          { message: "Better now." },
          { token: e.owner.apiKey },
        )
      ).status,
    ).toBe(201);
    expect(await sweep()).toEqual(NOTHING);
    t.clock.set(new Date(completedAt + 72 * HOUR));
    expect(await sweep()).toEqual({ ...NOTHING, closed: 1 });
    expect(await sweep()).toEqual(NOTHING);
    expect(await stateOf(t, e.encounterId)).toBe("closed");
    const row = await t.db
      .selectFrom("encounters")
      .select("closed_at")
      .where("id", "=", e.encounterId)
      .executeTakeFirstOrThrow();
    expect(row.closed_at?.getTime()).toBe(completedAt + 72 * HOUR);
    expect(await noticesOf(t, e.encounterId)).toEqual([
      "notice.encounter_completed",
      "notice.follow_up_closing",
    ]);

    const post = await t.post(
      eventsPath(e.encounterId),
      { message: "One more thing" },
      {
        token: e.owner.apiKey,
      },
    );
    expect(post.status).toBe(400);
    expect(post.body.code).toBe("chat_closed");
    const clin = await message(e.encounterId, "Follow-up?");
    expect(clin.status).toBe(409);
    const q = await query(t, { query: letter(COMPLETE), session_token: e.sessionToken });
    expect(q.status).toBe(409);
    expect(q.body).toMatchObject({ state: "closed", next_action: "start_new_encounter" });
  });
});
