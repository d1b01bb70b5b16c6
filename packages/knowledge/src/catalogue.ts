import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** One condition of the evaluator's catalogue, with its category. */
export interface CatalogueCondition {
  name: string;
  category: string;
  medications: string[];
}

/** Path of the condition catalogue owned by `@intake/evaluator`. */
export const CATALOGUE_PATH = fileURLToPath(
  new URL("../../evaluator/data/conditions.json", import.meta.url),
);

interface RawCategory {
  name?: unknown;
  conditions?: unknown;
}

/** Reads `packages/evaluator/data/conditions.json` as a flat list, in catalogue order. */
export function loadCatalogue(path: string = CATALOGUE_PATH): CatalogueCondition[] {
  const raw: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (!Array.isArray(raw)) throw new Error(`${path}: catalogue must be an array of categories`);
  const out: CatalogueCondition[] = [];
  for (const cat of raw as RawCategory[]) {
    if (typeof cat.name !== "string" || !Array.isArray(cat.conditions)) {
      throw new Error(`${path}: malformed category entry`);
    }
    for (const cond of cat.conditions as { name?: unknown; medications?: unknown }[]) {
      if (typeof cond.name !== "string" || !Array.isArray(cond.medications)) {
        throw new Error(`${path}: malformed condition entry in ${cat.name}`);
      }
      out.push({
        name: cond.name,
        category: cat.name,
        medications: cond.medications.filter((m): m is string => typeof m === "string"),
      });
    }
  }
  return out;
}
