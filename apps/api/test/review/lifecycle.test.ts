import { runReviewSweepsOnce } from "@intake/core/care";
import { runOutboxOnce } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPLETE,
  COMPLETE_2,
  INCOMPLETE,
  letter,
  query,
  seedSubscriber,
  stateOf,
} from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import {
  createClinician,
  eventsPath,
  markPaid,
  noticesOf,
  reviewPath,
  seedPaidEncounter,
  type TestClinician,
} from "./helpers";

const HOUR = 3600_000;

let t: TestApp;
let doc: TestClinician;
beforeAll(async () => {
  t = await createTestApp();
  doc = await createClinician(t, ["CA"]);
});
afterAll(() => t.close());

const tok = () => t.services.sessions.issue(doc.id);
const act = async (id: string, action: string, body: Record<string, unknown> = {}) =>
  t.post(reviewPath(id, action), body, { token: await tok() });
const ownerCancel = (id: string, apiKey: string) =>
  t.post(`/api/v1/encounters/${id}/cancel`, undefined, { token: apiKey });

describe("the whole lifecycle through the real app", () => {
  it("letter -> paid -> claimed, question, agent answers -> prescription, completed -> closed 72 h later; the patient follows on /c", async () => {
    // The agent submits the letter anonymously.
    const first = await query(t, { query: letter(COMPLETE) });
    expect(first.status).toBe(200);
    expect(first.body.final_decision_ready).toBe(true);
    const id = first.body.encounter_id as string;
    const token = first.body.encounter_token as string;
    expect((await t.get(eventsPath(id), { token })).body.state).toBe("readyForCheckout");

    // Checkout: the patient signed in, bound a patient and paid.
    const owner = await t.createAccount();
    const { seedReadyPatient } = await import("../encounters/seed");
    const patientId = await seedReadyPatient(t, owner.id, { stateOfResidence: "CA" });
    await markPaid(t, id, owner.id, patientId, token);
    const queue = await t.get("/api/v1/clinician/queue", { token: await tok() });
    expect(queue.body.encounters.map((e: { encounterId: string }) => e.encounterId)).toContain(id);

    // The clinician claims and asks.
    expect((await act(id, "claim")).body.state).toBe("reviewing");
    t.clock.advance(60_000);
    const asked = await act(id, "questions", { message: "Have you tried cetirizine before?" });
    expect(asked.body.state).toBe("waitingForPatientReply");

    // The agent polls, reads the question, marks it read and answers through the API.
    const polled = await t.get(eventsPath(id), { token });
    expect(polled.body).toMatchObject({ encounterId: id, state: "waitingForPatientReply" });
    const question = polled.body.events.at(-1);
    expect(question).toMatchObject({
      type: "question",
      message: "Have you tried cetirizine before?",
      isOwn: false,
      author: {
        id: doc.id,
        clinician: { firstName: "Rita", lastName: "Okafor", credentials: "MD" },
      },
    });
    const since = encodeURIComponent(question.createdAt);
    expect((await t.get(`${eventsPath(id)}?since=${since}`, { token })).body.events).toEqual([]);
    await t.post(`${eventsPath(id)}/read`, { eventIds: [question.eventId] }, { token });
    t.clock.advance(60_000);
    const answer = await t.post(eventsPath(id), { message: "Yes, it helped a little." }, { token });
    expect(answer.status).toBe(201);
    expect((await t.get(`${eventsPath(id)}?since=${since}`, { token })).body).toMatchObject({
      state: "reviewing",
      events: [{ message: "Yes, it helped a little.", isOwn: true, source: "api" }],
    });

    // The clinician prescribes and completes.
    t.clock.advance(60_000);
    const rx = await act(id, "prescriptions", {
      medication: "fluticasone",
      quantity: "1 bottle (120 sprays)",
      refills: 1,
      instructions: "2 sprays in each nostril once daily",
    });
    expect(rx.body.prescriptions).toHaveLength(1);
    const done = await act(id, "complete", { decision: "treatment_prescribed" });
    expect(done.body).toMatchObject({
      state: "completed",
      clinicalDecision: "treatment_prescribed",
    });
    const completedAt = t.clock.now().getTime();

    // The lock body now sends the agent to the chat; the patient sees everything on /c.
    const locked = await query(t, {
      query: letter(COMPLETE),
      session_token: first.body.session_token,
    });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ state: "completed", next_action: "use_chat" });
    const page = await t.get(`/c/${id}`, {
      headers: { cookie: `intake_session=${owner.session}` },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Have you tried cetirizine before?");
    expect(page.text).toContain("Yes, it helped a little.");
    expect(page.text).toContain('data-state="completed"');

    // 72 hours later the sweep closes it; chat is closed, the query says start a new encounter.
    t.clock.set(new Date(completedAt + 61 * HOUR));
    expect(await runReviewSweepsOnce(t.services)).toMatchObject({ followUpNotices: 1, closed: 0 });
    t.clock.set(new Date(completedAt + 72 * HOUR));
    expect((await runReviewSweepsOnce(t.services)).closed).toBe(1);
    expect(await stateOf(t, id)).toBe("closed");
    const closedPage = await t.get(`/c/${id}`, {
      headers: { cookie: `intake_session=${await t.services.sessions.issue(owner.id)}` },
    });
    expect(closedPage.text).toContain('data-state="closed"');
    expect(closedPage.text).not.toContain('name="message"');
    const late = await t.post(eventsPath(id), { message: "thanks" }, { token: owner.apiKey });
    expect(late.status).toBe(400);
    const after = await query(t, {
      query: letter(COMPLETE),
      session_token: first.body.session_token,
    });
    expect(after.body).toMatchObject({ state: "closed", next_action: "start_new_encounter" });

    // E-mails went out for the question, prescription, completion and the closing notice;
    // the read question got no reminder.
    expect(await noticesOf(t, id)).toEqual([
      "notice.question_asked",
      "notice.prescription_written",
      "notice.encounter_completed",
      "notice.follow_up_closing",
    ]);
    await runOutboxOnce(t.services);
    const mails = await t.db
      .selectFrom("mailbox")
      .select(["subject", "body_text"])
      .where("to_address", "=", owner.email)
      .where("subject", "!=", "Your receipt")
      .execute();
    expect(mails).toHaveLength(4);
    for (const m of mails) {
      expect(m.body_text).toContain(`/c/${id}`);
      expect(m.body_text).not.toMatch(/cetirizine|fluticasone|Okafor|Test Patient/);
    }
  });
});

describe("every state and transition of the encounter table", () => {
  const lockOf = async (sessionToken: string) =>
    query(t, { query: letter(COMPLETE_2), session_token: sessionToken });

  it("open and readyForCheckout come from the letter; submitted from auto-submit or checkout", async () => {
    const open = await query(t, { query: letter(INCOMPLETE) });
    expect(await stateOf(t, open.body.encounter_id)).toBe("open");
    const ready = await query(t, {
      query: letter(COMPLETE),
      session_token: open.body.session_token,
    });
    expect(await stateOf(t, ready.body.encounter_id)).toBe("readyForCheckout");
    const sub = await seedSubscriber(t);
    const auto = await query(t, { query: letter(COMPLETE), patient_id: sub.patientId }, sub.apiKey);
    expect(auto.body).toMatchObject({
      new_state: "submitted",
      auto_submit: { status: "submitted" },
    });
    const row = await t.db
      .selectFrom("encounters")
      .select(["state", "submitted_at"])
      .where("id", "=", auto.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "submitted", submitted_at: t.clock.now() });
  });

  it("reviewing, waitingForPatientReply and completed lock the query with use_chat", async () => {
    const e = await seedPaidEncounter(t);
    const expectLock = async (state: string) => {
      expect(await stateOf(t, e.encounterId)).toBe(state);
      const res = await lockOf(e.sessionToken);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: "encounter_locked",
        state,
        next_action: "use_chat",
        chat_endpoint: eventsPath(e.encounterId),
      });
      expect((await t.get(res.body.chat_endpoint, { token: e.encounterToken })).body.state).toBe(
        state,
      );
    };
    await act(e.encounterId, "claim");
    await expectLock("reviewing");
    await act(e.encounterId, "questions", { message: "Any fever?" });
    await expectLock("waitingForPatientReply");
    t.clock.advance(1000);
    await t.post(eventsPath(e.encounterId), { message: "No." }, { token: e.encounterToken });
    await expectLock("reviewing");
    await act(e.encounterId, "complete", { decision: "advice_only" });
    await expectLock("completed");
  });

  it("canceled from every non-terminal state (owner or clinician); closed and canceled say start_new_encounter and refuse chat", async () => {
    const cases: [
      string,
      () => Promise<{ id: string; session: string; token: string; apiKey: string }>,
    ][] = [];
    const paid = async (to: string[]) => {
      const e = await seedPaidEncounter(t);
      for (const step of to) {
        if (step === "claim") await act(e.encounterId, "claim");
        if (step === "ask") await act(e.encounterId, "questions", { message: "?" });
        if (step === "complete") await act(e.encounterId, "complete", { decision: "advice_only" });
      }
      return {
        id: e.encounterId,
        session: e.sessionToken,
        token: e.encounterToken,
        apiKey: e.owner.apiKey,
      };
    };
    const account = await t.createAccount();
    const owned = async (l: string) => {
      const r = await query(t, { query: letter(l) }, account.apiKey);
      return {
        id: r.body.encounter_id,
        session: r.body.session_token,
        token: r.body.encounter_token,
        apiKey: account.apiKey,
      };
    };
    cases.push(["open", () => owned(INCOMPLETE)]);
    cases.push(["readyForCheckout", () => owned(COMPLETE)]);
    cases.push(["submitted", () => paid([])]);
    cases.push(["reviewing", () => paid(["claim"])]);
    cases.push(["waitingForPatientReply", () => paid(["claim", "ask"])]);
    cases.push(["completed", () => paid(["claim", "complete"])]);
    for (const [state, make] of cases) {
      for (const by of ["owner", "clinician"] as const) {
        if (by === "clinician" && (state === "open" || state === "readyForCheckout")) continue;
        const e = await make();
        expect(await stateOf(t, e.id)).toBe(state);
        const res =
          by === "owner"
            ? await ownerCancel(e.id, e.apiKey)
            : await act(e.id, "cancel", { reason: "test" });
        expect(res.status, `${by} cancels from ${state}`).toBe(200);
        expect(await stateOf(t, e.id)).toBe("canceled");
        const row = await t.db
          .selectFrom("encounters")
          .select("canceled_at")
          .where("id", "=", e.id)
          .executeTakeFirstOrThrow();
        expect(row.canceled_at).toEqual(t.clock.now());
        const lock = await lockOf(e.session);
        expect(lock.status).toBe(409);
        expect(lock.body).toMatchObject({ state: "canceled", next_action: "start_new_encounter" });
        const chat = await t.post(eventsPath(e.id), { message: "hello" }, { token: e.token });
        expect(chat.status).toBe(400);
        expect(chat.body.code).toBe("chat_closed");
        const again = await ownerCancel(e.id, e.apiKey);
        expect(again.status).toBe(400);
        expect(again.body.code).toBe("encounter_terminal");
      }
    }
  });
});
