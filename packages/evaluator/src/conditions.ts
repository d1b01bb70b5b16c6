/** The condition catalogue and the lay/medical synonym matcher (rubric §3 rule 1). */
import catalogue from "../data/conditions.json" with { type: "json" };
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

const NON_ALNUM = /[^a-z0-9]+/g;
const CURLY = /[\u2018\u2019\u201B\u2032]/;
const CURLY_ALL = /[\u2018\u2019\u201B\u2032]/g;

function isAlpha(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}
function isAlnum(c: number): boolean {
  return isAlpha(c) || (c >= 48 && c <= 57);
}

/** Lookup key of a phrase: lower case, letters and digits only ("Athlete's foot" → "athletesfoot"). */
function key(s: string): string {
  return s.toLowerCase().replace(NON_ALNUM, "");
}

function wordCount(phrase: string): number {
  return phrase.split(/[^A-Za-z0-9']+/).filter(Boolean).length;
}

const lookup = new Map<string, ConditionMatch | typeof BLOCKED>();
const acronyms = new Map<string, ConditionMatch>();
let maxWords = 1;

for (const category of conditionCatalogue) {
  for (const condition of category.conditions) {
    const match: ConditionMatch = { name: condition.name, category: category.name };
    const own = condition.name.split(/[/,]/).map((p) => p.trim());
    for (const phrase of [...own, ...(conditionSynonyms[condition.name] ?? [])]) {
      if (!phrase) continue;
      const k = key(phrase);
      if (!lookup.has(k)) lookup.set(k, match);
      maxWords = Math.max(maxWords, wordCount(phrase));
    }
    for (const acronym of CASE_SENSITIVE_SYNONYMS[condition.name] ?? [])
      acronyms.set(acronym, match);
  }
}
for (const phrase of BLOCKED_PHRASES) {
  lookup.set(key(phrase), BLOCKED);
  maxWords = Math.max(maxWords, wordCount(phrase));
}

// plural forms resolve to the same entry ("pimples", "migraines", "boxes")
for (const [k, v] of [...lookup]) {
  if (!lookup.has(`${k}s`)) lookup.set(`${k}s`, v);
  if (!lookup.has(`${k}es`)) lookup.set(`${k}es`, v);
}

/**
 * Every beginning of a lookup key. Keys join a phrase's words without separators, so a scan
 * that has built a key no key starts with can stop at once (most words start no phrase).
 */
const PREFIXES = new Set<string>();
for (const k of lookup.keys()) for (let j = 1; j <= k.length; j++) PREFIXES.add(k.slice(0, j));

/**
 * True when only spaces, tabs, hyphens or slashes separate two words of a phrase (and a full stop
 * after a single letter, as in "H. pylori").
 */
function joinable(text: string, from: number, to: number, initial: boolean): boolean {
  if (to - from > 3) return false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 && initial && i === from) continue;
    if (c !== 32 && c !== 45 && c !== 47 && c !== 9) return false;
  }
  return true;
}

/**
 * Catalogue conditions named in free text, directly or through a lay / medical synonym
 * ("pink eye" → Conjunctivitis/Pink eye, "burning when I pee" → Urinary tract infections), in
 * order of first mention, without duplicates. The longest phrase at a word wins; a plural "s"/"es"
 * is accepted; misspellings are not matched.
 */
export function findConditions(text: string): ConditionMatch[] {
  if (typeof text !== "string" || text.length === 0) return [];
  const s = CURLY.test(text) ? text.replace(CURLY_ALL, "'") : text;
  const words: string[] = [];
  const norms: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  // tokens as TOKEN matches them: letters and digits, inner "'s"-style parts, a trailing "'"
  const n = s.length;
  for (let i = 0; i < n; ) {
    if (!isAlnum(s.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && isAlnum(s.charCodeAt(j))) j++;
    let apostrophe = false;
    while (j + 1 < n && s.charCodeAt(j) === 39 && isAlpha(s.charCodeAt(j + 1))) {
      apostrophe = true;
      j += 2;
      while (j < n && isAlpha(s.charCodeAt(j))) j++;
    }
    if (j < n && s.charCodeAt(j) === 39) {
      apostrophe = true;
      j++;
    }
    const word = s.slice(i, j);
    words.push(word);
    norms.push(apostrophe ? word.toLowerCase().replace(NON_ALNUM, "") : word.toLowerCase());
    starts.push(i);
    ends.push(j);
    i = j;
  }
  const found: ConditionMatch[] = [];
  const seen = new Set<string>();
  const add = (hit: ConditionMatch) => {
    if (!seen.has(hit.name)) {
      seen.add(hit.name);
      found.push({ ...hit });
    }
  };
  for (let i = 0; i < words.length; ) {
    if (!PREFIXES.has(norms[i] ?? "")) {
      const acronym = acronyms.get(words[i] ?? "");
      if (acronym) add(acronym);
      i++;
      continue;
    }
    // the keys of the runs of joinable words starting at i, while some key starts so
    const keys: string[] = [];
    let k = norms[i] as string;
    keys.push(k);
    for (
      let j = i + 1;
      j < words.length &&
      j - i < maxWords &&
      joinable(s, ends[j - 1] ?? 0, starts[j] ?? 0, (words[j - 1]?.length ?? 0) === 1);
      j++
    ) {
      k += norms[j] ?? "";
      if (!PREFIXES.has(k)) break;
      keys.push(k);
    }
    let consumed = 0;
    for (let n = keys.length; n >= 1; n--) {
      const hit = lookup.get(keys[n - 1] ?? "");
      if (hit !== undefined) {
        if (hit !== BLOCKED) add(hit);
        consumed = n;
        break;
      }
    }
    if (consumed === 0) {
      const acronym = acronyms.get(words[i] ?? "");
      if (acronym) add(acronym);
      consumed = 1;
    }
    i += consumed;
  }
  return found;
}

/** Every catalogue medication name, lower case (for the medical-term and request checks). */
export const CATALOGUE_MEDICATIONS: readonly string[] = [
  ...new Set(conditionCatalogue.flatMap((c) => c.conditions.flatMap((d) => d.medications))),
].map((m) => m.toLowerCase());
