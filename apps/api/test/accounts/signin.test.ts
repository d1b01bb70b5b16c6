import { runOutboxOnce } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});
const cookieOf = (res: { headers: Headers }, name: string) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

/** Asks for a code as the page does: the form posts, then follows the redirect to the code page. */
async function requestCode(email: string) {
  const res = await t.request("POST", "/signin", form({ email }));
  if (res.status !== 303) return res;
  expect(res.headers.get("location")).toBe("/signin/code");
  const cookie = cookieOf(res, "intake_signin_email")?.split(";")[0] ?? "";
  return t.get("/signin/code", { headers: { cookie } });
}
async function deliveredCode(email: string): Promise<string> {
  const code = await t.mailedCode(email);
  expect((await t.get("/dev/mailbox")).text).toContain((await t.latestMail(email)).subject);
  return code;
}

describe("sign-in with an e-mail code", () => {
  it("code through the outbox, single use, session cookie, user created (no empty self patient)", async () => {
    const email = "new.person@example.com";
    const asked = await requestCode("  New.Person@Example.com ");
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Enter your code");

    const outbox = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("topic", "=", "email.send")
      .execute();
    expect(outbox).toHaveLength(1);
    const stored = await t.db
      .selectFrom("signin_codes")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(10 * 60_000);
    expect(await t.db.selectFrom("mailbox").selectAll().execute()).toHaveLength(0);

    const code = await deliveredCode(email);
    expect(stored.code_hash).not.toContain(code);
    expect(JSON.stringify(outbox[0]?.payload)).not.toContain(code);
    const done = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", outbox[0]!.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe("done");
    expect(done.payload).toEqual({ kind: "signin_code" });

    const res = await t.request("POST", "/signin/verify", form({ email, code }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/account");
    const cookie = cookieOf(res, "intake_session");
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    const jwt = cookie!.split(";")[0]!.split("=")[1]!;

    const me = await t.get("/api/v1/users/me", { token: jwt });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    // No empty self placeholder: the self patient appears once its demographics are given.
    const none = await t.get("/api/v1/patients", { token: jwt });
    expect(none.body).toEqual([]);
    const self = await t.post(
      "/api/v1/patients",
      {
        relationship: "self",
        firstName: "New",
        lastName: "Person",
        dateOfBirth: "1990-04-17",
        sex: "female",
        stateOfResidence: "CA",
        zipCode: "94110",
        phoneNumber: "+14155550123",
      },
      { token: jwt },
    );
    expect(self.status).toBe(201);
    const patients = await t.get("/api/v1/patients", { token: jwt });
    expect(patients.body).toEqual([
      expect.objectContaining({
        id: self.body.id,
        relationship: "self",
        firstName: "New",
        dateOfBirth: "1990-04-17",
        identityVerification: { status: "inherits_owner" },
      }),
    ]);

    const account = await t.get("/account", {
      headers: { cookie: `intake_session=${jwt}; intake_show_token=1` },
    });
    expect(account.status).toBe(200);
    expect(account.text).toContain(jwt);
    expect(account.text).toContain(email);
    const later = await t.get("/account", { headers: { cookie: `intake_session=${jwt}` } });
    expect(later.text).not.toContain(jwt);

    const reuse = await t.request("POST", "/signin/verify", form({ email, code }));
    expect(reuse.status).toBe(400);
    expect(cookieOf(reuse, "intake_session")).toBeUndefined();

    // A second sign-in keeps the same user and does not add another self patient.
    t.clock.advance(1000);
    await requestCode(email);
    const again = await t.request(
      "POST",
      "/signin/verify",
      form({ email, code: await deliveredCode(email) }),
    );
    expect(again.status).toBe(303);
    expect(
      await t.db.selectFrom("users").select("id").where("email", "=", email).execute(),
    ).toHaveLength(1);
    expect(
      await t.db.selectFrom("patients").select("id").where("owner_id", "=", me.body.id).execute(),
    ).toHaveLength(1);
    const trail = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("actor_user_id", "=", me.body.id)
      .orderBy("id")
      .execute();
    expect(trail.map((r) => r.action)).toEqual([
      "user.created",
      "user.signed_in",
      "patient.created",
      "user.signed_in",
    ]);
  });

  it("codes expire after 10 minutes", async () => {
    const email = "slow@example.com";
    await requestCode(email);
    const code = await deliveredCode(email);
    t.clock.advance(10 * 60_000 + 1);
    const res = await t.request("POST", "/signin/verify", form({ email, code }));
    expect(res.status).toBe(400);
    expect(res.text).toContain("expired");
  });

  it("5 wrong tries kill the code, even the right one after", async () => {
    const email = "guesser@example.com";
    await requestCode(email);
    const code = await deliveredCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 5; i++) {
      const res = await t.request("POST", "/signin/verify", form({ email, code: wrong }));
      expect(res.status).toBe(400);
      expect(res.text).toContain(i < 5 ? `${5 - i} tries left` : "Too many wrong tries");
    }
    const right = await t.request("POST", "/signin/verify", form({ email, code }));
    expect(right.status).toBe(400);
    expect(right.text).toContain("Too many wrong tries");
    const row = await t.db
      .selectFrom("signin_codes")
      .select("attempts")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it("a new code replaces the previous one", async () => {
    const email = "twice@example.com";
    await requestCode(email);
    const first = await deliveredCode(email);
    t.clock.advance(1000);
    await requestCode(email);
    const second = await deliveredCode(email);
    if (first !== second) {
      expect((await t.request("POST", "/signin/verify", form({ email, code: first }))).status).toBe(
        400,
      );
    }
    expect((await t.request("POST", "/signin/verify", form({ email, code: second }))).status).toBe(
      303,
    );
  });

  it("limits code requests per e-mail address (429) and per client address", async () => {
    const email = "flood@example.com";
    for (let i = 0; i < 5; i++) expect((await requestCode(email)).status).toBe(200);
    const limited = await requestCode(email);
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("Too many sign-in codes");
    expect(
      await t.db.selectFrom("signin_codes").select("id").where("email", "=", email).execute(),
    ).toHaveLength(5);
    t.clock.advance(60 * 60_000 + 1);
    expect((await requestCode(email)).status).toBe(200);

    const other = await createTestApp({ SIGNIN_CODES_PER_CLIENT_PER_HOUR: "3" });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await other.request("POST", "/signin", form({ email: `p${i}@example.com` }));
        expect(res.status).toBe(303);
      }
      const res = await other.request("POST", "/signin", form({ email: "p9@example.com" }));
      expect(res.status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it("an invalid address is refused without writing anything", async () => {
    const res = await requestCode("not-an-address");
    expect(res.status).toBe(400);
    expect(res.text).toContain("valid e-mail address");
    expect(
      await t.db
        .selectFrom("signin_codes")
        .select("id")
        .where("email", "=", "not-an-address")
        .execute(),
    ).toHaveLength(0);
  });

  it("cross-site form posts are refused", async () => {
    const res = await t.request("POST", "/signin", {
      ...form({ email: "x@example.com" }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
      },
    });
    expect(res.status).toBe(403);
  });
});

describe("account page", () => {
  it("needs a session cookie; creating and revoking keys need the per-session CSRF token", async () => {
    expect((await t.get("/account")).status).toBe(303);
    const a = await t.createAccount();
    const cookie = { cookie: `intake_session=${a.session}` };
    const page = await t.get("/account", { headers: cookie });
    expect(page.status).toBe(200);
    const csrf = /name="csrf" value="([0-9a-f]{64})"/.exec(page.text)?.[1];
    expect(csrf).toBeDefined();

    const forged = await t.request("POST", "/account/api-keys", {
      ...form({ label: "x", expiresInDays: "30", csrf: "0".repeat(64) }),
      headers: { "content-type": "application/x-www-form-urlencoded", ...cookie },
    });
    expect(forged.status).toBe(403);
    const created = await t.request("POST", "/account/api-keys", {
      ...form({ label: "laptop", expiresInDays: "30", csrf: csrf! }),
      headers: { "content-type": "application/x-www-form-urlencoded", ...cookie },
    });
    // Post/Redirect/Get: the key is shown once on the page the post leads to.
    expect([created.status, created.headers.get("location")]).toEqual([303, "/account#keys"]);
    const flash = /intake_flash=[^;]+/.exec(created.headers.get("set-cookie") ?? "")?.[0];
    const shown = await t.get("/account", { headers: { cookie: `${cookie.cookie}; ${flash}` } });
    const key = /ak_[0-9a-f]{64}/.exec(shown.text)?.[0];
    expect(key).toBeDefined();
    expect((await t.get("/api/v1/users/me", { token: key })).status).toBe(200);
    const listed = await t.get("/account", { headers: cookie });
    expect(listed.text).toContain("laptop");
    expect(listed.text).not.toContain(key);

    const row = await t.db
      .selectFrom("api_keys")
      .select("id")
      .where("label", "=", "laptop")
      .where("user_id", "=", a.id)
      .executeTakeFirstOrThrow();
    const revoke = await t.request("POST", `/account/api-keys/${row.id}/revoke`, {
      ...form({ csrf: csrf! }),
      headers: { "content-type": "application/x-www-form-urlencoded", ...cookie },
    });
    expect(revoke.status).toBe(303);
    expect((await t.get("/api/v1/users/me", { token: key })).status).toBe(401);
  });
});

describe("production mode", () => {
  it("has no /dev/mailbox and the embedded transport keeps neither the code nor the address", async () => {
    const prod = await createTestApp({
      NODE_ENV: "production",
      IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: "true",
      EMAIL_TRANSPORT: "log",
    });
    try {
      expect((await prod.get("/dev/mailbox")).status).toBe(404);
      const res = await prod.request("POST", "/signin", form({ email: "prod@example.com" }));
      expect(res.status).toBe(303);
      const result = await runOutboxOnce(prod.services);
      expect(result).toMatchObject({ claimed: 1, delivered: 1 });
      expect(await prod.db.selectFrom("mailbox").selectAll().execute()).toHaveLength(0);
      const row = await prod.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
      expect(row.payload).toEqual({ kind: "signin_code" });
    } finally {
      await prod.close();
    }
  });
});
