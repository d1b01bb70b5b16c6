/** The encounters context's public surface (`@intake/core/encounters`). */
/**
 * The criteria table, personal-identifier words, the letter length bounds, and criterion 2's
 * weight rule (under 19: a weight in kilograms; checkout asks it of the chosen person).
 */
export {
  CRITERIA,
  type Criterion,
  MAX_LETTER_LENGTH,
  MIN_LETTER_LENGTH,
  PII_LABELS,
  type PiiKind,
  WEIGHT_REQUIRED_UNDER_YEARS,
  weightRequired,
} from "@intake/evaluator";
export { cancelEncounter } from "./cancel-encounter";
export { type CheckoutView, getCheckoutView } from "./get-checkout";
export { getEncounter } from "./get-encounter";
export { getLatestTurn } from "./get-latest-turn";
export * from "./letter-criteria";
export {
  type FeedbackAudience,
  type LetterFeedback,
  type LetterFeedbackInput,
  writeLetterFeedback,
} from "./letter-feedback";
export * from "./lifecycle";
export { type EncounterPage, listEncounters } from "./list-encounters";
export { listTurns } from "./list-turns";
export {
  type AutoSubmitFacts,
  ageInYears,
  identityVerified,
  pendingReasons,
} from "./pending-reasons";
export {
  findSelfPatientId,
  type LetterCheckView,
  type LetterFacts,
  type LetterPersonMismatch,
  letterFacts,
  letterPersonMismatch,
  readCheckoutOwner,
  readLetterCheck,
  readLetterFacts,
} from "./read-letter-check";
export * from "./schemas";
export {
  type LetterSubmissionDetails,
  submitLetter,
  submitLetterWithDetails,
} from "./submit-letter";
