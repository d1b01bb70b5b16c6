import { hmacHex, sha256Hex } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { anonymousReadyLetter, PERSON } from "../payments/subscribe";
import { createDeveloper, createRequest } from "../prescribing/helpers";

/**
 * The person's name, date of birth and sex are one kit component (`PersonFields`): checkout's
 * person step, the consent page and the account's add-a-person page show the same labels,
 * limits, autocomplete tokens and sex choices.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>, session?: string) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    ...(session ? { cookie: `intake_session=${session}` } : {}),
  },
});
const csrfOf = (session: string) => hmacHex(t.config.APP_SECRET, `csrf:${sha256Hex(session)}`);
const getPage = async (path: string, session?: string) => {
  const res = await t.request(
    "GET",
    path,
    session ? { headers: { cookie: `intake_session=${session}` } } : {},
  );
  expect(res.status, path).toBe(200);
  return res.text;
};

const FIELDS = ["firstName", "lastName", "dateOfBirth", "sex"] as const;

/** Each field's label, hint and control markup (a select with its options). */
function personFields(html: string) {
  return Object.fromEntries(
    FIELDS.map((name) => {
      const field = new RegExp(
        `<div class="field"><label for="${name}">[\\s\\S]*?(?:</select>|/>)`,
      ).exec(html)?.[0];
      return [name, field];
    }),
  );
}

describe("PersonFields: one set of person fields on every form", () => {
  it("checkout, consent and the account's add page render the same name, date of birth and sex fields", async () => {
    // Checkout's person step (signed in, no one on the account yet).
    const buyer = await t.createAccount();
    const l = await anonymousReadyLetter(t);
    const checkout = personFields(
      await getPage(`/checkout/${l.encounterId}?token=${l.token}`, buyer.session),
    );

    // The consent page's form, once the e-mail code is confirmed.
    const dev = await createDeveloper(t);
    const email = "consent.fields@example.com";
    const r = await createRequest(t, dev.testKey, { patient_email: email });
    const id = r.encounter_id as string;
    const token = new URL(r.consent_url).searchParams.get("token") as string;
    await t.request("POST", `/consent/${id}/code`, form({ token }));
    const code = await t.mailedCode(email);
    expect((await t.request("POST", `/consent/${id}/verify`, form({ token, code }))).status).toBe(
      303,
    );
    const consent = personFields(await getPage(`/consent/${id}?token=${token}`));

    // The account's add-a-person page.
    const holder = await t.createAccount();
    const account = personFields(await getPage("/account/people/new", holder.session));

    for (const name of FIELDS) {
      expect(checkout[name], `checkout ${name}`).toBeDefined();
      expect(consent[name], `consent ${name}`).toBe(checkout[name]);
      expect(account[name], `account ${name}`).toBe(checkout[name]);
    }
    expect(checkout.firstName).toContain('<label for="firstName">Legal first name</label>');
    expect(checkout.firstName).toContain('maxlength="100"');
    expect(checkout.lastName).toContain('maxlength="100"');
    expect(checkout.dateOfBirth).toContain('type="date"');
    expect(
      [...(checkout.sex as string).matchAll(/<option value="([a-z]*)"/g)].map((m) => m[1]),
    ).toEqual(["", "male", "female", "intersex"]);
  });

  it("the account's add page keeps what was typed after a refusal, the error next to its field, nothing saved", async () => {
    const holder = await t.createAccount();
    const typed = {
      relationship: "spouse",
      ...PERSON,
      firstName: "Robin",
      phoneNumber: "12",
    };
    const res = await t.request(
      "POST",
      "/account/people",
      form({ csrf: csrfOf(holder.session), ...typed }, holder.session),
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain(
      '<p class="field-error" id="phoneNumber-error">Enter a US mobile number, for example 415 555 0123.</p>',
    );
    expect(res.text).toMatch(/id="firstName"[^>]*value="Robin"/);
    expect(res.text).toMatch(/<option value="spouse" selected="">/);
    expect(res.text).not.toMatch(/phoneNumber must|E\.164/);
    const saved = await t.db
      .selectFrom("patients")
      .select("id")
      .where("owner_id", "=", holder.id)
      .where("first_name", "=", "Robin")
      .execute();
    expect(saved).toEqual([]);

    // A state the service does not serve: caught before saving, in plain words.
    const unserved = await t.request(
      "POST",
      "/account/people",
      form(
        {
          csrf: csrfOf(holder.session),
          ...typed,
          phoneNumber: "415 555 0123",
          stateOfResidence: "OTHER",
        },
        holder.session,
      ),
    );
    expect(unserved.status).toBe(400);
    expect(unserved.text).toContain(
      'id="stateOfResidence-error">We can only treat people who live in',
    );
  });
});
