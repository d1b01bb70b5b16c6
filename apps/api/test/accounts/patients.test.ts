import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { PNG } from "../identity/document";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2026-03-02T12:00:00.000Z");
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const child = {
  relationship: "child",
  firstName: "Sam",
  lastName: "Rivera",
  dateOfBirth: "2016-09-01",
  sex: "male",
  stateOfResidence: "CA",
  zipCode: "94110",
  phoneNumber: "+14155550123",
};
const spouse = {
  ...child,
  relationship: "spouse",
  firstName: "Alex",
  dateOfBirth: "1988-05-20",
  sex: "female",
};

async function audit(entityId: string) {
  return t.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("id")
    .execute();
}

describe("POST /api/v1/patients", () => {
  it("creates a patient: 201 with exactly the spec's Patient fields, normalised values", async () => {
    const a = await t.createAccount();
    const res = await t.post(
      "/api/v1/patients",
      { ...child, stateOfResidence: "ca", phoneNumber: "(415) 555-0123", sex: "Male" },
      { token: a.apiKey },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ownerId: a.id,
      relationship: "child",
      firstName: "Sam",
      lastName: "Rivera",
      dateOfBirth: "2016-09-01",
      sex: "male",
      stateOfResidence: "CA",
      zipCode: "94110",
      phoneNumber: "+14155550123",
      consentedToTelehealth: false,
      identityVerification: { status: "inherits_owner" },
      createdAt: "2026-03-02T12:00:00.000Z",
    });
    const rows = await audit(res.body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "patient.created",
      actor_user_id: a.id,
      actor_kind: "api_key",
      entity_type: "patient",
    });
    const detail = JSON.stringify(rows[0]?.detail);
    for (const phi of ["Sam", "Rivera", "2016-09-01", "94110", "555"])
      expect(detail).not.toContain(phi);
  });

  it("an adult family member starts unverified; a session JWT works too", async () => {
    const a = await t.createAccount();
    const res = await t.post("/api/v1/patients", spouse, { token: a.session });
    expect(res.status).toBe(201);
    expect(res.body.identityVerification).toEqual({ status: "unverified" });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "relationship not in the enum",
      { relationship: "cousin" },
      "invalid_relationship",
      "relationship",
    ],
    ["empty first name", { firstName: "  " }, "invalid_name", "firstName"],
    ["last name over 100 characters", { lastName: "x".repeat(101) }, "invalid_name", "lastName"],
    [
      "date in the wrong form",
      { dateOfBirth: "09/01/2016" },
      "invalid_date_of_birth",
      "dateOfBirth",
    ],
    ["impossible date", { dateOfBirth: "2015-02-30" }, "invalid_date_of_birth", "dateOfBirth"],
    ["future date", { dateOfBirth: "2026-03-03" }, "invalid_date_of_birth", "dateOfBirth"],
    [
      "family member under 6 months",
      { dateOfBirth: "2025-09-03" },
      "patient_too_young",
      "dateOfBirth",
    ],
    ["sex not allowed", { sex: "unknown" }, "invalid_sex", "sex"],
    ["state not a US state", { stateOfResidence: "XX" }, "invalid_state", "stateOfResidence"],
    ["state a territory", { stateOfResidence: "PR" }, "invalid_state", "stateOfResidence"],
    ["ZIP+4", { zipCode: "94110-1234" }, "invalid_zip", "zipCode"],
    ["ZIP of 4 digits", { zipCode: "9411" }, "invalid_zip", "zipCode"],
    ["phone of 9 digits", { phoneNumber: "415555012" }, "invalid_phone", "phoneNumber"],
    ["phone with letters", { phoneNumber: "+1415CALLME" }, "invalid_phone", "phoneNumber"],
    [
      "US phone with a 1xx area code",
      { phoneNumber: "+11155550123" },
      "invalid_phone",
      "phoneNumber",
    ],
  ];
  it.each(cases)("%s: 400 %s", async (_, change, code, field) => {
    const a = await t.createAccount();
    const res = await t.post("/api/v1/patients", { ...child, ...change }, { token: a.apiKey });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, field, error: expect.any(String) });
    expect(
      await t.db.selectFrom("patients").select("id").where("owner_id", "=", a.id).execute(),
    ).toHaveLength(0);
  });

  it("exactly 6 months old is allowed; DC is a state; 10-digit phone gets +1", async () => {
    const a = await t.createAccount();
    const res = await t.post(
      "/api/v1/patients",
      { ...child, dateOfBirth: "2025-09-02", stateOfResidence: "DC", phoneNumber: "2025550199" },
      { token: a.apiKey },
    );
    expect(res.status).toBe(201);
    expect(res.body.phoneNumber).toBe("+12025550199");
    expect(res.body.stateOfResidence).toBe("DC");
  });

  it("a missing field is 400 validation_failed naming it", async () => {
    const a = await t.createAccount();
    const { zipCode: _, ...rest } = child;
    const res = await t.post("/api/v1/patients", rest, { token: a.apiKey });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toEqual([expect.objectContaining({ path: "zipCode" })]);
  });

  it("one self patient per account: a second is 400 self_patient_exists", async () => {
    const a = await t.createAccount();
    const first = await t.post(
      "/api/v1/patients",
      { ...spouse, relationship: "self" },
      { token: a.apiKey },
    );
    expect(first.status).toBe(201);
    expect(first.body.identityVerification).toEqual({ status: "inherits_owner" });
    const second = await t.post(
      "/api/v1/patients",
      { ...spouse, relationship: "self" },
      { token: a.apiKey },
    );
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ code: "self_patient_exists", patientId: first.body.id });
  });
});

describe("GET /api/v1/patients and /{id}", () => {
  it("lists only the caller's active patients; GET one adds the confirmed history", async () => {
    const a = await t.createAccount();
    const other = await t.createAccount();
    const kid = (await t.post("/api/v1/patients", child, { token: a.apiKey })).body;
    const wife = (await t.post("/api/v1/patients", spouse, { token: a.apiKey })).body;
    await t.post("/api/v1/patients", child, { token: other.apiKey });
    const del = await t.delete(`/api/v1/patients/${wife.id}`, { token: a.apiKey });
    expect(del.status).toBe(200);

    const list = await t.get("/api/v1/patients", { token: a.apiKey });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([kid]);

    const at = new Date("2026-02-01T10:00:00.000Z");
    await t.db
      .insertInto("patient_allergies")
      .values({
        id: crypto.randomUUID(),
        patient_id: kid.id,
        substance: "penicillin",
        reaction: "hives",
        severity: "moderate",
        confirmed_by: "Dr. Jane Smith, MD",
        confirmed_at: at,
      })
      .execute();
    await t.db
      .insertInto("patient_medications")
      .values({
        id: crypto.randomUUID(),
        patient_id: kid.id,
        name: "cetirizine 5 mg",
        status: "active",
        confirmed_by: "Dr. Jane Smith, MD",
        confirmed_at: at,
      })
      .execute();
    const one = await t.get(`/api/v1/patients/${kid.id}`, { token: a.apiKey });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      ...kid,
      clinicalHistory: {
        allergies: [
          {
            substance: "penicillin",
            reaction: "hives",
            severity: "moderate",
            confirmedBy: "Dr. Jane Smith, MD",
            confirmedAt: at.toISOString(),
          },
        ],
        medications: [
          {
            name: "cetirizine 5 mg",
            status: "active",
            confirmedBy: "Dr. Jane Smith, MD",
            confirmedAt: at.toISOString(),
          },
        ],
      },
    });
    expect((await t.get(`/api/v1/patients/${wife.id}`, { token: a.apiKey })).status).toBe(404);
    expect((await t.get("/api/v1/patients/not-a-uuid", { token: a.apiKey })).status).toBe(404);
    expect((await t.get(`/api/v1/patients/${kid.id}`, { token: other.apiKey })).status).toBe(404);
  });
});

describe("PATCH /api/v1/patients/{id}", () => {
  it("changes demographics before verification, audited by field name only", async () => {
    const a = await t.createAccount();
    const p = (await t.post("/api/v1/patients", spouse, { token: a.apiKey })).body;
    const res = await t.patch(
      `/api/v1/patients/${p.id}`,
      { firstName: "Alexandra", zipCode: "10001", stateOfResidence: "ny", lastName: p.lastName },
      { token: a.apiKey },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: "Alexandra",
      zipCode: "10001",
      stateOfResidence: "NY",
      lastName: "Rivera",
    });
    const rows = await audit(p.id);
    expect(rows.map((r) => r.action)).toEqual(["patient.created", "patient.updated"]);
    expect(rows[1]?.detail).toEqual({ fields: ["firstName", "stateOfResidence", "zipCode"] });
  });

  it("validates each field with its code; relationship cannot change", async () => {
    const a = await t.createAccount();
    const p = (await t.post("/api/v1/patients", child, { token: a.apiKey })).body;
    for (const [body, code] of [
      [{ phoneNumber: "12" }, "invalid_phone"],
      [{ zipCode: "abcde" }, "invalid_zip"],
      [{ dateOfBirth: "2026-01-01" }, "patient_too_young"],
      [{ dateOfBirth: "2016-13-01" }, "invalid_date_of_birth"],
      [{ stateOfResidence: "ZZ" }, "invalid_state"],
      [{ sex: "x" }, "invalid_sex"],
      [{ firstName: "" }, "invalid_name"],
      [{ relationship: "spouse" }, "validation_failed"],
      [{ consentedToTelehealth: "yes" }, "validation_failed"],
    ] as const) {
      const res = await t.patch(`/api/v1/patients/${p.id}`, body, { token: a.apiKey });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(code);
    }
    expect((await t.get(`/api/v1/patients/${p.id}`, { token: a.apiKey })).body).toMatchObject({
      ...child,
      id: p.id,
    });
  });

  it("consent: true records consented_at once; false after true is 400 consent_cannot_be_revoked", async () => {
    const a = await t.createAccount();
    const p = (await t.post("/api/v1/patients", spouse, { token: a.apiKey })).body;
    const no = await t.patch(
      `/api/v1/patients/${p.id}`,
      { consentedToTelehealth: false },
      { token: a.apiKey },
    );
    expect(no.status).toBe(200);
    expect(no.body.consentedToTelehealth).toBe(false);
    const yes = await t.patch(
      `/api/v1/patients/${p.id}`,
      { consentedToTelehealth: true },
      { token: a.apiKey },
    );
    expect(yes.status).toBe(200);
    expect(yes.body.consentedToTelehealth).toBe(true);
    const row = await t.db
      .selectFrom("patients")
      .select("consented_at")
      .where("id", "=", p.id)
      .executeTakeFirstOrThrow();
    expect(row.consented_at?.toISOString()).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    await t.patch(`/api/v1/patients/${p.id}`, { consentedToTelehealth: true }, { token: a.apiKey });
    const again = await t.db
      .selectFrom("patients")
      .select("consented_at")
      .where("id", "=", p.id)
      .executeTakeFirstOrThrow();
    expect(again.consented_at?.toISOString()).toBe(row.consented_at?.toISOString());
    const revoke = await t.patch(
      `/api/v1/patients/${p.id}`,
      { consentedToTelehealth: false },
      { token: a.apiKey },
    );
    expect(revoke.status).toBe(400);
    expect(revoke.body.code).toBe("consent_cannot_be_revoked");
    expect((await audit(p.id)).map((r) => r.action)).toEqual([
      "patient.created",
      "patient.telehealth_consent_given",
    ]);
  });
});

describe("identity verification", () => {
  /** The signed-in person opens the link and sends a document with the verified test outcome. */
  async function verify(url: string, session: string) {
    const path = new URL(url).pathname;
    const cookie = `intake_session=${session}`;
    const page = await t.get(path, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Photo of your identity document");
    const form = new FormData();
    form.set("document", new Blob([PNG], { type: "image/png" }), "id.png");
    form.set("outcome", "verified");
    const done = await t.app.fetch(
      new Request(`http://api.test${path}`, { method: "POST", headers: { cookie }, body: form }),
    );
    expect(done.status).toBe(303);
    return path;
  }

  it("an adult family member: session, pending, verified, then locked except the phone", async () => {
    const a = await t.createAccount();
    const p = (await t.post("/api/v1/patients", spouse, { token: a.apiKey })).body;
    const session = await t.post(`/api/v1/patients/${p.id}/identity-session`, undefined, {
      token: a.apiKey,
    });
    expect(session.status).toBe(201);
    expect(session.body).toEqual({
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(/^http:\/\/api\.test\/identity\/verify\/[0-9a-f]{64}$/),
      expiresAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    const token = session.body.url.split("/").pop();
    const stored = await t.db
      .selectFrom("identity_sessions")
      .selectAll()
      .where("id", "=", session.body.sessionId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);
    expect(
      (await t.get(`/api/v1/patients/${p.id}`, { token: a.apiKey })).body.identityVerification,
    ).toMatchObject({ status: "pending", latestSession: { status: "pending" } });

    const path = await verify(session.body.url, a.session);
    const after = await t.get(`/api/v1/patients/${p.id}`, { token: a.apiKey });
    expect(after.body.identityVerification).toEqual({
      status: "verified",
      verifiedAt: t.clock.now().toISOString(),
      latestSession: {
        sessionId: session.body.sessionId,
        status: "verified",
        code: null,
        reason: null,
        updatedAt: t.clock.now().toISOString(),
      },
    });
    // A bare POST verifies nothing; the holder's second use of the link is refused.
    expect((await t.request("POST", path)).status).toBe(403);
    expect(
      (await t.request("POST", path, { headers: { cookie: `intake_session=${a.session}` } }))
        .status,
    ).toBe(400);

    const locked = await t.patch(
      `/api/v1/patients/${p.id}`,
      { firstName: "Other", zipCode: "10001", lastName: spouse.lastName },
      { token: a.apiKey },
    );
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({ code: "patient_locked", fields: ["firstName", "zipCode"] });
    expect(locked.body.error).toContain("firstName, zipCode");
    const phone = await t.patch(
      `/api/v1/patients/${p.id}`,
      { phoneNumber: "+14155550999", firstName: spouse.firstName },
      { token: a.apiKey },
    );
    expect(phone.status).toBe(200);
    expect(phone.body.phoneNumber).toBe("+14155550999");

    const again = await t.post(`/api/v1/patients/${p.id}/identity-session`, undefined, {
      token: a.apiKey,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("identity_already_verified");
    expect((await audit(p.id)).map((r) => r.action)).toContain("patient.identity_verified");
  });

  it("verifying the self patient verifies the user; minors inherit it and lock with it", async () => {
    const a = await t.createAccount();
    const self = (
      await t.post("/api/v1/patients", { ...spouse, relationship: "self" }, { token: a.apiKey })
    ).body;
    const kid = (await t.post("/api/v1/patients", child, { token: a.apiKey })).body;
    const minor = await t.post(`/api/v1/patients/${kid.id}/identity-session`, undefined, {
      token: a.apiKey,
    });
    expect(minor.status).toBe(400);
    expect(minor.body.code).toBe("identity_inherited");

    const session = await t.post(`/api/v1/patients/${self.id}/identity-session`, undefined, {
      token: a.session,
    });
    expect(session.status).toBe(201);
    await verify(session.body.url, a.session);
    const me = await t.get("/api/v1/users/me", { token: a.apiKey });
    expect(me.body.identityVerification).toEqual({
      status: "verified",
      verifiedAt: t.clock.now().toISOString(),
    });
    const list = await t.get("/api/v1/patients", { token: a.apiKey });
    for (const p of list.body)
      expect(p.identityVerification).toMatchObject({
        status: "inherits_owner",
        verifiedAt: t.clock.now().toISOString(),
      });
    const lockedKid = await t.patch(
      `/api/v1/patients/${kid.id}`,
      { lastName: "Other" },
      { token: a.apiKey },
    );
    expect(lockedKid.status).toBe(400);
    expect(lockedKid.body).toMatchObject({ code: "patient_locked", fields: ["lastName"] });
    const userAudit = await audit(a.id);
    expect(userAudit.map((r) => r.action)).toEqual(["user.identity_verified"]);
  });

  it("an expired or replaced link does not verify", async () => {
    const a = await t.createAccount();
    const p = (await t.post("/api/v1/patients", spouse, { token: a.apiKey })).body;
    const first = await t.post(`/api/v1/patients/${p.id}/identity-session`, undefined, {
      token: a.apiKey,
    });
    const second = await t.post(`/api/v1/patients/${p.id}/identity-session`, undefined, {
      token: a.apiKey,
    });
    const cookie = { cookie: `intake_session=${a.session}` };
    const replaced = await t.request("POST", new URL(first.body.url).pathname, { headers: cookie });
    expect(replaced.status).toBe(410);
    t.clock.advance(3_600_001);
    const expired = await t.request("POST", new URL(second.body.url).pathname, {
      headers: cookie,
    });
    expect(expired.status).toBe(410);
    expect(
      (await t.get(`/api/v1/patients/${p.id}`, { token: a.apiKey })).body.identityVerification,
    ).toMatchObject({ status: "unverified" });
    expect((await t.get(`/identity/verify/${"0".repeat(64)}`)).status).toBe(404);
  });
});

describe("DELETE /api/v1/patients/{id}", () => {
  it("archives a family member (kept in the database, audited); the self patient cannot be deleted", async () => {
    const a = await t.createAccount();
    const self = (
      await t.post("/api/v1/patients", { ...spouse, relationship: "self" }, { token: a.apiKey })
    ).body;
    const kid = (await t.post("/api/v1/patients", child, { token: a.apiKey })).body;
    const res = await t.delete(`/api/v1/patients/${kid.id}`, { token: a.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: kid.id,
      archived: true,
      archivedAt: t.clock.now().toISOString(),
    });
    const row = await t.db
      .selectFrom("patients")
      .select("archived_at")
      .where("id", "=", kid.id)
      .executeTakeFirstOrThrow();
    expect(row.archived_at?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await t.delete(`/api/v1/patients/${kid.id}`, { token: a.apiKey })).status).toBe(404);
    expect((await audit(kid.id)).map((r) => r.action)).toEqual([
      "patient.created",
      "patient.archived",
    ]);

    const selfDelete = await t.delete(`/api/v1/patients/${self.id}`, { token: a.apiKey });
    expect(selfDelete.status).toBe(400);
    expect(selfDelete.body.code).toBe("cannot_delete_self_patient");
    expect(selfDelete.body.error).toContain("cancel the subscription");
  });
});

describe("timestamps", () => {
  it("createdAt is ISO 8601 UTC with milliseconds", async () => {
    const a = await t.createAccount();
    const res = await t.post("/api/v1/patients", child, { token: a.apiKey });
    expect(res.body.createdAt).toMatch(ISO);
  });
});
