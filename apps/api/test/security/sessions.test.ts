import { hmacHex, sha256Hex } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";

/**
 * Sessions end (issue 22): embedded sessions are stored server-side, sign-out revokes the
 * session (its token is 401 at once, as Bearer and as cookie), and "sign out everywhere" on the
 * account page revokes every session of the account and no one else's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>, cookie?: string) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    ...(cookie ? { cookie: `intake_session=${cookie}` } : {}),
  },
});
const csrfOf = (token: string) => hmacHex(t.config.APP_SECRET, `csrf:${sha256Hex(token)}`);

/** Signs in through the pages (e-mail code) and returns the session JWT from the cookie. */
async function signIn(email: string): Promise<string> {
  expect((await t.request("POST", "/signin", form({ email }))).status).toBe(303);
  const mail = await t.latestMail(email);
  const code = await t.mailedCode(email);
  await t.db.deleteFrom("mailbox").where("id", "=", mail.id).execute();
  const res = await t.request("POST", "/signin/verify", form({ email, code }));
  expect(res.status).toBe(303);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("intake_session="));
  return cookie?.split(";")[0]?.split("=")[1] as string;
}

const me = (token: string) => t.get("/api/v1/users/me", { token });
const accountPage = (token: string) =>
  t.get("/account", { headers: { cookie: `intake_session=${token}` } });

describe("sessions are stored server-side and end at sign-out", () => {
  it("a signed-in session names a stored row that expires with the token", async () => {
    const token = await signIn("stored@example.com");
    const claims = JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString());
    const row = await t.db
      .selectFrom("sessions")
      .selectAll()
      .where("id", "=", claims.jti)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(claims.sub);
    expect(row.revoked_at).toBeNull();
    expect(row.expires_at.getTime()).toBe(claims.exp * 1000);
  });

  it("sign-out revokes the session: the old token is 401 as Bearer and signed out as cookie", async () => {
    const token = await signIn("signout@example.com");
    const other = await signIn("signout@example.com");
    expect((await me(token)).status).toBe(200);
    expect((await accountPage(token)).status).toBe(200);

    const out = await t.request("POST", "/signout", form({ csrf: csrfOf(token) }, token));
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/signin");

    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("invalid_credential");
    const page = await accountPage(token);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/signin?next=%2Faccount");
    // Another browser's session of the same account goes on.
    expect((await me(other)).status).toBe(200);
  });

  it("sign-out needs the form token: a forged sign-out form ends nothing", async () => {
    const token = await signIn("forged@example.com");
    const res = await t.request("POST", "/signout", form({ csrf: "0".repeat(64) }, token));
    expect(res.status).toBe(403);
    expect((await me(token)).status).toBe(200);
  });

  it("the account page offers 'sign out everywhere', which ends every session of the account only", async () => {
    const first = await signIn("everywhere@example.com");
    const second = await signIn("everywhere@example.com");
    const user = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "everywhere@example.com")
      .executeTakeFirstOrThrow();
    const issued = await t.services.sessions.issue(user.id);
    const bystander = await t.createAccount();

    const page = await accountPage(first);
    expect(page.text).toContain('action="/signout/everywhere"');
    expect(page.text).toContain("Sign out everywhere");

    const forged = await t.request(
      "POST",
      "/signout/everywhere",
      form({ csrf: csrfOf(second) }, first),
    );
    expect(forged.status).toBe(403);
    expect((await me(first)).status).toBe(200);

    const res = await t.request(
      "POST",
      "/signout/everywhere",
      form({ csrf: csrfOf(first) }, first),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/signin");
    for (const token of [first, second, issued]) {
      const after = await me(token);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe("invalid_credential");
    }
    const open = await t.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user.id)
      .where("revoked_at", "is", null)
      .execute();
    expect(open).toEqual([]);
    // API keys are not sessions, and other accounts are untouched.
    expect((await me(bystander.session)).status).toBe(200);
    expect((await me(bystander.apiKey)).status).toBe(200);
    // Signing in again works.
    expect((await me(await signIn("everywhere@example.com"))).status).toBe(200);
  });

  it("a genuine JWT whose stored session is gone or expired is refused", async () => {
    const account = await t.createAccount();
    const short = await t.services.sessions.issue(account.id, 60);
    expect((await me(short)).status).toBe(200);
    const claims = JSON.parse(Buffer.from(short.split(".")[1] as string, "base64url").toString());
    await t.db.deleteFrom("sessions").where("id", "=", claims.jti).execute();
    expect((await me(short)).status).toBe(401);
  });
});
