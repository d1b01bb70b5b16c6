import { evaluateLetter } from "@intake/evaluator";
import { factsOf, type LetterFacts } from "./read-letter-check";

/**
 * What the console shows of a letter, from one reading of it: the 11 completeness criteria, met
 * or not, in the rubric's order, and the age and sex it states (for the cross-check with the
 * patient's record).
 */
export function readLetterForReview(letter: string): {
  criteria: { label: string; ok: boolean }[];
  facts: LetterFacts | null;
} {
  const result = evaluateLetter(letter);
  if (!result.ok) return { criteria: [], facts: null };
  return {
    criteria: [
      ...result.completed_items.map((label) => ({ label, ok: true })),
      ...result.missing_items.map((label) => ({ label, ok: false })),
    ],
    facts: factsOf(result),
  };
}
