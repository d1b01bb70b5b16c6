/** The condition catalogue and the lay/medical synonym matcher (rubric §3 rule 1). */
import catalogue from "../data/conditions.json" with { type: "json" };
import { escapeRegex } from "./text.js";
import {
  BLOCKED_PHRASES,
  CASE_SENSITIVE_SYNONYMS,
  conditionSynonyms,
} from "./vocab/conditionSynonyms.js";

export interface CatalogueCategory {
  name: string;
  conditions: { name: string; medications: string[] }[];
}

/** The catalogue file as is: 15 categories, each with conditions and their medications. */
export const conditionCatalogue: CatalogueCategory[] = catalogue as CatalogueCategory[];

export interface ConditionMatch {
  name: string;
  category: string;
}

export { conditionSynonyms };

const BLOCKED = "";

/** Key used to look a matched phrase up: lower case, no apostrophes, no spaces or hyphens. */
function key(s: string): string {
  return s.toLowerCase().replace(/['\s-]+/g, "");
}

/** Regex source of a phrase: spaces/hyphens match any run of spaces or hyphens (or none). */
function phraseSource(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w) => escapeRegex(w).replace(/'/g, "'?"))
    .join("[\\s-]*");
}

const lookup = new Map<string, ConditionMatch | typeof BLOCKED>();
const caseSensitiveLookup = new Map<string, ConditionMatch>();
const sources: string[] = [];
const caseSensitiveSources: string[] = [];

for (const category of conditionCatalogue) {
  for (const condition of category.conditions) {
    const match: ConditionMatch = { name: condition.name, category: category.name };
    const own = condition.name.split(/[/,]/).map((p) => p.trim());
    for (const phrase of [...own, ...(conditionSynonyms[condition.name] ?? [])]) {
      if (!phrase) continue;
      const k = key(phrase);
      if (!lookup.has(k)) lookup.set(k, match);
      if (lookup.get(k) === match) sources.push(phraseSource(phrase));
    }
    for (const acronym of CASE_SENSITIVE_SYNONYMS[condition.name] ?? []) {
      caseSensitiveLookup.set(acronym, match);
      caseSensitiveSources.push(escapeRegex(acronym));
    }
  }
}
for (const phrase of BLOCKED_PHRASES) {
  lookup.set(key(phrase), BLOCKED);
  sources.push(phraseSource(phrase));
}
const uniqueSources = [...new Set(sources)].sort((a, b) => b.length - a.length);

const CONDITION_RE = new RegExp(`\\b(?:${uniqueSources.join("|")})(?:e?s)?(?![\\w])`, "gi");
const ACRONYM_RE = new RegExp(`(?<![\\w'-])(?:${caseSensitiveSources.join("|")})(?![\\w-])`, "g");

function resolve(matched: string): ConditionMatch | typeof BLOCKED | undefined {
  const k = key(matched);
  const direct = lookup.get(k);
  if (direct !== undefined) return direct;
  if (k.endsWith("es")) {
    const hit = lookup.get(k.slice(0, -2));
    if (hit !== undefined) return hit;
  }
  if (k.endsWith("s")) return lookup.get(k.slice(0, -1));
  return undefined;
}

/**
 * Catalogue conditions named in free text, directly or through a lay / medical synonym
 * ("pink eye" → Conjunctivitis/Pink eye, "burning when I pee" → Urinary tract infections), in
 * order of first mention, without duplicates. Misspellings are not matched.
 */
export function findConditions(text: string): ConditionMatch[] {
  if (typeof text !== "string" || text.length === 0) return [];
  const s = text.replace(/[\u2018\u2019\u201B\u2032]/g, "'");
  const found: { index: number; match: ConditionMatch }[] = [];
  const seen = new Set<string>();
  CONDITION_RE.lastIndex = 0;
  for (let m = CONDITION_RE.exec(s); m !== null; m = CONDITION_RE.exec(s)) {
    const hit = resolve(m[0]);
    if (hit && !seen.has(hit.name)) {
      seen.add(hit.name);
      found.push({ index: m.index, match: hit });
    }
  }
  ACRONYM_RE.lastIndex = 0;
  for (let m = ACRONYM_RE.exec(s); m !== null; m = ACRONYM_RE.exec(s)) {
    const hit = caseSensitiveLookup.get(m[0]);
    if (hit && !seen.has(hit.name)) {
      seen.add(hit.name);
      found.push({ index: m.index, match: hit });
    }
  }
  found.sort((a, b) => a.index - b.index);
  return found.map((f) => ({ ...f.match }));
}

/** Every catalogue medication name, lower case (for the medical-term and request checks). */
export const CATALOGUE_MEDICATIONS: readonly string[] = [
  ...new Set(conditionCatalogue.flatMap((c) => c.conditions.flatMap((d) => d.medications))),
].map((m) => m.toLowerCase());
