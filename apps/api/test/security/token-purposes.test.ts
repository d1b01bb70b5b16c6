import { hmacHex } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, type TestApp, type TestResponse } from "../harness";
import { PERSON, subscribedAccount } from "../payments/subscribe";
import { createDeveloper, createRequest, type Developer } from "../prescribing/helpers";

/**
 * Every token does one job (issue 22): a token is accepted only for the purpose it was issued
 * for. The consent link's token opens the consent page and nothing else (not the chat, not a
 * checkout); the consent page's e-mail code confirms that consent and is no sign-in code. The
 * matrix tries every token kind on every token-taking route.
 */
let t: TestApp;
let dev: Developer;
beforeAll(async () => {
  t = await createTestApp();
  dev = await createDeveloper(t);
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

const consentTokenOf = (url: string) => new URL(url).searchParams.get("token") as string;

/** The newest e-mail to an address whose subject matches (the manual clock stands still). */
const latestMail = (to: string, subject?: RegExp) => t.latestMail(to, subject);

describe("the consent link's token opens the consent page only", () => {
  it("outcome_only: the consent token cannot read or write the chat (API and page); details stay refused", async () => {
    const request = await createRequest(t, dev.testKey, { data_visibility: "outcome_only" });
    const id = request.encounter_id as string;
    const token = consentTokenOf(request.consent_url);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.get(`/consent/${id}?token=${token}`)).status).toBe(200);

    const read = await t.get(`/api/v1/agent/encounters/${id}/events`, { token });
    expect(read.status).toBe(401);
    expect(read.body.code).toBe("invalid_credential");
    const write = await t.post(
      `/api/v1/agent/encounters/${id}/events`,
      { message: "Written with the consent token" },
      { token },
    );
    expect(write.status).toBe(401);
    expect(write.body.code).toBe("invalid_credential");
    const markRead = await t.post(`/api/v1/agent/encounters/${id}/events/read`, {}, { token });
    expect(markRead.status).toBe(401);

    const chatPage = await t.get(`/c/${id}?token=${token}`);
    expect(chatPage.status).toBe(401);
    expect(chatPage.text).toContain("Sign in to read your messages");
    expect(chatPage.text).not.toContain('name="message"');
    const chatPost = await t.request(
      "POST",
      `/c/${id}`,
      form({ token, message: "Written with the consent token" }),
    );
    expect(chatPost.status).toBe(401);
    const stored = await t.db
      .selectFrom("chat_events")
      .select("id")
      .where("encounter_id", "=", id)
      .execute();
    expect(stored).toEqual([]);

    // The developer's own view is the polling projection; details stay refused.
    const details = await t.get(`/api/v1/prescribing/encounters/${id}/details`, {
      token: dev.testKey,
    });
    expect(details.status).toBe(403);
    expect(details.body.code).toBe("data_visibility_not_enabled");
  });

  it("the consent token is no checkout token: /checkout/<id>?token= is 404 and nothing can be paid", async () => {
    const request = await createRequest(t, dev.testKey);
    const id = request.encounter_id as string;
    const token = consentTokenOf(request.consent_url);
    const checkout = await t.get(`/checkout/${id}?token=${token}`);
    expect(checkout.status).toBe(404);
    expect(checkout.text).toContain("This checkout link does not work");

    const payer = await t.createAccount();
    const pay = await t.request(
      "POST",
      `/checkout/${id}/pay`,
      form({ token, patient_id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect([303, 404]).toContain(pay.status);
    expect(pay.headers.get("location") ?? "").not.toContain("receipt");
    const row = await t.db
      .selectFrom("prescribing_requests")
      .select("status")
      .where("encounter_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("awaiting_consent");
    expect(payer.id).toBeTruthy();
  });

  it("a resubmitted request rotates the consent token: the old link is 404, the new one opens", async () => {
    const first = await createRequest(t, dev.testKey);
    const again = await createRequest(t, dev.testKey, { session_token: first.session_token });
    expect(again.encounter_id).toBe(first.encounter_id);
    const id = first.encounter_id as string;
    expect((await t.get(`/consent/${id}?token=${consentTokenOf(first.consent_url)}`)).status).toBe(
      404,
    );
    expect((await t.get(`/consent/${id}?token=${consentTokenOf(again.consent_url)}`)).status).toBe(
      200,
    );
  });
});

describe("the consent page's e-mail code confirms that consent only", () => {
  it("its e-mail names the app and what it asks, says it is no sign-in, and the code is refused at /signin/verify", async () => {
    const email = "victim@example.com";
    await t.db
      .insertInto("developer_settings")
      .values({ developer_id: dev.id, app_name: "Acme Health", updated_at: t.clock.now() })
      .onConflict((oc) => oc.column("developer_id").doUpdateSet({ app_name: "Acme Health" }))
      .execute();
    const request = await createRequest(t, dev.testKey, {
      patient_email: email,
      data_visibility: "full",
    });
    const id = request.encounter_id as string;
    const token = consentTokenOf(request.consent_url);
    const sent = await t.request("POST", `/consent/${id}/code`, form({ token }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/consent/${id}?token=${token}&sent=1`);
    const mail = await latestMail(email);
    expect(mail.subject).not.toMatch(/sign-in/i);
    expect(mail.body_text).not.toMatch(/sign-in code/i);
    expect(mail.subject).toContain("Acme Health");
    expect(mail.body_text).toContain("Acme Health asks for your consent");
    expect(mail.body_text).toContain("telehealth");
    expect(mail.body_text).toContain("does not sign you in");
    const code = await t.mailedCode(email);

    // At the sign-in form the consent code is no code at all: no cookie, no session.
    const signin = await t.request("POST", "/signin/verify", form({ email, code }));
    expect(signin.status).toBe(400);
    expect(signin.text).toContain("That code is not valid");
    expect(signin.headers.getSetCookie().join(";")).not.toContain("intake_session=");
    const sessions = await t.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select("sessions.id")
      .where("users.email", "=", email)
      .execute();
    expect(sessions).toEqual([]);

    // It still confirms the consent's e-mail (the failed sign-in try did not burn it).
    const confirmed = await t.request("POST", `/consent/${id}/verify`, form({ token, code }));
    expect(confirmed.status).toBeLessThan(400);
    const row = await t.db
      .selectFrom("prescribing_requests")
      .select("email_verified_at")
      .where("encounter_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
    expect(
      await t.db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select("sessions.id")
        .where("users.email", "=", email)
        .execute(),
    ).toEqual([]);

    // After consent the patient reaches the chat by signing in, not through the consent link.
    const accepted = await t.request(
      "POST",
      `/consent/${id}/accept`,
      form({
        token,
        telehealth: "yes",
        dataSharing: "yes",
        firstName: "Ada",
        lastName: "Lovelace",
        dateOfBirth: "1985-12-10",
        sex: "female",
      }),
    );
    expect(accepted.status).toBe(303);
    const after = await t.get(accepted.headers.get("location") as string);
    expect(after.text).toContain('id="chat-signin"');
    expect(after.text).toContain(`href="/c/${id}"`);
    expect((await t.get(`/c/${id}?token=${token}`)).status).toBe(401);
    await t.request("POST", "/signin", form({ email }));
    const signinCode = await t.mailedCode(email, /sign-in/);
    const signedIn = await t.request("POST", "/signin/verify", form({ email, code: signinCode }));
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("intake_session="));
    const chat = await t.get(`/c/${id}`, { headers: { cookie: cookie?.split(";")[0] as string } });
    expect(chat.status).toBe(200);
    expect(chat.text).toContain("Your conversation");
  });

  it("a sign-in code does not confirm a consent, and one consent's code does not confirm another", async () => {
    const email = "both@example.com";
    const a = await createRequest(t, dev.testKey, { patient_email: email });
    const b = await createRequest(t, dev.testKey, { patient_email: email });
    const tokenA = consentTokenOf(a.consent_url);
    const tokenB = consentTokenOf(b.consent_url);

    await t.request("POST", "/signin", form({ email }));
    const signinCode = await t.mailedCode(email, /sign-in/);
    const viaSignin = await t.request(
      "POST",
      `/consent/${a.encounter_id}/verify`,
      form({ token: tokenA, code: signinCode }),
    );
    expect(viaSignin.status).toBe(400);

    await t.request("POST", `/consent/${b.encounter_id}/code`, form({ token: tokenB }));
    const codeB = await t.mailedCode(email, /Confirm/);
    const crossed = await t.request(
      "POST",
      `/consent/${a.encounter_id}/verify`,
      form({ token: tokenA, code: codeB }),
    );
    expect(crossed.status).toBe(400);

    // Each code still works for its own purpose.
    expect(
      (
        await t.request(
          "POST",
          `/consent/${b.encounter_id}/verify`,
          form({ token: tokenB, code: codeB }),
        )
      ).status,
    ).toBeLessThan(400);
    const signedIn = await t.request("POST", "/signin/verify", form({ email, code: signinCode }));
    expect(signedIn.status).toBe(303);
  });
});

describe("consent codes and sign-in codes are limited apart", () => {
  it("consent codes asked for a person's address do not use up that person's sign-in codes", async () => {
    const small = await createTestApp({ SIGNIN_CODES_PER_EMAIL_PER_HOUR: "2" });
    try {
      const developer = await createDeveloper(small);
      const email = "limited@example.com";
      const request = await createRequest(small, developer.testKey, { patient_email: email });
      const path = `/consent/${request.encounter_id}/code`;
      const token = consentTokenOf(request.consent_url);
      expect((await small.request("POST", path, form({ token }))).status).toBe(303);
      expect((await small.request("POST", path, form({ token }))).status).toBe(303);
      const third = await small.request("POST", path, form({ token }));
      expect(third.status).toBe(429);
      expect(third.text).toContain("Too many confirmation codes were requested for this address");
      // the sign-in code is still granted: the form redirects to the code page (not a 429)
      const signin = await small.request("POST", "/signin", form({ email }));
      expect(signin.status).toBe(303);
      expect(signin.headers.get("location")).toBe("/signin/code");
    } finally {
      await small.close();
    }
  });
});

// --- the matrix ---------------------------------------------------------------------------------

type Ids = {
  agent: string;
  request: string;
  invoice: string;
  invoiceExp: string;
  /** The session of the account that started the identity session (the link is bound to it). */
  identityOwnerSession: string;
};
type Route = {
  name: string;
  /** Whether the route accepted `token` (with the encounter id `id`, where it takes one). */
  accepts: (token: string, id: string, ids: Ids) => Promise<boolean>;
  /** Routes that name an encounter are tried on the agent's and on the prescribing encounter. */
  perEncounter: boolean;
};

const apiAccepts = (res: TestResponse) => ![401, 403, 404].includes(res.status);
const pageAccepts = (res: TestResponse) => ![401, 403, 404, 410].includes(res.status);

const ROUTES: Route[] = [
  {
    name: "GET /api/v1/agent/encounters/{id}/events",
    perEncounter: true,
    accepts: async (token, id) =>
      apiAccepts(await t.get(`/api/v1/agent/encounters/${id}/events`, { token })),
  },
  {
    name: "POST /api/v1/agent/encounters/{id}/events",
    perEncounter: true,
    accepts: async (token, id) =>
      apiAccepts(
        await t.post(`/api/v1/agent/encounters/${id}/events`, { message: "matrix" }, { token }),
      ),
  },
  {
    name: "GET /c/{id}?token=",
    perEncounter: true,
    accepts: async (token, id) =>
      pageAccepts(await t.get(`/c/${id}?token=${encodeURIComponent(token)}`)),
  },
  {
    name: "POST /c/{id} (form token)",
    perEncounter: true,
    accepts: async (token, id) =>
      pageAccepts(await t.request("POST", `/c/${id}`, form({ token, message: "matrix" }))),
  },
  {
    name: "GET /checkout/{id}?token=",
    perEncounter: true,
    accepts: async (token, id) =>
      pageAccepts(await t.get(`/checkout/${id}?token=${encodeURIComponent(token)}`)),
  },
  {
    name: "GET /consent/{id}?token=",
    perEncounter: true,
    accepts: async (token, id) =>
      pageAccepts(await t.get(`/consent/${id}?token=${encodeURIComponent(token)}`)),
  },
  {
    name: "GET /schedule/{id}?token=",
    perEncounter: true,
    accepts: async (token, id) =>
      pageAccepts(await t.get(`/schedule/${id}?token=${encodeURIComponent(token)}`)),
  },
  {
    name: "GET /visit/{id}?token=",
    perEncounter: true,
    accepts: async (token, id) =>
      pageAccepts(await t.get(`/visit/${id}?token=${encodeURIComponent(token)}`)),
  },
  {
    // Opened as the signed-in person who started it: a bare link opens nothing for anyone
    // (apps/api/test/identity/identity.test.ts), so only the token kind is in question here.
    name: "GET /identity/verify/{token} (as its owner)",
    perEncounter: false,
    accepts: async (token, _, ids) =>
      pageAccepts(
        await t.get(`/identity/verify/${encodeURIComponent(token)}`, {
          headers: { cookie: `intake_session=${ids.identityOwnerSession}` },
        }),
      ),
  },
  {
    name: "GET /invoices/{id}?exp=&sig=",
    perEncounter: false,
    accepts: async (token, _, ids) =>
      pageAccepts(
        await t.get(
          `/invoices/${ids.invoice}?exp=${ids.invoiceExp}&sig=${encodeURIComponent(token)}`,
        ),
      ),
  },
  {
    name: "GET /api/v1/users/me (Bearer)",
    perEncounter: false,
    accepts: async (token) => apiAccepts(await t.get("/api/v1/users/me", { token })),
  },
  {
    name: "GET /account (session cookie)",
    perEncounter: false,
    accepts: async (token) => {
      const res = await t.get("/account", { headers: { cookie: `intake_session=${token}` } });
      return res.status === 200;
    },
  },
];

describe("token-purpose matrix: every token kind on every token-taking route", () => {
  it("only the token issued for a route's purpose is accepted there", async () => {
    // The world: an account with a subscription (an invoice), a patient and an identity session;
    // an anonymous agent's ready letter; a developer's ready prescribing request.
    const account = await subscribedAccount(t);
    const invoices = await t.get("/api/v1/subscriptions/me/invoices", { token: account.apiKey });
    const invoiceUrl = new URL(invoices.body[0].hostedInvoiceUrl);
    const patient = await t.post(
      "/api/v1/patients",
      { ...PERSON, relationship: "spouse", firstName: "Sam" },
      { token: account.apiKey },
    );
    const identity = await t.post(
      `/api/v1/patients/${patient.body.id}/identity-session`,
      undefined,
      { token: account.apiKey },
    );
    expect(identity.status).toBe(201);
    const agent = await t.post("/api/v1/agent/query", {
      query: letter(COMPLETE),
    });
    expect(agent.status).toBe(200);
    const request = await createRequest(t, dev.testKey);
    const ids: Ids = {
      agent: agent.body.encounter_id,
      request: request.encounter_id,
      invoice: invoiceUrl.pathname.split("/").pop() as string,
      invoiceExp: invoiceUrl.searchParams.get("exp") as string,
      identityOwnerSession: account.session,
    };
    const pageToken = (purpose: "schedule" | "visit", id: string) => {
      const exp = Math.floor(t.clock.now().getTime() / 1000) + 3600;
      return `${exp}.${hmacHex(t.config.APP_SECRET, `${purpose}:${id}:${exp}`)}`;
    };

    const KINDS: Record<string, string> = {
      "session JWT": account.session,
      "personal API key": account.apiKey,
      "developer test key": dev.testKey,
      "developer live key": dev.liveKey,
      "encounter token (agent: chat and checkout)": agent.body.encounter_token,
      "agent session_token": agent.body.session_token,
      "consent token": consentTokenOf(request.consent_url),
      "prescribing session_token": request.session_token,
      "identity token": (identity.body.url as string).split("/").pop() as string,
      "schedule token": pageToken("schedule", ids.request),
      "visit token": pageToken("visit", ids.request),
      "invoice link signature": invoiceUrl.searchParams.get("sig") as string,
    };
    /** `kind → route [@ encounter]` that must be accepted; everything else must be refused. */
    const EXPECTED = new Set([
      "session JWT → GET /api/v1/users/me (Bearer)",
      "session JWT → GET /account (session cookie)",
      "personal API key → GET /api/v1/users/me (Bearer)",
      "encounter token (agent: chat and checkout) → GET /api/v1/agent/encounters/{id}/events @ agent",
      "encounter token (agent: chat and checkout) → POST /api/v1/agent/encounters/{id}/events @ agent",
      "encounter token (agent: chat and checkout) → GET /c/{id}?token= @ agent",
      "encounter token (agent: chat and checkout) → POST /c/{id} (form token) @ agent",
      "encounter token (agent: chat and checkout) → GET /checkout/{id}?token= @ agent",
      "consent token → GET /consent/{id}?token= @ request",
      "identity token → GET /identity/verify/{token} (as its owner)",
      "schedule token → GET /schedule/{id}?token= @ request",
      "visit token → GET /visit/{id}?token= @ request",
      "invoice link signature → GET /invoices/{id}?exp=&sig=",
    ]);

    const accepted: string[] = [];
    for (const [kind, token] of Object.entries(KINDS)) {
      expect(token, kind).toBeTruthy();
      for (const route of ROUTES) {
        const targets = route.perEncounter
          ? ([
              ["agent", ids.agent],
              ["request", ids.request],
            ] as const)
          : ([["", ""]] as const);
        for (const [label, id] of targets) {
          if (await route.accepts(token, id, ids)) {
            accepted.push(`${kind} → ${route.name}${label ? ` @ ${label}` : ""}`);
          }
        }
      }
    }
    expect(accepted.sort()).toEqual([...EXPECTED].sort());
  });
});
