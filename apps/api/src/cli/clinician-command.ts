import { parseArgs } from "node:util";
import { upsertClinician } from "@intake/core/accounts";
import { DomainError, type Services } from "@intake/core/kernel";

/** The usage text, with the web address people sign in at. */
export const clinicianUsage = (webUrl: string) => `Usage:
  npm run clinician -- add --email <address> --first-name <name> --last-name <name> \\
      --credentials <MD|DO|NP|...> --states <CA,NY,...>
  npm run clinician -- list

Adds (or updates) a clinician: the account gets the clinician role, the profile and the states
the clinician is licensed in (the queue shows patients living there). The person signs in at
${webUrl}/signin with that address and works at ${webUrl}/clinician.`;

/** The clinician CLI, separate from process wiring so tests run it against the real database. */
export async function runClinicianCommand(
  services: Pick<Services, "db" | "clock" | "config">,
  argv: string[],
): Promise<{ exitCode: number; output: string }> {
  const [command, ...rest] = argv;
  if (command === "list") {
    const rows = await services.db
      .selectFrom("clinicians as c")
      .innerJoin("users as u", "u.id", "c.user_id")
      .select([
        "u.email",
        "u.role",
        "c.first_name",
        "c.last_name",
        "c.credentials",
        "c.licensed_states",
      ])
      .orderBy("u.email")
      .execute();
    const lines = rows.map(
      (r) =>
        `${r.email}\t${r.first_name} ${r.last_name}, ${r.credentials}\t${r.licensed_states.join(",") || "(no states)"}${r.role === "clinician" ? "" : "\t(role removed)"}`,
    );
    return { exitCode: 0, output: lines.length ? lines.join("\n") : "No clinicians yet." };
  }
  if (command !== "add") return { exitCode: 2, output: clinicianUsage(services.config.WEB_URL) };
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: {
        email: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        credentials: { type: "string" },
        states: { type: "string" },
      },
      strict: true,
    }).values;
  } catch (error) {
    return {
      exitCode: 2,
      output: `${(error as Error).message}\n\n${clinicianUsage(services.config.WEB_URL)}`,
    };
  }
  const missing = ["email", "first-name", "last-name", "credentials", "states"].filter(
    (k) => typeof values[k] !== "string" || !(values[k] as string).trim(),
  );
  if (missing.length > 0) {
    return {
      exitCode: 2,
      output: `Missing: ${missing.map((m) => `--${m}`).join(", ")}\n\n${clinicianUsage(services.config.WEB_URL)}`,
    };
  }
  try {
    const c = await upsertClinician(services, {
      email: values.email as string,
      firstName: values["first-name"] as string,
      lastName: values["last-name"] as string,
      credentials: values.credentials as string,
      states: (values.states as string).split(",").filter((s) => s.trim()),
    });
    return {
      exitCode: 0,
      output: `${c.created ? "Added" : "Updated"} clinician ${c.email}: ${c.firstName} ${c.lastName}, ${c.credentials}; licensed in ${c.licensedStates.join(", ")}.`,
    };
  } catch (error) {
    if (error instanceof DomainError) return { exitCode: 1, output: error.message };
    throw error;
  }
}
