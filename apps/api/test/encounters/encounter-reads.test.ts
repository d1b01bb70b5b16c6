import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import {
  COMPLETE,
  COMPLETE_2,
  INCOMPLETE,
  letter,
  query,
  seedSubscriber,
  setState,
  stateOf,
} from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUMMARY_KEYS = [
  "id",
  "userId",
  "patientId",
  "state",
  "expiresAt",
  "createdAt",
  "updatedAt",
  "turnCount",
  "submission",
  "billing",
].sort();

describe("GET /api/v1/encounters", () => {
  it("lists the caller's encounters, most recent first, paginated with X-Next-Cursor and Link", async () => {
    const a = await t.createAccount();
    const other = await t.createAccount();
    await query(t, { query: letter(COMPLETE) }, other.apiKey);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      const res = await query(t, { query: letter(i % 2 ? COMPLETE : INCOMPLETE) }, a.apiKey);
      ids.push(res.body.encounter_id);
    }
    const all = await t.get("/api/v1/encounters", { token: a.session });
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.map((e: { id: string }) => e.id)).toEqual([...ids].reverse());
    expect(all.headers.get("x-next-cursor")).toBeNull();
    expect(Object.keys(all.body[0]).sort()).toEqual(SUMMARY_KEYS);
    expect(all.body[0]).toMatchObject({
      userId: a.id,
      patientId: null,
      state: "open",
      turnCount: 1,
      submission: null,
      billing: null,
    });
    expect(all.body[1].state).toBe("readyForCheckout");

    const page1 = await t.get("/api/v1/encounters?limit=2", { token: a.apiKey });
    expect(page1.body.map((e: { id: string }) => e.id)).toEqual([ids[4], ids[3]]);
    const cursor = page1.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    expect(page1.headers.get("link")).toBe(
      `<${t.config.BASE_URL}/api/v1/encounters?limit=2&cursor=${cursor}>; rel="next"`,
    );
    const page2 = await t.get(`/api/v1/encounters?limit=2&cursor=${cursor}`, { token: a.apiKey });
    expect(page2.body.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    const page3 = await t.get(
      `/api/v1/encounters?limit=2&cursor=${page2.headers.get("x-next-cursor")}`,
      { token: a.apiKey },
    );
    expect(page3.body.map((e: { id: string }) => e.id)).toEqual([ids[0]]);
    expect(page3.headers.get("x-next-cursor")).toBeNull();

    const bad = await t.get("/api/v1/encounters?cursor=nonsense", { token: a.apiKey });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_cursor");
    const tooMany = await t.get("/api/v1/encounters?limit=1000", { token: a.apiKey });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe("validation_failed");
  });

  it("requires an account credential: none 401, an encounter token 401", async () => {
    expect((await t.get("/api/v1/encounters")).status).toBe(401);
    const anon = await query(t, { query: letter(COMPLETE) });
    const res = await t.get("/api/v1/encounters", { token: anon.body.encounter_token });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/v1/encounters/{id}, turns, latest-turn", () => {
  it("shows one encounter with turn count and the active submission; turns oldest first; last=N; latest", async () => {
    const s = await seedSubscriber(t);
    const first = await query(t, { query: letter(INCOMPLETE), patient_id: s.patientId }, s.apiKey);
    t.clock.advance(1000);
    const second = await query(
      t,
      { query: letter(COMPLETE), session_token: first.body.session_token },
      s.apiKey,
    );
    t.clock.advance(1000);
    const third = await query(
      t,
      { query: letter(COMPLETE_2), session_token: first.body.session_token },
      s.apiKey,
    );
    expect(third.body.auto_submit.status).toBe("submitted");
    const id = first.body.encounter_id;

    const one = await t.get(`/api/v1/encounters/${id}`, { token: s.apiKey });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id,
      userId: s.id,
      patientId: s.patientId,
      state: "submitted",
      turnCount: 3,
      expiresAt: first.body.encounter_expires_at,
      submission: { submissionId: third.body.submission_id, querySnapshot: letter(COMPLETE_2) },
      billing: null,
    });
    expect(second.body.submission_id).not.toBe(third.body.submission_id);

    const turns = await t.get(`/api/v1/encounters/${id}/turns`, { token: s.session });
    expect(turns.status).toBe(200);
    expect(turns.body.map((x: { query: { version: number } }) => x.query.version)).toEqual([
      1, 2, 3,
    ]);
    expect(turns.body[0]).toEqual({
      turnId: expect.any(String),
      query: { text: letter(INCOMPLETE), version: 1, createdAt: expect.stringMatching(/Z$/) },
      response: {
        evaluation: first.body.evaluation,
        options: [],
        evidence: [],
        createdAt: expect.stringMatching(/Z$/),
      },
    });
    const last2 = await t.get(`/api/v1/encounters/${id}/turns?last=2`, { token: s.apiKey });
    expect(last2.body.map((x: { query: { version: number } }) => x.query.version)).toEqual([2, 3]);
    const latest = await t.get(`/api/v1/encounters/${id}/latest-turn`, { token: s.apiKey });
    expect(latest.status).toBe(200);
    expect(latest.body.query).toMatchObject({ version: 3, text: letter(COMPLETE_2) });
    expect(latest.body.response.evaluation).toEqual(third.body.evaluation);
  });

  it("foreign and unknown ids are 404 on every read and on cancel", async () => {
    const a = await t.createAccount();
    const b = await t.createAccount();
    const res = await query(t, { query: letter(COMPLETE) }, a.apiKey);
    const id = res.body.encounter_id;
    for (const path of [
      `/api/v1/encounters/${id}`,
      `/api/v1/encounters/${id}/turns`,
      `/api/v1/encounters/${id}/latest-turn`,
    ]) {
      expect((await t.get(path, { token: b.apiKey })).status).toBe(404);
      expect(
        (await t.get(path.replace(id, "00000000-0000-4000-8000-000000000000"), { token: a.apiKey }))
          .status,
      ).toBe(404);
    }
    const cancel = await t.post(`/api/v1/encounters/${id}/cancel`, undefined, { token: b.apiKey });
    expect(cancel.status).toBe(404);
    expect(cancel.body.code).toBe("not_found");
    expect(await stateOf(t, id)).toBe("readyForCheckout");
    // An anonymous encounter belongs to nobody: it is not readable by id either.
    const anon = await query(t, { query: letter(COMPLETE) });
    expect(
      (await t.get(`/api/v1/encounters/${anon.body.encounter_id}`, { token: a.apiKey })).status,
    ).toBe(404);
  });
});

describe("POST /api/v1/encounters/{id}/cancel", () => {
  it("cancels, cancels the active submission, writes an audit row; a second cancel is 400 encounter_terminal", async () => {
    const s = await seedSubscriber(t);
    const res = await query(t, { query: letter(COMPLETE), patient_id: s.patientId }, s.apiKey);
    const id = res.body.encounter_id;
    const cancel = await t.post(`/api/v1/encounters/${id}/cancel`, undefined, { token: s.session });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ id, state: "canceled", submission: null });
    const sub = await t.db
      .selectFrom("submissions")
      .selectAll()
      .where("id", "=", res.body.submission_id)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe("canceled");
    expect(sub.canceled_at).not.toBeNull();
    const audit = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", id)
      .where("action", "=", "encounter.canceled")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({
      from_state: "submitted",
      canceled_submission_ids: [res.body.submission_id],
    });

    const again = await t.post(`/api/v1/encounters/${id}/cancel`, undefined, { token: s.apiKey });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("encounter_terminal");
    // Further queries on it are locked with start_new_encounter.
    const locked = await query(
      t,
      { query: letter(COMPLETE), session_token: res.body.session_token },
      s.apiKey,
    );
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ state: "canceled", next_action: "start_new_encounter" });
  });

  it("closed is terminal too", async () => {
    const a = await t.createAccount();
    const res = await query(t, { query: letter(COMPLETE) }, a.apiKey);
    await setState(t, res.body.encounter_id, "closed");
    const cancel = await t.post(`/api/v1/encounters/${res.body.encounter_id}/cancel`, undefined, {
      token: a.apiKey,
    });
    expect(cancel.status).toBe(400);
    expect(cancel.body.code).toBe("encounter_terminal");
  });
});
