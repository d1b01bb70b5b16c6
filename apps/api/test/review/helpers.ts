import { upsertClinician } from "@intake/core/accounts";
import { completeCheckout } from "@intake/core/billing";
import { newId, requestContext } from "@intake/core/kernel";
import { COMPLETE, letter, query, seedReadyPatient } from "../encounters/seed";
import type { TestApp } from "../harness";
import { CARD_OK } from "../payments/subscribe";

export interface PaidEncounter {
  encounterId: string;
  encounterToken: string;
  sessionToken: string;
  owner: { id: string; email: string; apiKey: string; session: string };
  patientId: string;
}

/**
 * An anonymous agent's letter, paid by a new account through checkout (`markPaid`): the
 * encounter claimed by that account, bound to a ready patient, `submitted` with `submitted_at`
 * and an active submission of the latest turn.
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
  await markPaid(t, res.body.encounter_id, owner.id, patientId, res.body.encounter_token);
  return {
    encounterId: res.body.encounter_id,
    encounterToken: res.body.encounter_token,
    sessionToken: res.body.session_token,
    owner,
    patientId,
  };
}

/**
 * Completed checkout, through the real path: `completeCheckout` as the checkout page calls it,
 * with the owner's session and the embedded processor's test card (the owner subscribes, or is
 * covered by the plan already held). The encounter is claimed, bound to the patient, `submitted`
 * with its submission, audit rows and receipt e-mail, exactly as production writes them.
 */
export async function markPaid(
  t: TestApp,
  encounterId: string,
  userId: string,
  patientId: string,
  token: string,
): Promise<void> {
  await completeCheckout({
    ctx: requestContext(t.services, {
      caller: { kind: "session", userId },
      requestId: "test",
      clientAddress: "127.0.0.1",
    }),
    input: { encounterId, token, patientId, card: CARD_OK },
  });
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
