import type { PatientsTable, Relationship } from "@intake/db";
import { type Selectable, sql } from "kysely";
import type { AccountCaller } from "../accounts/callers/caller";
import { ageInYears } from "../accounts/patients/rules";
import { isServedState } from "../catalogue/conditions/catalogue";
import type { RequestContext } from "../kernel/context";
import type { PendingReason } from "./schemas";

export { ageInYears };

/** What the auto-submit gate looks at, gathered by the caller from the database. */
export interface AutoSubmitFacts {
  /** The patient bound to the encounter after this call; null when none is bound. */
  patient: {
    ownedByCaller: boolean;
    consentedToTelehealth: boolean;
    identityStatus: string;
    relationship: Relationship;
    dateOfBirth: string | null;
    stateOfResidence: string | null;
  } | null;
  ownerIdentityVerified: boolean;
  subscriptionStatus: string | null;
  /** The bound patient holds a seat of the subscription (family members need one). */
  patientSeated: boolean;
  /** Encounters of the account submitted in the current subscription period, this one excluded. */
  submissionsThisPeriod: number;
  fairUseCap: number;
  today: Date;
}

/**
 * Every reason that stops a one-call submission of a complete letter (spec: auto_submit, States
 * and transitions; the letter's own completeness is `final_decision_ready`). Empty means submit. A patient the caller does not own is not inspected further: its consent,
 * verification and state are not the caller's business.
 */
export function pendingReasons(f: AutoSubmitFacts): PendingReason[] {
  const reasons: PendingReason[] = [];
  // A bound patient whose record is still an incomplete placeholder counts as no patient yet.
  if (!f.patient || (f.patient.ownedByCaller && !f.patient.stateOfResidence)) {
    reasons.push("patient_required");
  } else if (!f.patient.ownedByCaller) {
    reasons.push("patient_not_owned");
  }
  if (f.patient?.ownedByCaller) {
    if (!f.patient.consentedToTelehealth) reasons.push("telehealth_consent_required");
    if (!identityVerified(f.patient, f.ownerIdentityVerified, f.today))
      reasons.push("patient_not_id_verified");
  }
  if (f.subscriptionStatus !== "active") {
    reasons.push("subscription_required");
  } else {
    // The plan covers the account holder; every other person on it takes a paid seat
    // (docs/payments.md): checkout charges the seat, one-call submission never does.
    if (f.patient?.ownedByCaller && f.patient.relationship !== "self" && !f.patientSeated)
      reasons.push("seat_required");
    if (f.submissionsThisPeriod >= f.fairUseCap) reasons.push("rate_limit_reached");
  }
  const state = f.patient?.ownedByCaller ? f.patient.stateOfResidence : null;
  if (state && !isServedState(state.toUpperCase())) {
    reasons.push("state_not_served");
  }
  return reasons;
}

/** Own verification, or (self-patients and minors) the account holder's (spec: Patient identity). */
export function identityVerified(
  patient: { identityStatus: string; relationship: Relationship; dateOfBirth: string | null },
  ownerIdentityVerified: boolean,
  today: Date,
): boolean {
  if (patient.identityStatus === "verified") return true;
  const minor = patient.dateOfBirth !== null && ageInYears(patient.dateOfBirth, today) < 18;
  const inherits = patient.relationship === "self" || minor;
  return inherits && ownerIdentityVerified;
}

/** What `gatherPendingReasons` may reuse instead of reading it again. */
export interface KnownFacts {
  /** The bound patient's row, already read (null: none bound); undefined: read it here. */
  patient?: Selectable<PatientsTable> | null;
  /** The request's time, taken once. */
  now?: Date;
}

/** Reads what the auto-submit gate needs (spec: auto_submit) and lists every blocking reason. */
export async function gatherPendingReasons(
  ctx: RequestContext,
  account: AccountCaller,
  patientId: string | null,
  encounterId: string,
  known: KnownFacts = {},
): Promise<PendingReason[]> {
  const [facts, patient] = await Promise.all([
    readAutoSubmitFacts(ctx, account.userId, encounterId, patientId),
    known.patient !== undefined
      ? Promise.resolve(known.patient ?? undefined)
      : patientId
        ? ctx.db.selectFrom("patients").selectAll().where("id", "=", patientId).executeTakeFirst()
        : Promise.resolve(undefined),
  ]);
  return pendingReasons({
    patient: patient
      ? {
          ownedByCaller: patient.owner_id === account.userId && patient.archived_at === null,
          consentedToTelehealth: patient.consented_to_telehealth,
          identityStatus: patient.identity_status,
          relationship: patient.relationship,
          dateOfBirth: patient.date_of_birth,
          stateOfResidence: patient.state_of_residence,
        }
      : null,
    ownerIdentityVerified: facts?.identity_status === "verified",
    subscriptionStatus: facts?.subscription_status ?? null,
    patientSeated: Boolean(facts?.patient_seated),
    submissionsThisPeriod: Number(facts?.submissions_this_period ?? 0),
    fairUseCap: ctx.config.FAIR_USE_SUBMISSIONS_PER_PERIOD,
    today: known.now ?? ctx.clock.now(),
  });
}

/**
 * The account's side of the gate in one query (one round trip instead of three or four): the
 * owner's identity status, the subscription's status and, when it is active, the encounters
 * submitted in its current period other than this one (fair use counts encounters, not
 * submissions: replacing this encounter's submission is free).
 */
function readAutoSubmitFacts(
  ctx: RequestContext,
  userId: string,
  encounterId: string,
  patientId: string | null,
) {
  return ctx.db
    .selectFrom("users as u")
    .leftJoin("subscriptions as s", "s.user_id", "u.id")
    .select([
      "u.identity_status",
      "s.status as subscription_status",
      sql<number>`case when s.status = 'active' then (
        select count(distinct sub.encounter_id) from submissions sub
        where sub.user_id = u.id
          and sub.created_at >= s.current_period_start
          and sub.created_at < s.current_period_end
          and sub.encounter_id <> ${encounterId}::uuid
      ) else 0 end`.as("submissions_this_period"),
      sql<boolean>`exists (
        select 1 from subscription_seats seat
        where seat.subscription_id = s.id and seat.released_at is null
          and seat.patient_id = ${patientId}::uuid
      )`.as("patient_seated"),
    ])
    .where("u.id", "=", userId)
    .executeTakeFirst();
}
