/** The condition catalogue and the lay/medical synonym matcher (rubric §3 rule 1). */
import catalogue from "../data/conditions.json" with { type: "json" };
import { isAscii } from "./text.js";
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
 * The lookup keys as a trie over lower-case letters and digits (36 symbols, children in one flat
 * table): a phrase is read character by character from the letter, word after word, with no
 * lower-cased copy or string per word. A scan that reaches no node can stop at once: no key
 * starts so (most words start no phrase).
 */
const SYMBOLS = 36;
/** Trie symbol of a character code: a–z and A–Z (as lower case) 0–25, 0–9 26–35, else -1. */
const SYMBOL = new Int8Array(128).fill(-1);
for (let c = 0; c < 26; c++) {
  SYMBOL[97 + c] = c;
  SYMBOL[65 + c] = c;
}
for (let c = 0; c < 10; c++) SYMBOL[48 + c] = 26 + c;
const trieValues: (ConditionMatch | typeof BLOCKED | undefined)[] = [undefined];
let trieNext = new Int32Array(SYMBOLS * 1024).fill(-1);
for (const [k, value] of lookup) {
  let node = 0;
  for (let i = 0; i < k.length; i++) {
    const sym = SYMBOL[k.charCodeAt(i)] ?? -1;
    if (sym < 0) throw new Error(`condition key ${k} has a character outside a-z0-9`);
    let child = trieNext[node * SYMBOLS + sym] as number;
    if (child < 0) {
      child = trieValues.length;
      trieValues.push(undefined);
      if ((child + 1) * SYMBOLS > trieNext.length) {
        const grown = new Int32Array(trieNext.length * 2).fill(-1);
        grown.set(trieNext);
        trieNext = grown;
      }
      trieNext[node * SYMBOLS + sym] = child;
    }
    node = child;
  }
  trieValues[node] = value;
}
const TRIE_NEXT = trieNext;
const TRIE_VALUES = trieValues;

/**
 * The trie node reached from `node` by the letters and digits of the token text[start, end)
 * (its apostrophes skipped, as the keys have none), or -1 when no key continues so.
 */
function walk(text: string, start: number, end: number, node: number): number {
  for (let p = start; p < end && node >= 0; p++) {
    const c = text.charCodeAt(p);
    if (c === 39) continue;
    node = TRIE_NEXT[node * SYMBOLS + (SYMBOL[c] as number)] as number;
  }
  return node;
}

/** Acronyms are read only from tokens that could be one (length and first character). */
let acronymMaxLength = 0;
const ACRONYM_FIRST = new Set<number>();
for (const acronym of acronyms.keys()) {
  acronymMaxLength = Math.max(acronymMaxLength, acronym.length);
  ACRONYM_FIRST.add(acronym.charCodeAt(0));
}
function acronymAt(text: string, start: number, end: number): ConditionMatch | undefined {
  if (end - start > acronymMaxLength || !ACRONYM_FIRST.has(text.charCodeAt(start)))
    return undefined;
  return acronyms.get(text.slice(start, end));
}

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
  const s = !isAscii(text) && CURLY.test(text) ? text.replace(CURLY_ALL, "'") : text;
  const starts: number[] = [];
  const ends: number[] = [];
  // tokens: letters and digits, inner "'s"-style parts, a trailing "'"
  const n = s.length;
  for (let i = 0; i < n; ) {
    if (!isAlnum(s.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && isAlnum(s.charCodeAt(j))) j++;
    while (j + 1 < n && s.charCodeAt(j) === 39 && isAlpha(s.charCodeAt(j + 1))) {
      j += 2;
      while (j < n && isAlpha(s.charCodeAt(j))) j++;
    }
    if (j < n && s.charCodeAt(j) === 39) j++;
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
  const count = starts.length;
  for (let i = 0; i < count; ) {
    const start = starts[i] as number;
    const end = ends[i] as number;
    let node = walk(s, start, end, 0);
    // the longest run of joinable words starting at i that is a key, while some key starts so
    let consumed = 0;
    let hit: ConditionMatch | typeof BLOCKED | undefined;
    if (node >= 0 && TRIE_VALUES[node] !== undefined) {
      consumed = 1;
      hit = TRIE_VALUES[node];
    }
    for (
      let j = i + 1;
      node >= 0 &&
      j < count &&
      j - i < maxWords &&
      joinable(
        s,
        ends[j - 1] as number,
        starts[j] as number,
        (ends[j - 1] as number) - (starts[j - 1] as number) === 1,
      );
      j++
    ) {
      node = walk(s, starts[j] as number, ends[j] as number, node);
      if (node >= 0 && TRIE_VALUES[node] !== undefined) {
        consumed = j - i + 1;
        hit = TRIE_VALUES[node];
      }
    }
    if (hit !== undefined) {
      if (hit !== BLOCKED) add(hit);
    } else {
      const acronym = acronymAt(s, start, end);
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
