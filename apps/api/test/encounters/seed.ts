import { readFileSync } from "node:fs";
import type { EncounterState } from "@intake/core/encounters";
import { newId, randomHex, sha256Hex } from "@intake/core/kernel";
import type { Relationship } from "@intake/db";
import type { TestApp } from "../harness";

interface Fixture {
  id: string;
  letter: string;
  expected: { status: number; final_decision_ready?: boolean };
}

const fixtures: Fixture[] = JSON.parse(
  readFileSync(
    new URL("../../../../packages/evaluator/test/fixtures/letters.json", import.meta.url),
    "utf8",
  ),
);

/** A spouse the account holder adds (POST /api/v1/patients body), in a served state. */
export const SPOUSE = {
  relationship: "spouse",
  firstName: "Alex",
  lastName: "Rivera",
  dateOfBirth: "1988-05-20",
  sex: "female",
  stateOfResidence: "CA",
  zipCode: "94110",
  phoneNumber: "+14155550123",
};

/** A labelled sample letter (a copy of shared/fixtures/letters/letters.json kept in the evaluator package). */
export function letter(id: string): string {
  const found = fixtures.find((f) => f.id === id);
  if (!found) throw new Error(`no fixture letter ${id}`);
  return found.letter;
}

export const COMPLETE = "dev-001-hay-fever-complete";
export const COMPLETE_2 = "dev-003-gerd-complete";
export const INCOMPLETE = "dev-013-eczema-no-allergies-section";
export const TOO_SHORT = "dev-039-400-too-short-after-trim";
export const NOT_MEDICAL = "dev-040-400-recipe-not-medical";
export const WITH_PII = "dev-037-pii-name-email-phone";

export interface PatientSeed {
  relationship?: Relationship;
  dateOfBirth?: string;
  stateOfResidence?: string;
  consented?: boolean;
  identityStatus?: string;
  archived?: boolean;
}

/** A patient row written directly (the patients API belongs to another part of the service). */
export async function seedPatient(
  t: TestApp,
  ownerId: string,
  p: PatientSeed = {},
): Promise<string> {
  const id = newId();
  const now = t.clock.now();
  await t.db
    .insertInto("patients")
    .values({
      id,
      owner_id: ownerId,
      relationship: p.relationship ?? "spouse",
      first_name: "Test",
      last_name: "Patient",
      date_of_birth: p.dateOfBirth ?? "1990-05-01",
      sex: "female",
      state_of_residence: p.stateOfResidence ?? "CA",
      zip_code: "94110",
      phone_number: "+14155550100",
      consented_to_telehealth: p.consented ?? false,
      consented_at: p.consented ? now : null,
      identity_status: p.identityStatus ?? "unverified",
      identity_verified_at: p.identityStatus === "verified" ? now : null,
      archived_at: p.archived ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A ready patient: consented, verified, served state. */
export const seedReadyPatient = (t: TestApp, ownerId: string, p: PatientSeed = {}) =>
  seedPatient(t, ownerId, { consented: true, identityStatus: "verified", ...p });

export async function seedSubscription(
  t: TestApp,
  userId: string,
  status = "active",
): Promise<string> {
  const now = t.clock.now();
  const id = newId();
  await t.db
    .insertInto("subscriptions")
    .values({
      id,
      user_id: userId,
      processor_subscription_id: `sub_${newId().slice(0, 8)}`,
      plan: "base",
      status,
      amount: 4900,
      currency: "usd",
      current_period_start: new Date(now.getTime() - 24 * 3600_000),
      current_period_end: new Date(now.getTime() + 29 * 24 * 3600_000),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A seat of the subscription held by a family member (they need one to auto-submit). */
export async function seedSeat(t: TestApp, subscriptionId: string, patientId: string) {
  await t.db
    .insertInto("subscription_seats")
    .values({
      id: newId(),
      subscription_id: subscriptionId,
      patient_id: patientId,
      created_at: t.clock.now(),
    })
    .execute();
}

export async function verifyUser(t: TestApp, userId: string): Promise<void> {
  await t.db
    .updateTable("users")
    .set({ identity_status: "verified", identity_verified_at: t.clock.now() })
    .where("id", "=", userId)
    .execute();
}

/** An account that can auto-submit: active subscription and a ready patient. */
export async function seedSubscriber(t: TestApp) {
  const account = await t.createAccount();
  const subscriptionId = await seedSubscription(t, account.id);
  const patientId = await seedReadyPatient(t, account.id);
  await seedSeat(t, subscriptionId, patientId);
  return { ...account, patientId, subscriptionId };
}

export async function setState(t: TestApp, encounterId: string, state: string): Promise<void> {
  await t.db
    .updateTable("encounters")
    .set({ state: state as never })
    .where("id", "=", encounterId)
    .execute();
}

export const query = (
  t: TestApp,
  body: Record<string, unknown>,
  token?: string,
  headers?: Record<string, string>,
) => t.post("/api/v1/agent/query", body, { token, headers });

/** The stored state of an encounter. */
export async function stateOf(t: TestApp, encounterId: string): Promise<string> {
  const row = await t.db
    .selectFrom("encounters")
    .select("state")
    .where("id", "=", encounterId)
    .executeTakeFirstOrThrow();
  return row.state;
}

/**
 * An encounter row as the lifecycle leaves it in `state`, for a person of an account (no turn, no
 * submission): for tests of what happens from that state on.
 */
export async function seedEncounterRow(
  t: TestApp,
  row: { userId: string; patientId: string; state: EncounterState },
): Promise<string> {
  const id = newId();
  const now = t.clock.now();
  await t.db
    .insertInto("encounters")
    .values({
      id,
      user_id: row.userId,
      patient_id: row.patientId,
      state: row.state,
      session_token_hash: sha256Hex(randomHex(32)),
      encounter_token_hash: sha256Hex(randomHex(32)),
      expires_at: new Date(now.getTime() + 86_400_000),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
