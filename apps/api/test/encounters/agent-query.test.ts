import { sha256Hex } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import {
  COMPLETE,
  COMPLETE_2,
  INCOMPLETE,
  letter,
  NOT_MEDICAL,
  query,
  seedPatient,
  setState,
  stateOf,
  TOO_SHORT,
  WITH_PII,
} from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALWAYS = [
  "session_token",
  "evaluation",
  "final_decision_ready",
  "commentary",
  "missing_items",
  "completed_items",
  "next_steps",
  "encounter_id",
  "encounter_token",
  "encounter_expires_at",
];
const CRITERIA = [
  "chief_complaint_present",
  "age_and_sex_present",
  "history_of_present_illness_present",
  "review_of_systems_present",
  "past_medical_history_present",
  "allergies_present",
  "family_history_present",
  "social_history_present",
  "diagnosis_present",
  "treatment_plan_present",
  "request_within_scope",
];

const counts = async () => {
  const [e, tu] = await Promise.all([
    t.db
      .selectFrom("encounters")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom("turns")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { encounters: Number(e.n), turns: Number(tu.n) };
};

describe("POST /api/v1/agent/query: anonymous", () => {
  it("a complete letter starts an encounter: every field, checkout_url and pricing, no auto_submit", async () => {
    const res = await query(t, { query: letter(COMPLETE) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...ALWAYS, "checkout_url", "pricing"].sort());
    expect(Object.keys(res.body.evaluation).sort()).toEqual([...CRITERIA].sort());
    expect(Object.values(res.body.evaluation).every((v) => v === true)).toBe(true);
    expect(res.body.final_decision_ready).toBe(true);
    expect(res.body.missing_items).toEqual([]);
    expect(res.body.completed_items).toHaveLength(11);
    expect(res.body.completed_items[0]).toBe("Chief Complaint");
    expect(res.body.encounter_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.encounter_token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.session_token).not.toBe(res.body.encounter_token);
    expect(res.body.checkout_url).toBe(
      `${t.config.WEB_URL}/checkout/${res.body.encounter_id}?token=${res.body.encounter_token}`,
    );
    expect(Object.keys(res.body.pricing).sort()).toEqual(
      [
        "amount",
        "base_amount",
        "seat_amount",
        "includes",
        "refund_policy",
        "fair_use_policy",
      ].sort(),
    );
    expect(res.body.pricing.base_amount).toBe(t.config.PRICE_BASE);
    expect(res.body.next_steps).toContain("checkout_url");
    const expires = new Date(res.body.encounter_expires_at).getTime();
    expect(expires - t.clock.now().getTime()).toBe(t.config.ENCOUNTER_TTL_HOURS * 3600_000);
    expect(res.body.encounter_expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const row = await t.db
      .selectFrom("encounters")
      .selectAll()
      .where("id", "=", res.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe("readyForCheckout");
    expect(row.user_id).toBeNull();
    expect(row.session_token_hash).toBe(sha256Hex(res.body.session_token));
    expect(row.encounter_token_hash).toBe(sha256Hex(res.body.encounter_token));
    const turns = await t.db
      .selectFrom("turns")
      .selectAll()
      .where("encounter_id", "=", row.id)
      .execute();
    expect(turns).toHaveLength(1);
    expect(turns[0]?.version).toBe(1);
    expect(turns[0]?.query_text).toBe(letter(COMPLETE));
    expect(turns[0]?.evaluation).toEqual(res.body.evaluation);
  });

  it("an incomplete letter leaves the encounter open: no checkout_url, no pricing", async () => {
    const res = await query(t, { query: letter(INCOMPLETE) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...ALWAYS].sort());
    expect(res.body.final_decision_ready).toBe(false);
    expect(res.body.missing_items).toEqual(["Allergies"]);
    expect(res.body.evaluation.allergies_present).toBe(false);
    expect(res.body.next_steps).toBe(
      "Add the missing details (Allergies), then send the whole corrected letter to the letter check again with the same session_token (POST /api/v1/agent/query); use the newest encounter_token afterwards.",
    );
    expect(res.body.commentary).toMatch(/^10 of 11 criteria met\. Allergies: /);
    expect(await stateOf(t, res.body.encounter_id)).toBe("open");
  });

  it("a complete letter with personal identifiers: next_steps asks to remove them (not only the commentary)", async () => {
    const res = await query(t, { query: letter(WITH_PII) });
    expect(res.status).toBe(200);
    expect(res.body.final_decision_ready).toBe(true);
    expect(res.body.next_steps).toContain(
      "Remove the personal identifiers (e-mail address, phone number, name) from the letter.",
    );
    expect(res.body.commentary).toContain(
      "Personal identifiers found (e-mail address, phone number, name)",
    );
    expect(res.body.next_steps).toContain("checkout_url");
  });

  it("continuing with session_token keeps the encounter, adds a turn, rotates the encounter token", async () => {
    const first = await query(t, { query: letter(INCOMPLETE) });
    const second = await query(t, {
      query: letter(COMPLETE),
      session_token: first.body.session_token,
    });
    expect(second.status).toBe(200);
    expect(second.body.encounter_id).toBe(first.body.encounter_id);
    expect(second.body.session_token).toBe(first.body.session_token);
    expect(second.body.encounter_token).not.toBe(first.body.encounter_token);
    expect(second.body.encounter_expires_at).toBe(first.body.encounter_expires_at);
    expect(second.body.final_decision_ready).toBe(true);

    const turns = await t.db
      .selectFrom("turns")
      .select(["version", "query_text"])
      .where("encounter_id", "=", first.body.encounter_id)
      .orderBy("version")
      .execute();
    expect(turns.map((x) => x.version)).toEqual([1, 2]);
    const row = await t.db
      .selectFrom("encounters")
      .select(["state", "token_version"])
      .where("id", "=", first.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "readyForCheckout", token_version: 2 });

    // A resubmission that becomes incomplete goes back to open.
    const third = await query(t, {
      query: letter(INCOMPLETE),
      session_token: first.body.session_token,
    });
    expect(third.status).toBe(200);
    expect(third.body.checkout_url).toBeUndefined();
    expect(await stateOf(t, first.body.encounter_id)).toBe("open");
  });

  it("an old encounter token stops working at once: Bearer with it is 401, the newest one resolves", async () => {
    const first = await query(t, { query: letter(COMPLETE) });
    const second = await query(t, {
      query: letter(COMPLETE_2),
      session_token: first.body.session_token,
    });
    expect(second.status).toBe(200);
    // The encounter token is not accepted on the query endpoint, but it is resolved first:
    // a rotated one is an invalid credential (401), the newest one is known (400).
    const old = await query(t, { query: letter(COMPLETE) }, first.body.encounter_token);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe("invalid_credential");
    expect(old.headers.get("www-authenticate")).toContain("Bearer");
    const current = await query(t, { query: letter(COMPLETE) }, second.body.encounter_token);
    expect(current.status).toBe(400);
    expect(current.body.code).toBe("encounter_token_not_accepted");
    // The old checkout link no longer opens; the new one does.
    const oldPage = await t.get(
      `/checkout/${first.body.encounter_id}?token=${first.body.encounter_token}`,
    );
    expect(oldPage.status).toBe(404);
    const newPage = await t.get(
      `/checkout/${first.body.encounter_id}?token=${second.body.encounter_token}`,
    );
    expect(newPage.status).toBe(200);
  });
});

describe("letter rejections (400, nothing stored)", () => {
  it.each([
    ["too short", letter(TOO_SHORT), "letter_too_short", /500/],
    [
      "too long",
      `${letter(COMPLETE)}\n${"More details about the sneezing. ".repeat(300)}`,
      "letter_too_long",
      /10,?000/,
    ],
    ["not medical", letter(NOT_MEDICAL), "not_medical", /clinical letter/],
  ])("%s", async (_name, text, code, mention) => {
    const before = await counts();
    const res = await query(t, { query: text });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.error).toMatch(mention);
    expect(typeof res.body.length).toBe("number");
    if (code !== "not_medical")
      expect(res.body.error).toContain(res.body.length.toLocaleString("en-US"));
    expect(await counts()).toEqual(before);
  });

  it("a rejected resubmission stores no turn and does not rotate the token", async () => {
    const first = await query(t, { query: letter(COMPLETE) });
    const res = await query(t, {
      query: letter(TOO_SHORT),
      session_token: first.body.session_token,
    });
    expect(res.status).toBe(400);
    const row = await t.db
      .selectFrom("encounters")
      .select(["token_version", "encounter_token_hash"])
      .where("id", "=", first.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(row.token_version).toBe(1);
    expect(row.encounter_token_hash).toBe(sha256Hex(first.body.encounter_token));
  });

  it("missing query is validation_failed", async () => {
    const res = await query(t, { session_token: "x" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
  });

  it("more than 3 images is a 400 too_many_images before anything is stored", async () => {
    const before = await counts();
    const img = { base64: "iVBORw0KGgo=" };
    const res = await query(t, { query: letter(COMPLETE), images: [img, img, img, img] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("too_many_images");
    expect(res.body.error).toBe(
      "At most 3 images can be sent with one request; 4 were sent. Send the most relevant 3.",
    );
    expect(await counts()).toEqual(before);
  });
});

describe("session tokens", () => {
  it("unknown session_token: 404 telling to omit it", async () => {
    const res = await query(t, { query: letter(COMPLETE), session_token: "f".repeat(64) });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("session_not_found");
    expect(res.body.error).toContain("Omit session_token");
  });

  it("a session of an encounter owned by another account: 404 for that account, same body", async () => {
    const a = await t.createAccount();
    const b = await t.createAccount();
    const owned = await query(t, { query: letter(COMPLETE) }, a.apiKey);
    expect(owned.status).toBe(200);
    const res = await query(
      t,
      { query: letter(COMPLETE), session_token: owned.body.session_token },
      b.apiKey,
    );
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("session_not_found");
    const bySession = await query(
      t,
      { query: letter(COMPLETE), session_token: owned.body.session_token },
      b.session,
    );
    expect(bySession.status).toBe(404);
    // The owner and the anonymous holder of the session token may continue; it stays owned.
    const anon = await query(t, {
      query: letter(COMPLETE),
      session_token: owned.body.session_token,
    });
    expect(anon.status).toBe(200);
    expect(anon.body.already_claimed).toBe(true);
    expect(anon.body.auto_submit).toBeUndefined();
  });

  it("410 encounter_expired once the clock passes encounter_expires_at", async () => {
    const first = await query(t, { query: letter(COMPLETE) });
    const expiresAt = new Date(first.body.encounter_expires_at).getTime();
    t.clock.set(new Date(expiresAt - 1000));
    const still = await query(t, {
      query: letter(COMPLETE),
      session_token: first.body.session_token,
    });
    expect(still.status).toBe(200);
    t.clock.set(new Date(expiresAt + 1));
    const res = await query(t, {
      query: letter(COMPLETE),
      session_token: still.body.session_token,
    });
    expect(res.status).toBe(410);
    expect(res.body.code).toBe("encounter_expired");
    expect(res.body.error).toContain("without session_token");
    const page = await t.get(
      `/checkout/${first.body.encounter_id}?token=${still.body.encounter_token}`,
    );
    expect(page.status).toBe(410);
    t.clock.set(new Date());
  });
});

describe("409 lock bodies", () => {
  it.each([
    ["reviewing", "use_chat"],
    ["waitingForPatientReply", "use_chat"],
    ["completed", "use_chat"],
    ["closed", "start_new_encounter"],
    ["canceled", "start_new_encounter"],
  ])("%s -> next_action %s", async (state, nextAction) => {
    const first = await query(t, { query: letter(COMPLETE) });
    await setState(t, first.body.encounter_id, state);
    const before = await counts();
    const res = await query(t, {
      query: letter(COMPLETE),
      session_token: first.body.session_token,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: expect.any(String),
      code: "encounter_locked",
      encounter_id: first.body.encounter_id,
      session_token: first.body.session_token,
      state,
      submission_id: null,
      next_action: nextAction,
      chat_endpoint: `/api/v1/agent/encounters/${first.body.encounter_id}/events`,
    });
    expect(await counts()).toEqual(before);
  });

  it("carries the submission_id of a submitted encounter under review", async () => {
    const { seedSubscriber } = await import("./seed");
    const sub = await seedSubscriber(t);
    const first = await query(
      t,
      { query: letter(COMPLETE), patient_id: sub.patientId },
      sub.apiKey,
    );
    expect(first.body.auto_submit.status).toBe("submitted");
    await setState(t, first.body.encounter_id, "reviewing");
    const res = await query(
      t,
      { query: letter(COMPLETE), session_token: first.body.session_token },
      sub.apiKey,
    );
    expect(res.status).toBe(409);
    expect(res.body.submission_id).toBe(first.body.submission_id);
    expect(res.body.next_action).toBe("use_chat");
  });
});

describe("credentials and patient binding", () => {
  it("patient_id without authentication: 401", async () => {
    const res = await query(t, {
      query: letter(COMPLETE),
      patient_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("authentication_required");
  });

  it("present but invalid credential: 401", async () => {
    const res = await query(t, { query: letter(COMPLETE) }, `ak_${"0".repeat(64)}`);
    expect(res.status).toBe(401);
  });

  it("a developer key: 400 pointing at the prescribing endpoint", async () => {
    const user = await t.createUser();
    const key = `ak_test_${"a1b2c3d4".repeat(3)}`;
    await t.db
      .insertInto("developer_keys")
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        key_hash: sha256Hex(key),
        prefix: "ak_test_a1b2",
        environment: "test",
        created_at: t.clock.now(),
      })
      .execute();
    const res = await query(t, { query: letter(COMPLETE) }, key);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("developer_key_not_accepted");
    expect(res.body.error).toContain("/api/v1/prescribing/query");
  });

  it("patient_id of another account (or archived, or unknown): 400 patient_not_owned", async () => {
    const a = await t.createAccount();
    const b = await t.createAccount();
    const foreign = await seedPatient(t, b.id);
    const archived = await seedPatient(t, a.id, { archived: true });
    for (const patient_id of [foreign, archived, "00000000-0000-4000-8000-000000000000"]) {
      const res = await query(t, { query: letter(COMPLETE), patient_id }, a.apiKey);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("patient_not_owned");
    }
  });

  it("binding is for good: another patient_id is 400 patient_already_bound, the same one is fine", async () => {
    const a = await t.createAccount();
    const p1 = await seedPatient(t, a.id);
    const p2 = await seedPatient(t, a.id);
    const first = await query(t, { query: letter(INCOMPLETE), patient_id: p1 }, a.apiKey);
    expect(first.status).toBe(200);
    const again = await query(
      t,
      { query: letter(INCOMPLETE), session_token: first.body.session_token, patient_id: p1 },
      a.session,
    );
    expect(again.status).toBe(200);
    const other = await query(
      t,
      { query: letter(INCOMPLETE), session_token: first.body.session_token, patient_id: p2 },
      a.apiKey,
    );
    expect(other.status).toBe(400);
    expect(other.body.code).toBe("patient_already_bound");
    const row = await t.db
      .selectFrom("encounters")
      .select("patient_id")
      .where("id", "=", first.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(row.patient_id).toBe(p1);
  });

  it("an authenticated call claims an unowned encounter", async () => {
    const a = await t.createAccount();
    const anon = await query(t, { query: letter(COMPLETE) });
    expect(anon.body.already_claimed).toBeUndefined();
    const res = await query(
      t,
      { query: letter(COMPLETE), session_token: anon.body.session_token },
      a.session,
    );
    expect(res.status).toBe(200);
    expect(res.body.already_claimed).toBe(true);
    const row = await t.db
      .selectFrom("encounters")
      .select(["user_id", "claimed_at"])
      .where("id", "=", anon.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(a.id);
    expect(row.claimed_at).not.toBeNull();
  });
});

describe("images with the letter", () => {
  const PNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
  const imagesOf = (encounterId: string) =>
    t.db
      .selectFrom("images")
      .select(["turn_id", "mime_type", "name"])
      .where("encounter_id", "=", encounterId)
      .execute();

  it("stores images with their turn; omitted or [] keeps earlier ones; new ones are added", async () => {
    const first = await query(t, {
      query: letter(COMPLETE),
      images: [{ base64: PNG, name: "rash.png" }],
    });
    expect(first.status).toBe(200);
    const turn1 = await t.db
      .selectFrom("turns")
      .select("id")
      .where("encounter_id", "=", first.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(await imagesOf(first.body.encounter_id)).toEqual([
      { turn_id: turn1.id, mime_type: "image/png", name: "rash.png" },
    ]);
    await query(t, { query: letter(COMPLETE), session_token: first.body.session_token });
    await query(t, {
      query: letter(COMPLETE),
      session_token: first.body.session_token,
      images: [],
    });
    expect(await imagesOf(first.body.encounter_id)).toHaveLength(1);
    const more = await query(t, {
      query: letter(COMPLETE),
      session_token: first.body.session_token,
      images: [{ base64: PNG }, { base64: PNG }],
    });
    expect(more.status).toBe(200);
    expect(await imagesOf(first.body.encounter_id)).toHaveLength(3);
  });

  it("an invalid image is a 400 naming it, and nothing is stored", async () => {
    const before = await counts();
    const res = await query(t, {
      query: letter(COMPLETE),
      images: [{ base64: PNG }, { base64: "bm90IGFuIGltYWdl", name: "notes.txt" }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("images[1]");
    expect(await counts()).toEqual(before);
  });
});
