import type { Database, PatientsTable } from "@intake/db";
import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import type { DbOrTrx } from "../../kernel/context";
import { notFound } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { ADULT_AGE_YEARS, ageInYears } from "./rules";
import type { IdentitySessionState, Patient } from "./schemas";

export type PatientRow = Selectable<PatientsTable> & {
  owner_identity_status: string;
  owner_identity_verified_at: Date | null;
  identity_pending: boolean;
  latest_identity_session: {
    id: string;
    status: string;
    error_code: string | null;
    error_reason: string | null;
    opened_at: string | null;
    expires_at: string;
    updated_at: string | null;
    created_at: string;
  } | null;
};

/** The caller's active (not archived) patients, with what their verification status needs. */
export function selectPatients(db: DbOrTrx, ownerId: string, now: Date) {
  return db
    .selectFrom("patients")
    .innerJoin("users", "users.id", "patients.owner_id")
    .selectAll("patients")
    .select((eb) => [
      "users.identity_status as owner_identity_status",
      "users.identity_verified_at as owner_identity_verified_at",
      eb
        .exists(
          eb
            .selectFrom("identity_sessions")
            .select("identity_sessions.id")
            .whereRef("identity_sessions.patient_id", "=", "patients.id")
            .where((w) =>
              w.or([
                w("identity_sessions.status", "=", "processing"),
                w.and([
                  w("identity_sessions.status", "=", "pending"),
                  w("identity_sessions.expires_at", ">", now),
                ]),
              ]),
            ),
        )
        .as("identity_pending"),
      sql<PatientRow["latest_identity_session"]>`(
        select json_build_object(
          'id', s.id, 'status', s.status, 'error_code', s.error_code,
          'error_reason', s.error_reason, 'opened_at', s.opened_at, 'expires_at', s.expires_at,
          'updated_at', s.updated_at, 'created_at', s.created_at)
        from identity_sessions s where s.patient_id = patients.id
        order by s.created_at desc limit 1)`.as("latest_identity_session"),
    ])
    .where("patients.owner_id", "=", ownerId)
    .where("patients.archived_at", "is", null)
    .where(completeDemographics);
}

/**
 * A patient exists for the API only with every required field filled. Older databases may hold
 * an empty `self` placeholder from sign-in; it stays invisible until POST /patients fills it.
 */
export const REQUIRED_COLUMNS = [
  "first_name",
  "last_name",
  "date_of_birth",
  "sex",
  "state_of_residence",
  "zip_code",
  "phone_number",
] as const;

const completeDemographics = (eb: ExpressionBuilder<Database, "patients">) =>
  eb.and(REQUIRED_COLUMNS.map((column) => eb(`patients.${column}`, "is not", null)));

/** One of the caller's active patients; anything else (foreign, archived, malformed id) is 404. */
export async function loadOwnPatient(
  db: DbOrTrx,
  ownerId: string,
  id: string,
  now: Date,
): Promise<PatientRow> {
  if (!isUuid(id)) throw notFound("The patient");
  const row = await selectPatients(db, ownerId, now)
    .where("patients.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("The patient");
  return row as PatientRow;
}

/** Self patients and minors inherit the account holder's verification (spec: identity and consent). */
export function inheritsOwner(
  row: Pick<PatientRow, "relationship" | "date_of_birth">,
  now: Date,
): boolean {
  if (row.relationship === "self") return true;
  return row.date_of_birth !== null && ageInYears(row.date_of_birth, now) < ADULT_AGE_YEARS;
}

/** Whether the patient counts as identity-verified, by its own verification or the owner's. */
export function isVerified(row: PatientRow, now: Date): boolean {
  if (inheritsOwner(row, now)) return row.owner_identity_status === "verified";
  return row.identity_status === "verified";
}

export function toPatient(row: PatientRow, now: Date): Patient {
  let identityVerification: Patient["identityVerification"];
  if (inheritsOwner(row, now)) {
    identityVerification = { status: "inherits_owner" };
    if (row.owner_identity_status === "verified" && row.owner_identity_verified_at) {
      identityVerification.verifiedAt = row.owner_identity_verified_at.toISOString();
    }
  } else if (row.identity_status === "verified") {
    identityVerification = { status: "verified" };
    if (row.identity_verified_at)
      identityVerification.verifiedAt = row.identity_verified_at.toISOString();
  } else {
    identityVerification = {
      status: row.identity_pending ? "pending" : "unverified",
    };
  }
  const latest = row.latest_identity_session;
  let latestSession: IdentitySessionState | null = null;
  if (latest) {
    const expired =
      latest.status === "expired" ||
      (latest.status === "pending" && !latest.opened_at && new Date(latest.expires_at) <= now);
    latestSession = {
      sessionId: latest.id,
      status: (expired ? "expired" : latest.status) as IdentitySessionState["status"],
      code: latest.error_code,
      reason: latest.error_reason,
      updatedAt: new Date(latest.updated_at ?? latest.created_at).toISOString(),
    };
  }
  if (latestSession) identityVerification.latestSession = latestSession;
  return {
    id: row.id,
    ownerId: row.owner_id,
    relationship: row.relationship,
    // selectPatients returns complete patients only.
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    dateOfBirth: row.date_of_birth as string,
    sex: row.sex as string,
    stateOfResidence: row.state_of_residence as string,
    zipCode: row.zip_code as string,
    phoneNumber: row.phone_number as string,
    consentedToTelehealth: row.consented_to_telehealth,
    identityVerification,
    createdAt: row.created_at.toISOString(),
  };
}
