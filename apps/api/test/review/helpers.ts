import { newId, upsertClinician } from "@intake/core";
import { COMPLETE, letter, query, seedReadyPatient } from "../encounters/seed";
import type { TestApp } from "../harness";

export interface PaidEncounter {
  encounterId: string;
  encounterToken: string;
  sessionToken: string;
  owner: { id: string; email: string; apiKey: string; session: string };
  patientId: string;
}

/**
 * An anonymous agent's letter, then the state a completed checkout leaves behind
 * (`submitPaidCheckout` in core's payments/checkout.ts, without the payment): the encounter
 * claimed by an account, bound to a patient, `submitted` with `submitted_at` and an active
 * submission of the latest turn.
 */
export async function seedPaidEncounter(
  t: TestApp,
  options: { stateOfResidence?: string } = {},
): Promise<PaidEncounter> {
  const res = await query(t, { query: letter(COMPLETE) });
  if (res.status !== 200) throw new Error(`query failed: ${res.status} ${res.text}`);
  const owner = await t.createAccount();
  const patientId = await seedReadyPatient(t, owner.id, {
    stateOfResidence: options.stateOfResidence ?? "CA",
  });
  await markPaid(t, res.body.encounter_id, owner.id, patientId);
  return {
    encounterId: res.body.encounter_id,
    encounterToken: res.body.encounter_token,
    sessionToken: res.body.session_token,
    owner,
    patientId,
  };
}

/**
 * What completed checkout writes: owner, patient, `submitted`, the active submission. A copy of
 * the production writes (no payment, no receipt, no audit row): core exports no submission verb
 * yet; once the encounter lifecycle's `submitForReview` is the only submission insert (issue 29,
 * arch-core), call it here.
 */
export async function markPaid(
  t: TestApp,
  encounterId: string,
  userId: string,
  patientId: string,
): Promise<void> {
  const now = t.clock.now();
  const turn = await t.db
    .selectFrom("turns")
    .select(["id", "query_text"])
    .where("encounter_id", "=", encounterId)
    .orderBy("version", "desc")
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable("encounters")
    .set({
      state: "submitted",
      user_id: userId,
      patient_id: patientId,
      claimed_at: now,
      submitted_at: now,
      updated_at: now,
    })
    .where("id", "=", encounterId)
    .execute();
  await t.db
    .insertInto("submissions")
    .values({
      id: newId(),
      encounter_id: encounterId,
      user_id: userId,
      patient_id: patientId,
      turn_id: turn.id,
      query_snapshot: turn.query_text,
      status: "active",
      replaced_by_id: null,
      canceled_at: null,
      created_at: now,
    })
    .execute();
}

/** A clinician message written directly (for chat tests that do not exercise the console). */
export async function seedClinicianMessage(
  t: TestApp,
  encounterId: string,
  clinicianUserId: string,
  message = "How long have you had the symptoms?",
): Promise<string> {
  const id = newId();
  await t.db
    .insertInto("chat_events")
    .values({
      id,
      encounter_id: encounterId,
      author_user_id: clinicianUserId,
      author_role: "clinician",
      type: "chat",
      message,
      source: "web",
      created_at: t.clock.now(),
    })
    .execute();
  return id;
}

export const eventsPath = (encounterId: string) => `/api/v1/agent/encounters/${encounterId}/events`;

export interface TestClinician {
  id: string;
  email: string;
  session: string;
}

/** A clinician (through the same upsert the CLI uses) with a session token. */
export async function createClinician(
  t: TestApp,
  states: string[] = ["CA"],
  email = `dr-${newId().slice(0, 8)}@example.com`,
): Promise<TestClinician> {
  const c = await upsertClinician(t.services, {
    email,
    firstName: "Rita",
    lastName: "Okafor",
    credentials: "MD",
    states,
  });
  return { id: c.userId, email: c.email, session: await t.services.sessions.issue(c.userId) };
}

export const reviewPath = (encounterId: string, action = "") =>
  `/api/v1/clinician/encounters/${encounterId}${action ? `/${action}` : ""}`;

/** The e-mails queued in the outbox for an encounter, by kind (content stays sealed). */
export async function noticesOf(t: TestApp, encounterId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom("outbox")
    .select(["payload", "id"])
    .where("topic", "=", "email.send")
    .orderBy("id")
    .execute();
  return rows
    .map((r) => r.payload as { kind?: string; encounter_id?: string })
    .filter((p) => p.encounter_id === encounterId)
    .map((p) => p.kind ?? "");
}
