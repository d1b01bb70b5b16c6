import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKILL_CREDENTIALS } from "../src/web/agent-skill";
import { createTestApp, TEST_BASE_URL, type TestApp } from "./harness";
import { createDeveloper } from "./prescribing/helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Codes that say the credential was the wrong kind (not that the request itself was wrong). */
const CREDENTIAL_REFUSALS = new Set([
  "unauthorized",
  "invalid_credential",
  "wrong_credential",
  "session_required",
  "developer_key_required",
  "developer_credential_required",
  "clinician_session_required",
  "clinician_required",
]);

describe("the skill names, for every operation, the credential the service accepts", () => {
  it("calls every operation the skill names with the credential the skill names", async () => {
    const { text } = await t.get("/SKILL.md");
    const named = [...text.matchAll(/^- `(GET|POST|PATCH|PUT|DELETE) (\S+)` \(([^)]+)\): /gm)].map(
      (m) => ({ method: m[1] as string, url: m[2] as string, credential: m[3] as string }),
    );
    const kinds = new Set(named.map((n) => n.credential));
    expect([...kinds].sort()).toEqual(Object.values(SKILL_CREDENTIALS).sort());
    expect(named.filter((n) => n.credential === SKILL_CREDENTIALS.developer)).toHaveLength(13);

    const account = await t.createAccount();
    const developer = await createDeveloper(t);
    const credentialFor: Record<string, string> = {
      [SKILL_CREDENTIALS.personal]: account.apiKey,
      [SKILL_CREDENTIALS.developer]: developer.testKey,
    };
    const refused: string[] = [];
    for (const { method, url, credential } of named) {
      expect(url.startsWith(`${TEST_BASE_URL}/`)).toBe(true);
      const path = url
        .slice(TEST_BASE_URL.length)
        .replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const res = await t.request(method, path, {
        token: credentialFor[credential],
        ...(method === "GET" || method === "DELETE" ? {} : { body: {} }),
      });
      if (res.status === 401 || CREDENTIAL_REFUSALS.has(res.body?.code)) {
        refused.push(`${method} ${path} (${credential}): ${res.status} ${res.body?.code}`);
      }
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    expect(refused).toEqual([]);
  });

  it("the developer reads and deletes refuse a personal API key (403 developer_credential_required or 401 wrong_credential)", async () => {
    const { text } = await t.get("/SKILL.md");
    const developerOps = [
      ...text.matchAll(/^- `(GET|POST|PATCH|PUT|DELETE) (\S+)` \(developer key[^)]*\): /gm),
    ];
    const account = await t.createAccount();
    for (const m of developerOps) {
      const path = (m[2] as string)
        .slice(TEST_BASE_URL.length)
        .replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const method = m[1] as string;
      // (A POST's body is validated before its credential is looked at.)
      if (method !== "GET" && method !== "DELETE") continue;
      const res = await t.request(method, path, { token: account.apiKey });
      expect(
        [
          [403, "developer_credential_required"],
          [401, "wrong_credential"],
        ],
        path,
      ).toContainEqual([res.status, res.body.code]);
    }
  });

  it("names its install folder after its `name`, and carries what agents need", async () => {
    const { text } = await t.get("/SKILL.md");
    const name = /^name: (\S+)$/m.exec(text)?.[1];
    expect(name).toBe("telemedicine-letter-intake");
    expect(text).toContain(
      `mkdir -p ${name} && curl -sf ${TEST_BASE_URL}/SKILL.md -o ${name}/SKILL.md`,
    );
    for (const needed of [
      "A resubmission replaces the earlier submission at no extra charge.",
      "re-sending one attaches a duplicate, and attached images cannot be removed",
      "not a substitute for in-person care when an examination is needed",
      '"This is for my wife" (or husband, partner) is `spouse`',
      "The values: `self`, `spouse`, `child`, `parent`, `guardian`, `dependent`, `other`.",
      "Check `state` before offering to reply: `closed` and `canceled` refuse posts",
      "`completed` allows follow-up for about 72 hours",
      "read receipts stop the reminder e-mails",
      '"code": "encounter_locked"',
      '"missing_items": [',
      '"checkout_url": ',
      '"url": "https://example.com/rash.jpg"',
      '"base64": ',
      "| 400 | `chat_closed` |",
      "| 409 | `checkout_not_completed` |",
      "| 410 | `encounter_token_expired` |",
    ]) {
      expect(text, needed).toContain(needed);
    }
    const front = await t.get("/", { headers: { accept: "application/json" } });
    expect(JSON.stringify(front.body)).toContain(`-o ${name}/SKILL.md`);
  });
});
