import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runClinicianCommand } from "../../src/cli/clinician-command";
import { ensureDemoAccount } from "../../src/demo-account";
import { createTestApp, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLINICIAN_EMAILS: "Dr.Grant@Example.com, other@example.com" });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

async function signIn(email: string): Promise<string> {
  await t.request("POST", "/signin", form({ email }));
  const code = await t.mailedCode(email);
  const res = await t.request("POST", "/signin/verify", form({ email, code }));
  expect(res.status).toBe(303);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("intake_session="));
  return cookie?.split(";")[0]?.split("=")[1] as string;
}

const profileOf = (email: string) =>
  t.db
    .selectFrom("users as u")
    .leftJoin("clinicians as c", "c.user_id", "u.id")
    .select(["u.role", "c.first_name", "c.last_name", "c.credentials", "c.licensed_states"])
    .where("u.email", "=", email)
    .executeTakeFirst();

describe("clinician CLI", () => {
  it("adds a clinician with role, profile and licensed states; a second run updates it", async () => {
    const argv = [
      "add",
      "--email",
      "Jane.Doe@example.com",
      "--first-name",
      "Jane",
      "--last-name",
      "Doe",
      "--credentials",
      "MD",
      "--states",
      "CA,ny",
    ];
    const added = await runClinicianCommand(t.services, argv);
    expect(added).toEqual({
      exitCode: 0,
      output: "Added clinician jane.doe@example.com: Jane Doe, MD; licensed in CA, NY.",
    });
    expect(await profileOf("jane.doe@example.com")).toEqual({
      role: "clinician",
      first_name: "Jane",
      last_name: "Doe",
      credentials: "MD",
      licensed_states: ["CA", "NY"],
    });
    const updated = await runClinicianCommand(t.services, [...argv.slice(0, -1), "TX"]);
    expect(updated.output).toBe(
      "Updated clinician jane.doe@example.com: Jane Doe, MD; licensed in TX.",
    );
    expect((await profileOf("jane.doe@example.com"))?.licensed_states).toEqual(["TX"]);
    const list = await runClinicianCommand(t.services, ["list"]);
    expect(list.output).toContain("jane.doe@example.com\tJane Doe, MD\tTX");
  });

  it("refuses missing options, unknown options and states the service does not serve", async () => {
    const missing = await runClinicianCommand(t.services, ["add", "--email", "x@example.com"]);
    expect(missing.exitCode).toBe(2);
    expect(missing.output).toContain("Missing: --first-name, --last-name, --credentials, --states");
    const unknown = await runClinicianCommand(t.services, ["add", "--nope", "1"]);
    expect(unknown.exitCode).toBe(2);
    const unserved = await runClinicianCommand(t.services, [
      "add",
      "--email",
      "far@example.com",
      "--first-name",
      "A",
      "--last-name",
      "B",
      "--credentials",
      "DO",
      "--states",
      "CA,WY",
    ]);
    expect(unserved).toEqual({
      exitCode: 1,
      output: expect.stringContaining("Not states the service serves: WY"),
    });
    expect(await profileOf("far@example.com")).toBeUndefined();
    const usage = await runClinicianCommand(t.services, []);
    expect(usage.exitCode).toBe(2);
    expect(usage.output).toContain(
      `${t.config.WEB_URL}/signin with that address and works at ${t.config.WEB_URL}/clinician.`,
    );
    expect(usage.output).not.toContain("{");
  });
});

// The process runs on its own embedded data directory whatever TEST_DATABASE_URL says, so the
// PostgreSQL pass would only repeat it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("operator CLI as a process", () => {
  it("runs on a data directory the server has not made yet (made, migrated, then read)", async () => {
    const root = mkdtempSync(join(tmpdir(), "intake-cli-"));
    try {
      const dataDir = join(root, "not", "made", "yet");
      const script = fileURLToPath(new URL("../../scripts/clinician.ts", import.meta.url));
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        WEB_URL: "https://intake.example.org",
      };
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", script, "list"],
        { env, cwd: fileURLToPath(new URL("../..", import.meta.url)) },
      );
      expect(stdout).toBe("No clinicians yet.\n");
      expect(existsSync(join(dataDir, "pglite"))).toBe(true);
      const usage = await promisify(execFile)(process.execPath, ["--import", "tsx", script], {
        env,
        cwd: fileURLToPath(new URL("../..", import.meta.url)),
      }).catch((error: { code: number; stderr: string }) => error);
      expect((usage as { code: number }).code).toBe(2);
      expect((usage as { stderr: string }).stderr).toContain(
        "https://intake.example.org/signin with that address",
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("CLINICIAN_EMAILS", () => {
  it("grants the clinician role at sign-in (case-insensitive), with an empty licence list", async () => {
    const session = await signIn("dr.grant@example.com");
    expect(await profileOf("dr.grant@example.com")).toEqual({
      role: "clinician",
      first_name: "dr.grant",
      last_name: "",
      credentials: "",
      licensed_states: [],
    });
    const queue = await t.get("/api/v1/clinician/queue", { token: session });
    expect(queue.status).toBe(200);
    expect(queue.body).toEqual({ encounters: [] });
    const audit = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "clinician.granted")
      .execute();
    expect(audit).toHaveLength(1);
    // A second sign-in changes nothing.
    t.clock.advance(60_000);
    await signIn("dr.grant@example.com");
    expect(
      await t.db
        .selectFrom("audit_log")
        .select("action")
        .where("action", "=", "clinician.granted")
        .execute(),
    ).toHaveLength(1);
  });

  it("other addresses stay members", async () => {
    const session = await signIn("patient@example.com");
    expect((await profileOf("patient@example.com"))?.role).toBe("member");
    expect((await t.get("/api/v1/clinician/queue", { token: session })).status).toBe(403);
  });
});

describe("demo clinician", () => {
  it("the first start of an empty database creates the demo account and a demo clinician", async () => {
    const fresh = await createTestApp();
    try {
      const demo = await ensureDemoAccount(fresh.services);
      expect(demo).toMatchObject({
        email: "demo@example.com",
        clinicianEmail: "clinician@example.com",
      });
      const c = await fresh.db
        .selectFrom("clinicians as c")
        .innerJoin("users as u", "u.id", "c.user_id")
        .select(["u.role", "c.licensed_states", "c.credentials"])
        .where("u.email", "=", "clinician@example.com")
        .executeTakeFirstOrThrow();
      expect(c.role).toBe("clinician");
      expect(c.credentials).toBe("MD");
      expect(c.licensed_states).toHaveLength(18);
      expect(await ensureDemoAccount(fresh.services)).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
