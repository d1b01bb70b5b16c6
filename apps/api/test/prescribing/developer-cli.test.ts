import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDeveloperCommand } from "../../src/cli/developer-command";
import { createTestApp, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flagsOf = (id: string) =>
  t.db
    .selectFrom("developer_settings")
    .select(["live_visits", "enterprise", "data_visibility"])
    .where("developer_id", "=", id)
    .executeTakeFirst();

describe("developer flags CLI", () => {
  it("sets and clears live visits and enterprise, audited; the dashboard shows them read-only", async () => {
    const dev = await t.createAccount("Flag.Dev@example.com");
    const shown = await runDeveloperCommand(t.services, ["flags", "flag.dev@example.com"]);
    expect(shown).toEqual({
      exitCode: 0,
      output: "flag.dev@example.com: live visits off, enterprise off.",
    });
    expect(await flagsOf(dev.id)).toBeUndefined();

    const on = await runDeveloperCommand(t.services, [
      "flags",
      "Flag.Dev@example.com",
      "--live-visits",
      "on",
      "--enterprise",
      "on",
    ]);
    expect(on).toEqual({
      exitCode: 0,
      output: "Updated flag.dev@example.com: live visits on, enterprise on.",
    });
    expect(await flagsOf(dev.id)).toEqual({
      live_visits: true,
      enterprise: true,
      data_visibility: "outcome_only",
    });
    const page = await t.request("GET", "/developers", {
      headers: { cookie: `intake_session=${dev.session}` },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Live visits: enabled");
    expect(page.text).toContain("(developer-consented patients): yes");
    // Read-only: the page has no form that changes the flags.
    expect(page.text).not.toMatch(/name="(live_visits|liveVisits|enterprise)"/);

    const off = await runDeveloperCommand(t.services, [
      "flags",
      "flag.dev@example.com",
      "--live-visits",
      "off",
    ]);
    expect(off.output).toBe("Updated flag.dev@example.com: live visits off, enterprise on.");
    expect((await flagsOf(dev.id))?.live_visits).toBe(false);
    const after = await t.request("GET", "/developers", {
      headers: { cookie: `intake_session=${dev.session}` },
    });
    expect(after.text).toContain("Live visits: not enabled");

    const audit = await t.db
      .selectFrom("audit_log")
      .select(["actor_kind", "actor_user_id", "entity_id", "detail"])
      .where("action", "=", "developer.flags_changed")
      .where("entity_id", "=", dev.id)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      {
        actor_kind: "operator",
        actor_user_id: null,
        entity_id: dev.id,
        detail: {
          live_visits: { from: false, to: true },
          enterprise: { from: false, to: true },
        },
      },
      {
        actor_kind: "operator",
        actor_user_id: null,
        entity_id: dev.id,
        detail: {
          live_visits: { from: true, to: false },
          enterprise: { from: true, to: true },
        },
      },
    ]);
  });

  it("refuses bad values, unknown accounts and unknown options without changing anything", async () => {
    const dev = await t.createAccount();
    const bad = await runDeveloperCommand(t.services, ["flags", dev.email, "--live-visits", "yes"]);
    expect(bad.exitCode).toBe(2);
    expect(bad.output).toContain('--live-visits takes on or off, not "yes".');
    const unknown = await runDeveloperCommand(t.services, [
      "flags",
      "nobody@example.com",
      "--enterprise",
      "on",
    ]);
    expect(unknown).toEqual({
      exitCode: 1,
      output: `No account with the address nobody@example.com. The developer signs in at ${t.config.WEB_URL}/signin first.`,
    });
    expect(
      (await runDeveloperCommand(t.services, ["flags", dev.email, "--nope", "on"])).exitCode,
    ).toBe(2);
    expect((await runDeveloperCommand(t.services, ["flags"])).exitCode).toBe(2);
    const usage = await runDeveloperCommand(t.services, []);
    expect(usage.exitCode).toBe(2);
    // the usage names the server's own web address, not a placeholder
    expect(usage.output).toContain(`the flags, read-only, on ${t.config.WEB_URL}/developers.`);
    expect(usage.output).not.toContain("{");
    expect(await flagsOf(dev.id)).toBeUndefined();
  });
});
