import { inTransaction } from "@intake/db";
import { z } from "zod";
import { isServedState } from "../../catalogue/conditions/catalogue";
import { recordAudit } from "../../kernel/audit/record-audit";
import type { Clock } from "../../kernel/clock";
import type { Config } from "../../kernel/config";
import type { DbOrTrx, Services } from "../../kernel/context";
import { badRequest, forbidden, unauthorized } from "../../kernel/errors";
import type { Caller } from "../callers/caller";
import { ensureUserByEmail } from "../users/ensure-user";

export const CLINICIAN_ROLE = "clinician";

export interface Clinician {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  credentials: string;
  licensedStates: string[];
}

export const ClinicianProfileInput = z.object({
  email: z.email().max(254),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  credentials: z.string().trim().min(1).max(40).meta({ description: "e.g. MD, DO, NP, PA" }),
  states: z.array(z.string().trim().toUpperCase().length(2)).min(1),
});
export type ClinicianProfileInput = z.infer<typeof ClinicianProfileInput>;

/**
 * Makes a person a clinician (CLI, demo start-up): the user (created on first sight), the role
 * and the profile with licensed states. Running it again updates the profile.
 */
export async function upsertClinician(
  services: Pick<Services, "db" | "clock">,
  raw: ClinicianProfileInput,
): Promise<Clinician & { created: boolean }> {
  const parsed = ClinicianProfileInput.safeParse(raw);
  if (!parsed.success) {
    throw badRequest(
      "invalid_clinician",
      `Invalid clinician profile: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const input = parsed.data;
  const unserved = input.states.filter((s) => !isServedState(s));
  if (unserved.length > 0) {
    throw badRequest(
      "state_not_served",
      `Not states the service serves: ${unserved.join(", ")}. Licensed states must be among the served states.`,
    );
  }
  const now = services.clock.now();
  return inTransaction(services.db, async (trx) => {
    const user = await ensureUserByEmail(trx, services.clock, input.email);
    await trx
      .updateTable("users")
      .set({ role: CLINICIAN_ROLE })
      .where("id", "=", user.id)
      .execute();
    const existing = await trx
      .selectFrom("clinicians")
      .select("user_id")
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    const profile = {
      first_name: input.firstName,
      last_name: input.lastName,
      credentials: input.credentials,
      licensed_states: [...new Set(input.states)].sort(),
      updated_at: now,
    };
    if (existing) {
      await trx.updateTable("clinicians").set(profile).where("user_id", "=", user.id).execute();
    } else {
      await trx
        .insertInto("clinicians")
        .values({ user_id: user.id, created_at: now, ...profile })
        .execute();
    }
    await recordAudit(
      trx,
      now,
      { userId: null, kind: "system" },
      {
        action: existing ? "clinician.updated" : "clinician.created",
        entityType: "user",
        entityId: user.id,
        detail: { credentials: input.credentials, licensed_states: profile.licensed_states },
      },
    );
    return {
      userId: user.id,
      email: user.email,
      firstName: profile.first_name,
      lastName: profile.last_name,
      credentials: profile.credentials,
      licensedStates: profile.licensed_states,
      created: !existing,
    };
  });
}

/**
 * CLINICIAN_EMAILS, applied at sign-in: the address gets the clinician role and, when it has
 * none, an empty profile (no licensed states, so an empty queue until the CLI sets them; a
 * licence is not something configuration can invent).
 */
export async function applyClinicianGrant(
  db: DbOrTrx,
  config: Pick<Config, "CLINICIAN_EMAILS">,
  clock: Clock,
  user: { id: string; email: string; role: string },
): Promise<boolean> {
  if (!config.CLINICIAN_EMAILS.includes(user.email.toLowerCase())) return false;
  await grantClinician(db, clock, user, "CLINICIAN_EMAILS");
  return true;
}

/**
 * Makes a user a clinician (role and an empty profile), auditing the grant with its source
 * (`CLINICIAN_EMAILS`, or the identity provider's roles claim).
 */
export async function grantClinician(
  db: DbOrTrx,
  clock: Clock,
  user: { id: string; email: string; role: string },
  source: string,
): Promise<void> {
  const now = clock.now();
  if (user.role !== CLINICIAN_ROLE) {
    await db.updateTable("users").set({ role: CLINICIAN_ROLE }).where("id", "=", user.id).execute();
    await recordAudit(
      db,
      now,
      { userId: null, kind: "system" },
      {
        action: "clinician.granted",
        entityType: "user",
        entityId: user.id,
        detail: { source },
      },
    );
  }
  await db
    .insertInto("clinicians")
    .values({
      user_id: user.id,
      first_name: user.email.split("@")[0] ?? "Clinician",
      last_name: "",
      credentials: "",
      licensed_states: [],
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/** The clinician profile of a user, or null when the user is not a clinician. */
export async function findClinician(db: DbOrTrx, userId: string): Promise<Clinician | null> {
  const row = await db
    .selectFrom("clinicians as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select([
      "c.user_id",
      "u.email",
      "u.role",
      "c.first_name",
      "c.last_name",
      "c.credentials",
      "c.licensed_states",
    ])
    .where("c.user_id", "=", userId)
    .executeTakeFirst();
  if (!row || row.role !== CLINICIAN_ROLE) return null;
  return {
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    credentials: row.credentials,
    licensedStates: row.licensed_states,
  };
}

/** Clinician procedures take a clinician's session JWT only. */
export async function requireClinician(db: DbOrTrx, caller: Caller): Promise<Clinician> {
  if (caller.kind === "anonymous") {
    throw unauthorized(
      "Sign in as a clinician and send the session token as 'Authorization: Bearer <token>'.",
    );
  }
  if (caller.kind !== "session") {
    if (caller.kind === "api_key") {
      throw forbidden(
        "clinician_session_required",
        "Clinician actions take a clinician's session token, not an API key. Sign in and use the session token.",
      );
    }
    throw unauthorized("Clinician actions take a clinician's session token.", "wrong_credential");
  }
  const clinician = await findClinician(db, caller.userId);
  if (!clinician) {
    throw forbidden(
      "clinician_required",
      "This account is not a clinician. Clinicians are added with `npm run clinician -- add ...` or CLINICIAN_EMAILS.",
    );
  }
  return clinician;
}

export const clinicianName = (c: Pick<Clinician, "firstName" | "lastName" | "credentials">) =>
  `${c.firstName} ${c.lastName}`.trim() + (c.credentials ? `, ${c.credentials}` : "");
