import { evaluateLetter, type LetterEvaluation } from "@intake/evaluator";
import { ageInYears } from "../accounts/patients/rules";
import type { DbOrTrx } from "../kernel/context";
import { sha256Hex } from "../kernel/crypto";
import { writeLetterFeedback } from "./letter-feedback";
import type { EncounterState } from "./schemas";

/** What the /new page shows again after its redirect: the latest checked letter and its result. */
export interface LetterCheckView {
  encounterId: string;
  state: EncounterState;
  expiresAt: Date;
  letter: string;
  result: LetterEvaluation;
  commentary: string;
  nextSteps: string;
  /** True while `encounterToken` is the encounter's current token (its checkout link works). */
  tokenCurrent: boolean;
}

/**
 * The latest letter of the encounter of `sessionToken`, evaluated again (the evaluator is pure,
 * so this is the result the person saw) and worded for a person. Null when the session is
 * unknown. Reads only: the page's GET after Post/Redirect/Get changes nothing.
 */
export async function readLetterCheck(
  db: DbOrTrx,
  input: { sessionToken: string; encounterToken?: string },
): Promise<LetterCheckView | null> {
  const row = await db
    .selectFrom("encounters")
    .innerJoin("turns", "turns.encounter_id", "encounters.id")
    .select([
      "encounters.id",
      "encounters.state",
      "encounters.expires_at",
      "encounters.encounter_token_hash",
      "turns.query_text",
    ])
    .where("encounters.session_token_hash", "=", sha256Hex(input.sessionToken))
    .orderBy("turns.version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const evaluated = evaluateLetter(row.query_text);
  if (!evaluated.ok) return null;
  const feedback = writeLetterFeedback({
    audience: "person",
    result: evaluated,
    encounterId: row.id,
    pendingReasons: null,
  });
  return {
    encounterId: row.id,
    state: row.state,
    expiresAt: row.expires_at,
    letter: row.query_text,
    result: evaluated,
    commentary: feedback.commentary,
    nextSteps: feedback.next_steps,
    tokenCurrent:
      input.encounterToken !== undefined &&
      sha256Hex(input.encounterToken) === row.encounter_token_hash,
  };
}

/** The encounter's latest letter (its newest turn's text), or null before its first turn. */
export async function latestLetter(db: DbOrTrx, encounterId: string): Promise<string | null> {
  const turn = await db
    .selectFrom("turns")
    .select("query_text")
    .where("encounter_id", "=", encounterId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return turn?.query_text ?? null;
}

/** The age and sex the encounter's latest letter gives (for the checkout's person cross-check). */
export async function readLetterFacts(
  db: DbOrTrx,
  encounterId: string,
): Promise<LetterFacts | null> {
  const letter = await latestLetter(db, encounterId);
  return letter === null ? null : letterFacts(letter);
}

/** The age and sex a letter states, as the letter check reads them; null when it does not pass. */
export interface LetterFacts {
  ageYears: number | null;
  sex: "male" | "female" | null;
}

/** The age and sex of a letter the letter check has read (null when it did not pass). */
export const factsOf = (r: ReturnType<typeof evaluateLetter>): LetterFacts | null =>
  r.ok ? { ageYears: r.age_years, sex: r.sex } : null;

export const letterFacts = (letter: string): LetterFacts | null => factsOf(evaluateLetter(letter));

/** Where a letter and the person it is sent for disagree (checkout warns the patient, the console the physician). */
export interface LetterPersonMismatch {
  /** The letter's age and the person's, more than a year apart. */
  age: { letter: number; person: number } | null;
  /** The letter's sex, when the person's recorded sex is the other one. */
  sex: "male" | "female" | null;
}

/** The letter's age or sex against a person's record; null when they agree or cannot be compared. */
export function letterPersonMismatch(
  facts: LetterFacts | null,
  person: { dateOfBirth: string | null; sex: string | null },
  now: Date,
): LetterPersonMismatch | null {
  if (!facts) return null;
  let age: LetterPersonMismatch["age"] = null;
  if (facts.ageYears !== null && person.dateOfBirth) {
    const years = ageInYears(person.dateOfBirth, now);
    if (Math.abs(years - facts.ageYears) > 1) age = { letter: facts.ageYears, person: years };
  }
  const sex =
    facts.sex && (person.sex === "male" || person.sex === "female") && person.sex !== facts.sex
      ? facts.sex
      : null;
  return age || sex ? { age, sex } : null;
}

/** Who an encounter belongs to, for the hosted checkout page: the account and the bound person. */
export async function readCheckoutOwner(
  db: DbOrTrx,
  encounterId: string,
): Promise<{ userId: string | null; patientId: string | null } | null> {
  const row = await db
    .selectFrom("encounters")
    .select(["user_id", "patient_id"])
    .where("id", "=", encounterId)
    .executeTakeFirst();
  return row ? { userId: row.user_id, patientId: row.patient_id } : null;
}

/** The account holder's own (self) patient, not archived, or null. */
export async function findSelfPatientId(db: DbOrTrx, ownerId: string): Promise<string | null> {
  const row = await db
    .selectFrom("patients")
    .select("id")
    .where("owner_id", "=", ownerId)
    .where("relationship", "=", "self")
    .where("archived_at", "is", null)
    .executeTakeFirst();
  return row?.id ?? null;
}
