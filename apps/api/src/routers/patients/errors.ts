import type { ErrorCode } from "@intake/core/kernel";

/** What the one check of a new patient's fields refuses with (every procedure that creates one). */
export const PATIENT_FIELD_ERRORS = [
  "invalid_relationship",
  "invalid_name",
  "invalid_date_of_birth",
  "patient_too_young",
  "invalid_sex",
  "invalid_state",
  "invalid_zip",
  "invalid_phone",
] as const satisfies readonly ErrorCode[];
