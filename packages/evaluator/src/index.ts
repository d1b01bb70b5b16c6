/**
 * `@intake/evaluator`: the deterministic completeness check of a Markdown clinical letter
 * (shared/docs/evaluation-rubric.md). Pure and synchronous; no I/O at run time. It returns
 * findings; the caller writes the wording (commentary, next steps).
 */
export { WEIGHT_REQUIRED_UNDER_YEARS, weightRequired } from "./age.js";
export {
  type CatalogueCategory,
  type ConditionMatch,
  conditionCatalogue,
  conditionSynonyms,
  findConditions,
} from "./conditions.js";
export {
  CRITERIA,
  CRITERION_KEYS,
  type Criterion,
  type CriterionKey,
  criterionLabel,
  type Evaluation,
} from "./criteria.js";
export {
  evaluateLetter,
  type LetterEvaluation,
  type LetterRejection,
  MAX_LETTER_LENGTH,
  MIN_LETTER_LENGTH,
  type PiiKind,
  type ScopeProblem,
  statesKilograms,
} from "./evaluate.js";
export { PII_KINDS, PII_LABELS } from "./pii.js";
export { normaliseLabel, parseSections, type Section } from "./sections.js";
