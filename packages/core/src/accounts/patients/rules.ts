import { badRequest } from "../../kernel/errors";

/**
 * Patient field rules (spec: Patients; docs/patients.md). Each failure is a 400 with its own code
 * and the field name, so an agent can fix exactly that field.
 */

export const RELATIONSHIPS = [
  "self",
  "spouse",
  "child",
  "parent",
  "guardian",
  "dependent",
  "other",
] as const;
export type RelationshipValue = (typeof RELATIONSHIPS)[number];

/** Biological sex, as the prescribing physician needs it. */
export const SEXES = ["male", "female", "intersex"] as const;

/** The 50 states and the District of Columbia. */
export const US_STATES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
] as const;

export const NAME_MAX = 100;
/** Family members must be at least six months old (spec: Limits). */
export const FAMILY_MIN_AGE_MONTHS = 6;
export const ADULT_AGE_YEARS = 18;

export function parseRelationship(value: string): RelationshipValue {
  if ((RELATIONSHIPS as readonly string[]).includes(value)) return value as RelationshipValue;
  throw badRequest(
    "invalid_relationship",
    `relationship must be one of: ${RELATIONSHIPS.join(", ")}.`,
    {
      field: "relationship",
    },
  );
}

export function parseName(field: "firstName" | "lastName", value: string): string {
  const name = value.trim().replace(/\s+/g, " ");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (name.length < 1 || name.length > NAME_MAX || /[\u0000-\u001f\u007f]/.test(name)) {
    throw badRequest(
      "invalid_name",
      `${field} must be the legal name, 1 to ${NAME_MAX} characters.`,
      { field },
    );
  }
  return name;
}

/** A real calendar date `YYYY-MM-DD`, not in the future (UTC), not before 1900. */
export function parseDateOfBirth(value: string, today: Date): string {
  const invalid = (why: string) =>
    badRequest(
      "invalid_date_of_birth",
      `dateOfBirth ${why}; send a real date as YYYY-MM-DD, e.g. 1990-04-17.`,
      {
        field: "dateOfBirth",
      },
    );
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw invalid("is not in YYYY-MM-DD form");
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw invalid("is not a real calendar date");
  }
  if (year < 1900) throw invalid("is before 1900");
  if (value > isoDate(today)) throw invalid("is in the future");
  return value;
}

/** Family members (every relationship but `self`) must be at least six months old. */
export function assertOldEnough(relationship: string, dateOfBirth: string, today: Date): void {
  if (relationship === "self") return;
  if (addMonths(dateOfBirth, FAMILY_MIN_AGE_MONTHS) > isoDate(today)) {
    throw badRequest(
      "patient_too_young",
      `Family members must be at least ${FAMILY_MIN_AGE_MONTHS} months old; this date of birth is less than that before today.`,
      { field: "dateOfBirth" },
    );
  }
}

export function parseSex(value: string): string {
  const sex = value.trim().toLowerCase();
  if ((SEXES as readonly string[]).includes(sex)) return sex;
  throw badRequest("invalid_sex", `sex must be one of: ${SEXES.join(", ")} (biological sex).`, {
    field: "sex",
  });
}

export function parseState(value: string): string {
  const state = value.trim().toUpperCase();
  if ((US_STATES as readonly string[]).includes(state)) return state;
  throw badRequest(
    "invalid_state",
    "stateOfResidence must be a two-letter US state code (one of the 50 states or DC), e.g. CA.",
    { field: "stateOfResidence" },
  );
}

export function parseZip(value: string): string {
  const zip = value.trim();
  if (/^\d{5}$/.test(zip)) return zip;
  throw badRequest("invalid_zip", "zipCode must be a 5-digit US ZIP code, e.g. 94110 (no ZIP+4).", {
    field: "zipCode",
  });
}

/**
 * E.164. Spaces, dashes, dots and parentheses are ignored; a 10-digit US number (or 11 digits
 * starting with 1) gets +1. A +1 number must have a valid 10-digit NANP number after it.
 */
export function parsePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-.()]/g, "");
  let e164: string | null = null;
  if (/^\d{10}$/.test(compact)) e164 = `+1${compact}`;
  else if (/^1\d{10}$/.test(compact)) e164 = `+${compact}`;
  else if (/^\+[1-9]\d{7,14}$/.test(compact)) e164 = compact;
  if (e164?.startsWith("+1") && !/^\+1[2-9]\d{2}[2-9]\d{6}$/.test(e164)) e164 = null;
  if (e164) return e164;
  throw badRequest(
    "invalid_phone",
    "phoneNumber must be E.164 (e.g. +14155550123) or a 10-digit US number (e.g. 415-555-0123).",
    { field: "phoneNumber" },
  );
}

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

/** Whole years between a `YYYY-MM-DD` birth date and `today` (UTC). */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const t = isoDate(today);
  const [ty, tm, td] = t.split("-").map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** `YYYY-MM-DD` plus n calendar months, clamped to the month's last day (Aug 31 + 6 = Feb 28/29). */
export function addMonths(dateOfBirth: string, months: number): string {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return isoDate(target);
}
