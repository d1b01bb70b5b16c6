/**
 * `@intake/evaluator`: the deterministic completeness check of a Markdown clinical letter
 * (shared/docs/evaluation-rubric.md). Pure and synchronous; no I/O at run time.
 */
export {
  type CatalogueCategory,
  type ConditionMatch,
  conditionCatalogue,
  conditionSynonyms,
  findConditions,
} from "./conditions.js";
export {
  CRITERIA,
  type CriterionKey,
  type Evaluation,
  evaluateLetter,
  type LetterEvaluation,
  type LetterRejection,
  MAX_LETTER_LENGTH,
  MIN_LETTER_LENGTH,
  type PiiKind,
  type ScopeProblem,
} from "./evaluate.js";
export { normaliseLabel, parseSections, type Section } from "./sections.js";
