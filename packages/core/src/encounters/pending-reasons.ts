import type { Relationship } from "@intake/db";
import { isServedState } from "../catalogue/catalogue";
import type { PendingReason } from "./schemas";

/** What the auto-submit gate looks at, gathered by the caller from the database. */
export interface AutoSubmitFacts {
  letterReady: boolean;
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
  /** Encounters of the account submitted in the current subscription period, this one excluded. */
  submissionsThisPeriod: number;
  fairUseCap: number;
  today: Date;
}

/**
 * Every reason that stops a one-call submission (spec: auto_submit, States and transitions).
 * Empty means submit. A patient the caller does not own is not inspected further: its consent,
 * verification and state are not the caller's business.
 */
export function pendingReasons(f: AutoSubmitFacts): PendingReason[] {
  const reasons: PendingReason[] = [];
  if (!f.letterReady) reasons.push("letter_incomplete");
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
  } else if (f.submissionsThisPeriod >= f.fairUseCap) {
    reasons.push("rate_limit_reached");
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

/** Whole years between a `YYYY-MM-DD` birth date and `today` (UTC). */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}
