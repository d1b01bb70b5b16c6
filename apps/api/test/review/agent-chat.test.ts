import { upsertClinician } from "@intake/core/accounts";
import { newId, randomHex, sha256Hex } from "@intake/core/kernel";
import { createClient, unwrap } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter, query, setState, stateOf } from "../encounters/seed";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";
import { eventsPath, type PaidEncounter, seedClinicianMessage, seedPaidEncounter } from "./helpers";

let t: TestApp;
let clinicianId: string;
beforeAll(async () => {
  t = await createTestApp();
  const c = await upsertClinician(t.services, {
    email: "dr.chat@example.com",
    firstName: "Ana",
    lastName: "Lopez",
    credentials: "MD",
    states: ["CA"],
  });
  clinicianId = c.userId;
});
afterAll(() => t.close());

describe("agent chat: reading and answering", () => {
  let e: PaidEncounter;
  beforeAll(async () => {
    e = await seedPaidEncounter(t);
  });

  it("lists an empty chat with the encounter state", async () => {
    const res = await t.get(eventsPath(e.encounterId), { token: e.encounterToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ encounterId: e.encounterId, state: "submitted", events: [] });
  });

  it("shows a clinician message with the author's names and credentials, not own", async () => {
    const id = await seedClinicianMessage(t, e.encounterId, clinicianId, "Any fever?");
    const res = await t.get(eventsPath(e.encounterId), { token: e.owner.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([
      {
        eventId: id,
        authorId: clinicianId,
        author: {
          id: clinicianId,
          email: "dr.chat@example.com",
          clinician: { firstName: "Ana", lastName: "Lopez", credentials: "MD" },
        },
        type: "chat",
        message: "Any fever?",
        createdAt: t.clock.now().toISOString(),
        source: "web",
        isOwn: false,
      },
    ]);
  });

  it("records the agent's answer with source api, as the patient's own", async () => {
    t.clock.advance(1000);
    const res = await t.post(
      eventsPath(e.encounterId),
      { message: "  No fever.  " },
      { token: e.encounterToken },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      authorId: e.owner.id,
      author: { id: e.owner.id, email: e.owner.email },
      type: "chat",
      message: "No fever.",
      source: "api",
      isOwn: true,
      createdAt: t.clock.now().toISOString(),
    });
    expect(res.body.author.clinician).toBeUndefined();
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "actor_kind"])
      .where("entity_id", "=", e.encounterId)
      .where("action", "=", "chat.patient_message")
      .execute();
    expect(audit).toEqual([{ action: "chat.patient_message", actor_kind: "encounter_token" }]);
  });

  it("filters with since (RFC 3339) and limit (most recent N), oldest first", async () => {
    const all = (await t.get(eventsPath(e.encounterId), { token: e.encounterToken })).body.events;
    expect(all.map((x: { message: string }) => x.message)).toEqual(["Any fever?", "No fever."]);
    const since = encodeURIComponent(all[0].createdAt);
    const after = await t.get(`${eventsPath(e.encounterId)}?since=${since}`, {
      token: e.encounterToken,
    });
    expect(after.body.events.map((x: { message: string }) => x.message)).toEqual(["No fever."]);
    const offset = encodeURIComponent("2000-01-01T00:00:00+02:00");
    const old = await t.get(`${eventsPath(e.encounterId)}?since=${offset}`, {
      token: e.encounterToken,
    });
    expect(old.body.events).toHaveLength(2);
    const last = await t.get(`${eventsPath(e.encounterId)}?limit=1`, { token: e.encounterToken });
    expect(last.body.events.map((x: { message: string }) => x.message)).toEqual(["No fever."]);
    const bad = await t.get(`${eventsPath(e.encounterId)}?since=yesterday`, {
      token: e.encounterToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("validation_failed");
    const badLimit = await t.get(`${eventsPath(e.encounterId)}?limit=0`, {
      token: e.encounterToken,
    });
    expect(badLimit.status).toBe(400);
  });

  it("records read receipts for clinician messages only", async () => {
    const events = (await t.get(eventsPath(e.encounterId), { token: e.encounterToken })).body
      .events as { eventId: string; isOwn: boolean }[];
    const res = await t.post(
      `${eventsPath(e.encounterId)}/read`,
      { eventIds: events.map((x) => x.eventId).concat(newId(), "evt_not_a_uuid") },
      { token: e.owner.apiKey },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      encounterId: e.encounterId,
      readEventIds: events.filter((x) => !x.isOwn).map((x) => x.eventId),
    });
    const rows = await t.db
      .selectFrom("chat_events")
      .select(["author_role", "read_at"])
      .where("encounter_id", "=", e.encounterId)
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => [r.author_role, r.read_at !== null])).toEqual([
      ["clinician", true],
      ["patient", false],
    ]);
    const none = await t.post(
      `${eventsPath(e.encounterId)}/read`,
      { eventIds: ["not-an-id"] },
      { token: e.owner.apiKey },
    );
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ encounterId: e.encounterId, readEventIds: [] });
  });

  it("a reply to a question moves waitingForPatientReply back to reviewing", async () => {
    await setState(t, e.encounterId, "waitingForPatientReply");
    const res = await t.post(
      eventsPath(e.encounterId),
      { message: "Three days." },
      { token: e.encounterToken },
    );
    expect(res.status).toBe(201);
    expect(await stateOf(t, e.encounterId)).toBe("reviewing");
  });

  it("the 409 lock body's chat_endpoint is a working route", async () => {
    const res = await query(t, { query: letter(COMPLETE), session_token: e.sessionToken });
    expect(res.status).toBe(409);
    expect(res.body.next_action).toBe("use_chat");
    const chat = await t.get(res.body.chat_endpoint, { token: e.encounterToken });
    expect(chat.status).toBe(200);
    expect(chat.body.state).toBe("reviewing");
  });
});

describe("agent chat: errors", () => {
  it("401 without a credential, with an invalid one, a session token or a developer key", async () => {
    const e = await seedPaidEncounter(t);
    const path = eventsPath(e.encounterId);
    const none = await t.get(path);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("unauthorized");
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const invalid = await t.get(path, { token: randomHex(32) });
    expect(invalid.status).toBe(401);
    expect(invalid.body.code).toBe("invalid_credential");
    const session = await t.get(path, { token: e.owner.session });
    expect(session.status).toBe(401);
    expect(session.body.code).toBe("wrong_credential");
    expect(session.body.error).toBe(
      `Chat endpoints take the encounter token or the owner's personal API key, not a session token. People read and answer messages on the hosted chat page (${t.config.WEB_URL}/c/${e.encounterId}).`,
    );
    const devKey = `ak_test_${randomHex(16)}`;
    await t.db
      .insertInto("developer_keys")
      .values({
        id: newId(),
        user_id: e.owner.id,
        key_hash: sha256Hex(devKey),
        prefix: devKey.slice(0, 16),
        environment: "test",
        created_at: t.clock.now(),
      })
      .execute();
    const dev = await t.post(path, { message: "hi" }, { token: devKey });
    expect(dev.status).toBe(401);
    expect(dev.body.code).toBe("wrong_credential");
  });

  it("404 for an unknown encounter, another account's key, another encounter's token", async () => {
    const e = await seedPaidEncounter(t);
    const other = await seedPaidEncounter(t);
    for (const [path, token] of [
      [eventsPath(newId()), e.owner.apiKey],
      [eventsPath(e.encounterId), other.owner.apiKey],
      [eventsPath(e.encounterId), other.encounterToken],
    ] as const) {
      const res = await t.get(path, { token });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("not_found");
      const post = await t.post(path, { message: "hello" }, { token });
      expect(post.status).toBe(404);
    }
  });

  it("409 on POST before checkout; reading is allowed and shows the state", async () => {
    const res = await query(t, { query: letter(COMPLETE) });
    const path = eventsPath(res.body.encounter_id);
    const post = await t.post(path, { message: "hello" }, { token: res.body.encounter_token });
    expect(post.status).toBe(409);
    expect(post.body).toMatchObject({ code: "checkout_not_completed", state: "readyForCheckout" });
    const get = await t.get(path, { token: res.body.encounter_token });
    expect(get.status).toBe(200);
    expect(get.body).toEqual({
      encounterId: res.body.encounter_id,
      state: "readyForCheckout",
      events: [],
    });
  });

  it("400 on POST in closed and canceled; reading still works", async () => {
    for (const state of ["closed", "canceled"]) {
      const e = await seedPaidEncounter(t);
      await setState(t, e.encounterId, state);
      const post = await t.post(
        eventsPath(e.encounterId),
        { message: "still there?" },
        { token: e.encounterToken },
      );
      expect(post.status).toBe(400);
      expect(post.body).toMatchObject({ code: "chat_closed", state });
      const get = await t.get(eventsPath(e.encounterId), { token: e.encounterToken });
      expect(get.status).toBe(200);
      expect(get.body.state).toBe(state);
    }
  });

  it("400 on an empty or over-long message", async () => {
    const e = await seedPaidEncounter(t);
    for (const message of ["   ", "x".repeat(4001)]) {
      const res = await t.post(eventsPath(e.encounterId), { message }, { token: e.encounterToken });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("validation_failed");
    }
  });

  it("410 once the encounter token's window closed; the owner's API key still reads", async () => {
    const e = await seedPaidEncounter(t);
    const row = await t.db
      .selectFrom("encounters")
      .select("expires_at")
      .where("id", "=", e.encounterId)
      .executeTakeFirstOrThrow();
    const saved = t.clock.now();
    t.clock.set(row.expires_at);
    try {
      const res = await t.get(eventsPath(e.encounterId), { token: e.encounterToken });
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({
        code: "encounter_token_expired",
        encounter_id: e.encounterId,
        expired_at: row.expires_at.toISOString(),
      });
      const post = await t.post(
        eventsPath(e.encounterId),
        { message: "hi" },
        {
          token: e.encounterToken,
        },
      );
      expect(post.status).toBe(410);
      const key = await t.get(eventsPath(e.encounterId), { token: e.owner.apiKey });
      expect(key.status).toBe(200);
    } finally {
      t.clock.set(saved);
    }
  });

  it("429 after CHAT_POLLS_PER_MINUTE reads of one encounter, Retry-After 5", async () => {
    const e = await seedPaidEncounter(t);
    const other = await seedPaidEncounter(t);
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + 1000));
    for (let i = 0; i < 12; i++) {
      const ok = await t.get(eventsPath(e.encounterId), {
        token: i % 2 ? e.owner.apiKey : e.encounterToken,
      });
      expect(ok.status).toBe(200);
    }
    const limited = await t.get(eventsPath(e.encounterId), { token: e.encounterToken });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("5");
    expect(limited.body).toMatchObject({ code: "rate_limited", retry_after_seconds: 5 });
    // Posting is not polling, and other encounters have their own budget.
    const post = await t.post(
      eventsPath(e.encounterId),
      { message: "ok" },
      {
        token: e.encounterToken,
      },
    );
    expect(post.status).toBe(201);
    expect(
      (await t.get(eventsPath(other.encounterId), { token: other.encounterToken })).status,
    ).toBe(200);
    t.clock.advance(60_000);
    expect((await t.get(eventsPath(e.encounterId), { token: e.encounterToken })).status).toBe(200);
  });
});

describe("agent chat through the SDK", () => {
  it("typed poll, answer and read receipt; errors carry status and code", async () => {
    const e = await seedPaidEncounter(t);
    const id = await seedClinicianMessage(t, e.encounterId, clinicianId, "Is it itchy?");
    const api = createClient({ baseUrl: TEST_BASE_URL, token: e.encounterToken, fetch: t.fetch });
    const params = { path: { encounter_id: e.encounterId } };
    const listing = await unwrap(
      api.GET("/api/v1/agent/encounters/{encounter_id}/events", { params }),
    );
    expect(listing.events.map((x) => [x.eventId, x.author.clinician?.lastName])).toEqual([
      [id, "Lopez"],
    ]);
    t.clock.advance(1000);
    const posted = await unwrap(
      api.POST("/api/v1/agent/encounters/{encounter_id}/events", {
        params,
        body: { message: "Yes." },
      }),
    );
    expect(posted).toMatchObject({ isOwn: true, source: "api", message: "Yes." });
    const read = await unwrap(
      api.POST("/api/v1/agent/encounters/{encounter_id}/events/read", {
        params,
        body: { eventIds: [id] },
      }),
    );
    expect(read.readEventIds).toEqual([id]);
    const { error } = await api.POST("/api/v1/agent/encounters/{encounter_id}/events", {
      params: { path: { encounter_id: newId() } },
      body: { message: "x" },
    });
    expect(error).toMatchObject({ status: 404, code: "not_found" });
  });
});
