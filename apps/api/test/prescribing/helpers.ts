import { COMPLETE, letter } from "../encounters/seed";
import type { TestApp } from "../harness";

export interface Developer {
  id: string;
  email: string;
  session: string;
  apiKey: string;
  testKey: string;
  liveKey: string;
}

/** A signed-in developer with a test and a live key, created through the keys endpoint. */
export async function createDeveloper(t: TestApp): Promise<Developer> {
  const account = await t.createAccount();
  await addCard(t, account.session);
  const make = async (environment: "test" | "live") => {
    const res = await t.post(
      "/api/v1/developers/me/keys",
      { label: `${environment} key`, environment },
      { token: account.session },
    );
    if (res.status !== 201) throw new Error(`key creation failed: ${res.text}`);
    return res.body.key as string;
  };
  return {
    ...account,
    testKey: await make("test"),
    liveKey: await make("live"),
  };
}

/** Puts a card on file (needed for live keys): the embedded processor's test card. */
export async function addCard(t: TestApp, token: string, number = "4242424242424242") {
  const res = await t.post(
    "/api/v1/developers/me/payment-method",
    { number, exp_month: 12, exp_year: 2099, cvc: "123" },
    { token },
  );
  if (res.status !== 201) throw new Error(`card failed: ${res.status} ${res.text}`);
  return res.body;
}

export const patientFields = {
  patient_email: "patient@example.com",
  patient_phone: "+14155550123",
  patient_state: "CA",
  patient_zip: "94110",
};

/** A ready request (complete letter) for a developer key. */
export async function createRequest(t: TestApp, key: string, extra: Record<string, unknown> = {}) {
  const res = await t.post(
    "/api/v1/prescribing/query",
    { query: letter(COMPLETE), ...patientFields, ...extra },
    { token: key },
  );
  if (res.status !== 200) throw new Error(`query failed: ${res.status} ${res.text}`);
  return res.body;
}

export async function advance(t: TestApp, key: string, id: string, body: Record<string, unknown>) {
  return t.post(`/api/v1/prescribing/sandbox/encounters/${id}/advance`, body, { token: key });
}

/** The outcome events written to the outbox for an encounter, oldest first. */
export async function outcomeEvents(t: TestApp, encounterId: string) {
  const rows = await t.db
    .selectFrom("outbox")
    .select(["topic", "payload"])
    .where("topic", "=", "webhook.event")
    .orderBy("id")
    .execute();
  return rows
    .map((r) => r.payload as any)
    .filter((p) => p.envelope.data.encounter_id === encounterId);
}
