import { parseArgs } from "node:util";
import { getDeveloperSettings, setDeveloperSettings, voidUsage } from "@intake/core/developers";
import { DomainError, type Ports, recordAudit, type Services } from "@intake/core/kernel";
import { inTransaction } from "@intake/db";

/** The usage text, with the web address people sign in at. */
export const developerUsage = (webUrl: string) => `Usage:
  npm run developer -- flags <email> [--live-visits on|off] [--enterprise on|off]
  npm run developer -- void-usage <encounter-id> --reason <text>

Shows (without options) or sets a developer account's flags: live visits (video invites,
bookings, visitType/syncEscalated in polling) and the enterprise agreement
(developer-consented patients). Each change is recorded in the audit log. The developer sees
the flags, read-only, on ${webUrl}/developers.

void-usage takes back the usage charge of a live review through the payment processor: a paid
invoice is refunded in full, an unpaid one voided, one not yet charged is never charged.`;

const onOff = (value: string | undefined, name: string): boolean | undefined | Error => {
  if (value === undefined) return undefined;
  if (value === "on") return true;
  if (value === "off") return false;
  return new Error(`--${name} takes on or off, not "${value}".`);
};

const describe = (email: string, s: { live_visits: boolean; enterprise: boolean }) =>
  `${email}: live visits ${s.live_visits ? "on" : "off"}, enterprise ${s.enterprise ? "on" : "off"}.`;

export type DeveloperCliServices = Pick<Services, "db" | "clock" | "config" | "encounterEvents"> & {
  ports: Pick<Ports, "payments">;
};

/** The developer-account CLI (operators), separate from process wiring so tests run it. */
export async function runDeveloperCommand(
  services: DeveloperCliServices,
  argv: string[],
): Promise<{ exitCode: number; output: string }> {
  const [command, ...rest] = argv;
  if (command === "void-usage") return voidUsageCommand(services, rest);
  if (command !== "flags") return { exitCode: 2, output: developerUsage(services.config.WEB_URL) };
  let parsed: { values: Record<string, string | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: rest,
      options: { "live-visits": { type: "string" }, enterprise: { type: "string" } },
      allowPositionals: true,
      strict: true,
    }) as typeof parsed;
  } catch (error) {
    return {
      exitCode: 2,
      output: `${(error as Error).message}\n\n${developerUsage(services.config.WEB_URL)}`,
    };
  }
  if (parsed.positionals.length !== 1) {
    return {
      exitCode: 2,
      output: `Give exactly one e-mail address.\n\n${developerUsage(services.config.WEB_URL)}`,
    };
  }
  const email = (parsed.positionals[0] as string).trim().toLowerCase();
  const liveVisits = onOff(parsed.values["live-visits"], "live-visits");
  const enterprise = onOff(parsed.values.enterprise, "enterprise");
  for (const v of [liveVisits, enterprise]) {
    if (v instanceof Error)
      return { exitCode: 2, output: `${v.message}\n\n${developerUsage(services.config.WEB_URL)}` };
  }
  const user = await services.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) {
    return {
      exitCode: 1,
      output: `No account with the address ${email}. The developer signs in at ${services.config.WEB_URL}/signin first.`,
    };
  }
  const changes: { live_visits?: boolean; enterprise?: boolean } = {};
  if (typeof liveVisits === "boolean") changes.live_visits = liveVisits;
  if (typeof enterprise === "boolean") changes.enterprise = enterprise;
  if (Object.keys(changes).length === 0) {
    return {
      exitCode: 0,
      output: describe(email, await getDeveloperSettings(services.db, user.id)),
    };
  }
  const now = services.clock.now();
  const next = await inTransaction(services.db, async (trx) => {
    const before = await getDeveloperSettings(trx, user.id);
    const after = await setDeveloperSettings(trx, now, user.id, changes);
    await recordAudit(
      trx,
      now,
      { userId: null, kind: "operator" },
      {
        action: "developer.flags_changed",
        entityType: "user",
        entityId: user.id,
        detail: {
          live_visits: { from: before.live_visits, to: after.live_visits },
          enterprise: { from: before.enterprise, to: after.enterprise },
        },
      },
    );
    return after;
  });
  return { exitCode: 0, output: `Updated ${describe(email, next)}` };
}

async function voidUsageCommand(
  services: DeveloperCliServices,
  args: string[],
): Promise<{ exitCode: number; output: string }> {
  let parsed: { values: Record<string, string | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      options: { reason: { type: "string" } },
      allowPositionals: true,
      strict: true,
    }) as typeof parsed;
  } catch (error) {
    return {
      exitCode: 2,
      output: `${(error as Error).message}\n\n${developerUsage(services.config.WEB_URL)}`,
    };
  }
  const reason = parsed.values.reason?.trim();
  if (parsed.positionals.length !== 1 || !reason) {
    return {
      exitCode: 2,
      output: `Give one encounter id and --reason.\n\n${developerUsage(services.config.WEB_URL)}`,
    };
  }
  try {
    const done = await voidUsage(
      services,
      { userId: null, kind: "operator" },
      parsed.positionals[0] as string,
      reason,
    );
    const what = {
      refunded: `Refunded $${(done.amount / 100).toFixed(2)} to the card.`,
      voided: "Voided the unpaid invoice.",
      not_charged: "Not charged yet: it never will be.",
      already_voided: "Already taken back earlier: nothing changed.",
    }[done.result];
    return { exitCode: 0, output: what };
  } catch (error) {
    if (error instanceof DomainError) return { exitCode: 1, output: error.message };
    throw error;
  }
}
