import { evaluateLetter } from "@intake/evaluator";

/** The 11 completeness criteria of a letter, met or not, in the rubric's order (console view). */
export function letterCriteria(letter: string): { label: string; ok: boolean }[] {
  const result = evaluateLetter(letter);
  if (!result.ok) return [];
  return [
    ...result.completed_items.map((label) => ({ label, ok: true })),
    ...result.missing_items.map((label) => ({ label, ok: false })),
  ];
}
