import type { ErrorCode } from "@intake/core/kernel";

/** What every clinician console procedure can refuse with: who is calling. */
export const CLINICIAN_ERRORS = [
  "clinician_session_required",
  "clinician_required",
  "unauthorized",
  "wrong_credential",
] as const satisfies readonly ErrorCode[];

/** A procedure on one encounter: it may not exist, or be another clinician's. */
export const CLINICIAN_ENCOUNTER_ERRORS = [
  ...CLINICIAN_ERRORS,
  "not_found",
  "already_claimed",
] as const satisfies readonly ErrorCode[];

/** An action that moves the encounter: only from the states it applies to. */
export const CLINICIAN_ACTION_ERRORS = [
  ...CLINICIAN_ENCOUNTER_ERRORS,
  "invalid_encounter_state",
] as const satisfies readonly ErrorCode[];
