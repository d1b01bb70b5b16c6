import { type CardInput, completeCheckout, TEST_CARDS } from "@intake/core/billing";
import { COMPLETE, letter, verifyUser } from "../encounters/seed";
import type { TestApp } from "../harness";

export const CARD_OK: CardInput = {
  number: TEST_CARDS.ok,
  exp_month: 12,
  exp_year: 2099,
  cvc: "123",
};
export const CARD_DECLINED: CardInput = { ...CARD_OK, number: TEST_CARDS.declined };
export const CARD_DECLINES_LATER: CardInput = { ...CARD_OK, number: TEST_CARDS.declinesLater };

export const PERSON = {
  firstName: "Alex",
  lastName: "Rivera",
  dateOfBirth: "1990-04-17",
  sex: "female",
  stateOfResidence: "CA",
  zipCode: "94110",
  phoneNumber: "+14155550123",
};

/** An anonymous agent's complete letter: encounter id and token from its checkout_url. */
export async function anonymousReadyLetter(t: TestApp, id = COMPLETE) {
  const res = await t.post("/api/v1/agent/query", { query: letter(id) });
  if (res.status !== 200 || !res.body.checkout_url)
    throw new Error(`letter not ready: ${res.text}`);
  const url = new URL(res.body.checkout_url);
  return {
    encounterId: res.body.encounter_id as string,
    token: url.searchParams.get("token") as string,
    checkoutUrl: res.body.checkout_url as string,
    sessionToken: res.body.session_token as string,
  };
}

/** A ready self patient (created, consented, owner verified) through the API. */
export async function readySelfPatient(
  t: TestApp,
  account: { id: string; apiKey: string },
  person: typeof PERSON = PERSON,
) {
  const created = await t.post(
    "/api/v1/patients",
    { relationship: "self", ...person },
    { token: account.apiKey },
  );
  if (created.status !== 201) throw new Error(created.text);
  await t.patch(
    `/api/v1/patients/${created.body.id}`,
    { consentedToTelehealth: true },
    { token: account.apiKey },
  );
  await verifyUser(t, account.id);
  return created.body.id as string;
}

/**
 * An account that paid a checkout (the real checkout verb, embedded processor): an active
 * subscription on the base plan and one submitted encounter.
 */
export async function subscribedAccount(
  t: TestApp,
  card: CardInput = CARD_OK,
  person: typeof PERSON = PERSON,
) {
  const account = await t.createAccount();
  const patientId = await readySelfPatient(t, account, person);
  const letterRes = await anonymousReadyLetter(t);
  const receipt = await completeCheckout({
    ctx: {
      ...t.services,
      caller: { kind: "session", userId: account.id },
      requestId: "test",
      clientAddress: "127.0.0.1",
    },
    input: { encounterId: letterRes.encounterId, token: letterRes.token, patientId, card },
  });
  return { ...account, patientId, encounterId: letterRes.encounterId, receipt };
}

/** A prescription row for a patient (the review flow that writes them belongs to issue 10). */
export async function seedPrescription(
  t: TestApp,
  encounterId: string,
  patientId: string,
  at: Date,
) {
  await t.db
    .insertInto("prescriptions")
    .values({
      id: crypto.randomUUID(),
      encounter_id: encounterId,
      patient_id: patientId,
      clinician_id: null,
      medication: "cetirizine 10 mg",
      quantity: "30 tablets",
      refills: 0,
      instructions: "once daily",
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** The issuer starts declining every card of the account (the embedded processor's state). */
export async function declineCardsOf(t: TestApp, userId: string) {
  const customer = await t.db
    .selectFrom("payment_customers")
    .select("processor_customer_id")
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable("embedded_cards")
    .set({ declines_charges: true })
    .where("customer_id", "=", customer.processor_customer_id)
    .execute();
}
