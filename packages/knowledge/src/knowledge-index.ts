/**
 * The in-memory search index of the knowledge base, built from the stored rows (kb_articles,
 * kb_sections, kb_figures, kb_aliases) and ranked without further round trips. The corpus is
 * small and static between seeds, so the index is built once per content hash and shared by
 * every search; the same rows give the same index and the same results on PGlite and PostgreSQL.
 *
 * Ranking (`rankKnowledge`):
 * 1. Query words are corrected against the corpus vocabulary: adjacent words written apart are
 *    joined when together they spell (or sound like) a vocabulary word ("high per tension",
 *    "new monia"); other unknown words go to the vocabulary word with the same sound-alike key or
 *    the fewest edits (length-dependent bound), preferring name and medication words.
 * 2. Article score: BM25F over the fields title (condition names), names (lay, British and
 *    synonym names), medications (generic and brand names), clinical (criteria and the
 *    medication list) and body, so a rare word decides more than a common one, plus a bonus for
 *    every name or medication phrase the query contains (exact, or by sound for word pairs),
 *    divided among the articles sharing the phrase.
 * 3. Sections are ranked by their article's score plus the query words they contain; an article
 *    the query names puts its "What to include in your letter" section first.
 * 4. Nothing found: a query with content words must be about health (`aboutHealth`): at least
 *    a third of its content words known to the corpus, health evidence of at least `MIN_HEALTH`
 *    (`MIN_HEALTH_ONE_WORD` for one word with nothing against it) and `SHORT_RATIO` times the
 *    evidence against it (`LONG_RATIO` from 8 content words); a query of stopwords only must
 *    match a name phrase or a lab value. An article matched only through weak corrections of
 *    real words ("chess" -> "chest") scores nothing.
 * 5. Lab values and vital signs quoted with a number ("HbA1c 6.1%") add to the articles whose
 *    thresholds (their `lab_values`) hold them; each result reports its evidence.
 */

import { englishRank, isEnglish, loadEnglish, NOT_ENGLISH_RANK } from "./english.js";
import {
  findLabReadings,
  inLabRange,
  type LabRange,
  type LabReading,
  parseLabRange,
} from "./lab-values.js";
import { editDistance, isStopword, maxEditsFor, phoneticKey, stem, words } from "./text.js";

export type AliasKind = "title" | "name" | "british" | "synonym" | "lay" | "medication" | "brand";

export interface IndexRows {
  articles: { id: string; title: string; condition: string; source: string }[];
  sections: { article_id: string; position: number; heading: string; body: string }[];
  figures: { id: string; article_id: string; caption: string; figure_type: string }[];
  aliases: { alias: string; article_id: string; kind: string }[];
  /** The lab values each article gives as thresholds, as written ("HbA1c 5.7-6.4 %"). */
  labRanges?: { article_id: string; range: string }[];
}

interface IndexedSection {
  /** Position in the whole corpus (for the match count). */
  id: number;
  /** Position within its article. */
  position: number;
  heading: string;
  body: string;
  /** Stemmed term -> occurrences in heading and body. */
  tf: Map<string, number>;
}

interface IndexedArticle {
  id: string;
  /** Medication generics listed: a larger list marks the condition a drug is mostly for. */
  medicationCount: number;
  title: string;
  source: string;
  figures: { figure_id: string; caption: string; figure_type: string }[];
  sections: IndexedSection[];
  /** Per field: stemmed term -> occurrences. */
  fields: Map<string, number>[];
  bodyLength: number;
}

interface PhraseEntry {
  article: number;
  kind: AliasKind;
  /** Words of the whole alias (a partial entry is one word pair of a longer alias). */
  words: number;
  partial: boolean;
}

interface VocabWord {
  word: string;
  /** 3 title, name or medication word; 2 clinical or heading; 1 body only. */
  weight: number;
  /** Articles it occurs in. */
  df: number;
}

/** One article containing a term: the term's weighted frequency over the fields. */
interface Posting {
  article: number;
  /** Field weight x frequency (capped; body frequency normalised by length), summed. */
  weighted: number;
  /** Found in the title, names or medications: every section of the article matches. */
  byName: boolean;
  /** Found in a name, a medication or the clinical field: a word about health. */
  health: boolean;
}

export interface KnowledgeIndex {
  articles: IndexedArticle[];
  /** Stemmed term -> the corpus-wide ids of the sections containing it. */
  sectionPostings: Map<string, number[]>;
  /** Article (index) of each section id. */
  sectionArticle: Int32Array;
  /** Stemmed term -> the articles containing it (any field); its length is the df. */
  postings: Map<string, Posting[]>;
  /** Alias phrase (stemmed words joined by spaces) -> entries. */
  phrases: Map<string, PhraseEntry[]>;
  /** Sound-alike key of an alias of 2+ words (and of each word pair of longer ones) -> entries. */
  phrasesBySound: Map<string, PhraseEntry[]>;
  /** Lower-case acronyms that are also ordinary words ("sad", "add"): named only in capitals. */
  capitalOnly: Set<string>;
  /** Names of two to five content words, as sets of stems (matched in any order, see below). */
  looseNames: { article: number; kind: AliasKind; stems: string[] }[];
  /** Stem -> the loose names containing it. */
  looseByStem: Map<string, number[]>;
  vocab: Map<string, VocabWord>;
  /** Query words found to be (or not to be) inflections of vocabulary words. */
  known: Map<string, boolean>;
  /** Medications and brands named in one word ("metformin", "Cialis"): never English words. */
  drugs: Set<string>;
  /** Word (unstemmed) -> occurrences in the whole corpus. */
  wordCount: Map<string, number>;
  /** Query word -> its `healthWeight` before capitals (cached). */
  evidence: Map<string, number>;
  /** Words the corpus writes in capitals ("ACT", "GAD", "UTI"), lower-cased. */
  acronyms: Set<string>;
  /** Stemmed term -> occurrences in the whole corpus (every field, names included). */
  stemCount: Map<string, number>;
  /** Terms in the whole corpus. */
  tokenCount: number;
  vocabBySound: Map<string, VocabWord[]>;
  /** Vocabulary by first letter, for the edit-distance search. */
  vocabByInitial: Map<string, VocabWord[]>;
  /** Lab-value ranges of the articles (a stored range that no longer parses is left out). */
  labRanges: { article: number; range: LabRange }[];
  letterHeading: string;
}

/** Fields of the article score, with their BM25F weights. */
const FIELD = { title: 0, names: 1, medications: 2, clinical: 3, body: 4 } as const;
const FIELD_WEIGHTS = [5, 3.5, 4, 1.5, 1];
const K1 = 1.2;
const KIND_FIELD: Record<AliasKind, number> = {
  title: FIELD.title,
  name: FIELD.names,
  british: FIELD.names,
  synonym: FIELD.names,
  lay: FIELD.names,
  medication: FIELD.medications,
  brand: FIELD.medications,
};
/** Phrase bonus by kind (per alias; multi-word aliases count more). */
const PHRASE_BONUS: Record<AliasKind, number> = {
  title: 4,
  name: 3,
  british: 3,
  synonym: 3,
  lay: 3,
  medication: 2.5,
  brand: 2.5,
};
const NAMING_KINDS = new Set<AliasKind>(["title", "name", "british", "synonym", "lay"]);
/** Preference, among conditions sharing a medication, for its main use. */
const MAIN_USE_BONUS = 0.8;
/** A corrected word counts this much of a word typed right. */
const CORRECTED = 0.8;
/** Weight of the section's own match in its rank (the article's score dominates). */
const SECTION_WEIGHT = 0.35;
/** The letter-drafting section of an article the query names: just above its best section. */
const LETTER_BOOST = 0.01;
/** A name matched in any order counts this much of the name written out... */
const LOOSE_WEIGHT = 0.5;
/** ...with at most this many other words among its own. */
const LOOSE_GAP = 3;
/** Most a single word of a long query adds to an article's score (no one word decides). */
const TERM_CAP = 4;
/**
 * In a long query, a word that names nothing anywhere (only in article bodies or criteria)
 * counts this much: a story's symptom words decide, not its narrative.
 */
const LONG_FILLER = { clinical: 0.8, body: 0.6 };
/** A capitalised word inside a query is corrected only into a word this long ("Chlamidia"). */
const PROPER_NAME_MIN = 7;
/** Content words from which a query is a long story. */
const LONG_QUERY_WORDS = 8;
/** Longest alias matched, in words. */
const MAX_PHRASE_WORDS = 6;
/** A lab value inside an article's threshold ("HbA1c 6.1%" for prediabetes), shared. */
const LAB_BONUS = 8;
/** The relevance floor (`aboutHealth`): the mix of corpus and English in a word's weight... */
const EVIDENCE_MIX = 0.9;
/** ...the share of a word's stem family its other inflections lend it... */
const INFLECTION_SHARE = 0.3;
/** ...the weight of a word that is part of a name or medication, or a corrected misspelling... */
const NAME_EVIDENCE = 1.5;
/** ...what a word's weight loses (a word needs more to count for health)... */
const WORD_FLOOR = 0.3;
/** ...the health evidence a query needs at least... */
const MIN_HEALTH = 0.95;
const MIN_HEALTH_ONE_WORD = 0.5;
/** ...and how it must outweigh the rest, in a short query and in a story. */
const SHORT_RATIO = 1.25;
const LONG_RATIO = 0.3;
/** The most common English words (by rank) count half against a query. */
const COMMON_RANK = 1000;
/** Sections of the clinical field (the rest is body). */
const CLINICAL_HEADINGS = new Set([
  "Medications and brand names",
  "Clinical criteria, scores and tests",
]);
const COMMON_WORD_ACRONYMS = new Set(["sad", "add", "cad", "gad", "ed", "af", "oa", "uc", "ams"]);

/**
 * Terms of a text: stemmed words, plus each score or test name written with its number
 * ("PHQ-9" -> "phq9", "CURB-65" -> "curb65", "HbA1c" stays one word).
 */
export function termsOf(text: string): string[] {
  const out = words(text).map(stem);
  for (const m of text.toLowerCase().matchAll(/\b([a-z][a-z0-9]*)[- ](\d{1,3})\b/g)) {
    out.push(`${m[1]}${m[2]}`);
  }
  return out;
}

/**
 * Words that say what the asker wants done rather than what about: they do not score on their
 * own (they still count inside a name phrase such as "statin refill").
 */
const REQUEST_WORDS = new Set(
  "refill refil refills renew renewal dose doses dosage increase decrease prescription prescribe script need needs want wants please help tell doctor physician letter question questions".split(
    " ",
  ),
);

function count(map: Map<string, number>, terms: Iterable<string>): void {
  for (const t of terms) map.set(t, (map.get(t) ?? 0) + 1);
}

export function buildKnowledgeIndex(rows: IndexRows, letterHeading: string): KnowledgeIndex {
  loadEnglish();
  const byId = new Map<string, number>();
  const articles: IndexedArticle[] = rows.articles.map((a, i) => {
    byId.set(a.id, i);
    return {
      id: a.id,
      title: a.title,
      source: a.source,
      medicationCount: 0,
      figures: [],
      sections: [],
      fields: [new Map(), new Map(), new Map(), new Map(), new Map()],
      bodyLength: 0,
    };
  });
  const vocab = new Map<string, VocabWord>();
  const vocabArticles = new Map<string, Set<number>>();
  const note = (rawWords: string[], weight: number, article: number) => {
    for (const word of rawWords) {
      if (!/^[a-z][a-z]+$/.test(word)) continue;
      const entry = vocab.get(word) ?? { word, weight, df: 0 };
      entry.weight = Math.max(entry.weight, weight);
      vocab.set(word, entry);
      const seen = vocabArticles.get(word) ?? new Set();
      seen.add(article);
      vocabArticles.set(word, seen);
    }
  };

  const sorted = [...rows.sections].sort((a, b) =>
    a.article_id === b.article_id ? a.position - b.position : a.article_id < b.article_id ? -1 : 1,
  );
  const acronyms = new Set<string>();
  const drugs = new Set<string>();
  const vocabCount = new Map<string, number>();
  for (const s of sorted) {
    for (const m of `${s.heading} ${s.body}`.matchAll(/\b[A-Z][A-Z0-9]{1,5}\b/g))
      acronyms.add(m[0].toLowerCase());
    const i = byId.get(s.article_id);
    if (i === undefined) continue;
    const article = articles[i] as IndexedArticle;
    const raw = words(`${s.heading} ${s.body}`);
    const terms = termsOf(`${s.heading}\n${s.body}`);
    const tf = new Map<string, number>();
    count(tf, terms);
    article.sections.push({
      id: 0,
      position: article.sections.length,
      heading: s.heading,
      body: s.body,
      tf,
    });
    const field = CLINICAL_HEADINGS.has(s.heading) ? FIELD.clinical : FIELD.body;
    count(article.fields[field] as Map<string, number>, terms);
    if (field === FIELD.body) article.bodyLength += raw.length;
    note(words(s.heading), 2, i);
    note(words(s.body), field === FIELD.clinical ? 2 : 1, i);
    for (const w of raw) vocabCount.set(w, (vocabCount.get(w) ?? 0) + 1);
  }
  for (const f of rows.figures) {
    const i = byId.get(f.article_id);
    if (i !== undefined)
      articles[i]?.figures.push({
        figure_id: f.id,
        caption: f.caption,
        figure_type: f.figure_type,
      });
  }

  const phrases = new Map<string, PhraseEntry[]>();
  const phrasesBySound = new Map<string, PhraseEntry[]>();
  const capitalOnly = new Set<string>();
  const looseNames: KnowledgeIndex["looseNames"] = [];
  const looseKeys = new Set<string>();
  const looseByStem = new Map<string, number[]>();
  const add = (map: Map<string, PhraseEntry[]>, key: string, entry: PhraseEntry) => {
    const list = map.get(key) ?? [];
    if (!list.some((e) => e.article === entry.article && e.kind === entry.kind)) list.push(entry);
    map.set(key, list);
  };
  for (const a of rows.aliases) {
    const i = byId.get(a.article_id);
    const kind = a.kind as AliasKind;
    if (i === undefined || !(kind in KIND_FIELD)) continue;
    const raw = words(a.alias);
    if (raw.length === 0) continue;
    const stems = raw.map(stem);
    count(articles[i]?.fields[KIND_FIELD[kind]] as Map<string, number>, stems);
    for (const w of raw) vocabCount.set(w, (vocabCount.get(w) ?? 0) + 1);
    if (kind === "medication") (articles[i] as IndexedArticle).medicationCount += 1;
    if ((kind === "medication" || kind === "brand") && raw.length === 1)
      drugs.add(raw[0] as string);
    note(raw, 3, i);
    if (raw.length > MAX_PHRASE_WORDS) continue;
    add(phrases, stems.join(" "), { article: i, kind, words: raw.length, partial: false });
    if (raw.length >= 2) {
      add(phrasesBySound, phoneticKey(raw.join("")), {
        article: i,
        kind,
        words: raw.length,
        partial: false,
      });
    }
    if (raw.length >= 3) {
      for (let j = 0; j + 1 < raw.length; j++) {
        if (isStopword(raw[j] as string) || isStopword(raw[j + 1] as string)) continue;
        add(phrasesBySound, phoneticKey(`${raw[j]}${raw[j + 1]}`), {
          article: i,
          kind,
          words: raw.length,
          partial: true,
        });
      }
    }
    if (raw.length === 1 && COMMON_WORD_ACRONYMS.has(raw[0] as string))
      capitalOnly.add(raw[0] as string);
    const content = [...new Set(raw.filter((w) => !isStopword(w)).map(stem))];
    const looseKey = `${i} ${[...content].sort().join(" ")}`;
    if (content.length >= 2 && content.length <= 5 && !looseKeys.has(looseKey)) {
      looseKeys.add(looseKey);
      for (const t of content) {
        const list = looseByStem.get(t) ?? [];
        list.push(looseNames.length);
        looseByStem.set(t, list);
      }
      looseNames.push({ article: i, kind, stems: content });
    }
  }

  const stemCount = new Map<string, number>();
  let tokenCount = 0;
  for (const article of articles)
    for (const field of article.fields)
      for (const [term, tf] of field) {
        stemCount.set(term, (stemCount.get(term) ?? 0) + tf);
        tokenCount += tf;
      }
  const totalBody = articles.reduce((n, a) => n + a.bodyLength, 0);
  const avgBodyLength = articles.length > 0 && totalBody > 0 ? totalBody / articles.length : 1;
  const postings = new Map<string, Posting[]>();
  for (const [i, article] of articles.entries()) {
    const lengthNorm = 0.5 + (0.5 * article.bodyLength) / avgBodyLength;
    const weighted = new Map<string, { weighted: number; byName: boolean; health: boolean }>();
    for (const [f, field] of article.fields.entries()) {
      for (const [term, tf] of field) {
        const entry = weighted.get(term) ?? { weighted: 0, byName: false, health: false };
        const capped = f === FIELD.body ? tf / lengthNorm : Math.min(tf, 3);
        entry.weighted += (FIELD_WEIGHTS[f] as number) * capped;
        if (f <= FIELD.medications) entry.byName = true;
        if (f <= FIELD.clinical) entry.health = true;
        weighted.set(term, entry);
      }
    }
    for (const [term, entry] of weighted) {
      const list = postings.get(term) ?? [];
      list.push({ article: i, ...entry });
      postings.set(term, list);
    }
  }
  const vocabBySound = new Map<string, VocabWord[]>();
  const vocabByInitial = new Map<string, VocabWord[]>();
  for (const entry of vocab.values()) {
    entry.df = vocabArticles.get(entry.word)?.size ?? 0;
    const key = phoneticKey(entry.word);
    vocabBySound.set(key, [...(vocabBySound.get(key) ?? []), entry]);
    const initial = entry.word[0] as string;
    vocabByInitial.set(initial, [...(vocabByInitial.get(initial) ?? []), entry]);
  }
  const sectionPostings = new Map<string, number[]>();
  const sectionArticle: number[] = [];
  for (const [i, article] of articles.entries()) {
    for (const section of article.sections) {
      section.id = sectionArticle.length;
      sectionArticle.push(i);
      for (const term of section.tf.keys()) {
        const list = sectionPostings.get(term) ?? [];
        list.push(section.id);
        sectionPostings.set(term, list);
      }
    }
  }
  const labRanges: KnowledgeIndex["labRanges"] = [];
  for (const row of rows.labRanges ?? []) {
    const i = byId.get(row.article_id);
    if (i === undefined) continue;
    try {
      labRanges.push({ article: i, range: parseLabRange(row.range) });
    } catch {
      // Written by an older corpus format: the next seed replaces it.
    }
  }
  return {
    labRanges,
    articles,
    sectionPostings,
    sectionArticle: Int32Array.from(sectionArticle),
    postings,
    phrases,
    phrasesBySound,
    capitalOnly,
    looseNames,
    looseByStem,
    vocab,
    known: new Map(),
    acronyms,
    drugs,
    wordCount: vocabCount,
    evidence: new Map(),
    stemCount,
    tokenCount,
    vocabBySound,
    vocabByInitial,
    letterHeading,
  };
}

export interface RankedSection {
  article: IndexedArticle;
  section: IndexedSection;
  raw: number;
}

export interface Ranking {
  sections: RankedSection[];
  total: number;
  /** The query words after correction (for the excerpt). */
  words: string[];
  /** Why each article of `sections` was found. */
  evidence: Map<IndexedArticle, ResultEvidence>;
}

/** What of the query an article matched: returned with each result (`evidence`). */
export interface ResultEvidence {
  /** Query words the article contains, as searched (after spelling correction). */
  terms: string[];
  /** Those of `terms` that were spelling corrections of what the query said. */
  corrections: { from: string; to: string }[];
  /** Names of the condition, everyday wording or medications of the article in the query. */
  names: string[];
  /** Lab values or vital signs of the query inside a threshold the article gives. */
  labValues: { test: string; value: number; unit: string; range: string }[];
  /** Share of the query's content words (not greetings or filler) the article matched, 0-1. */
  coverage: number;
}

const NOTHING: Ranking = { sections: [], total: 0, words: [], evidence: new Map() };

interface Token {
  word: string;
  corrected: boolean;
  /** What the query said, when corrected ("migrane", or "new monia" for a join). */
  from?: string;
  /**
   * A real English word corrected into a vocabulary word ("chess" -> "chest", "paint" ->
   * "pain"): it may help rank an article the rest of the query found, never find one by itself.
   */
  weak?: boolean;
  /** Said not to be there ("no discharge", "without fever"): it does not score. */
  negated?: boolean;
}

/** Greetings of more than one word (single words such as "hello" are stop words). */
const GREETINGS = /\bgood (?:morning|afternoon|evening|night|day)\b/gi;
const NEGATORS = new Set(["no", "not", "without", "never", "denies", "nor"]);
/** Words that end the reach of a negation within a clause. */
const NEGATION_BREAKS = new Set(["and", "but", "with", "because", "since", "although", "though"]);

/**
 * The query's words, each marked when a negation covers it: up to three words after "no",
 * "not", "without" or "never", within the clause (punctuation, "and" or "but" end it).
 */
function queryWords(query: string): { word: string; negated: boolean }[] {
  const out: { word: string; negated: boolean }[] = [];
  for (const clause of query.replace(GREETINGS, ",").split(/[,.;:!?()]+/)) {
    let reach = 0;
    for (const word of words(clause)) {
      if (NEGATORS.has(word)) {
        reach = 3;
        out.push({ word, negated: false });
        continue;
      }
      if (NEGATION_BREAKS.has(word)) reach = 0;
      const negated = reach > 0 && !isStopword(word);
      if (negated) reach -= 1;
      out.push({ word, negated });
    }
  }
  return out;
}

/** Suffixes tried before a word is taken for a misspelling ("cramps", "itching", "races"). */
const SUFFIXES = /(?:ies|es|s|ing|ed)$/;
const ENDINGS = ["", "s", "es", "e", "ed", "ing", "y", "ies"];

/**
 * A word of the vocabulary, or an inflection of one ("races" for "racing"). Not merely one with
 * the same stem: "migrane" shares its stem with "migrans" yet is a misspelling of "migraine".
 */
function isKnown(index: KnowledgeIndex, word: string): boolean {
  if (index.vocab.has(word)) return true;
  const cached = index.known.get(word);
  if (cached !== undefined) return cached;
  const known = isInflection(index, word);
  if (index.known.size >= 50_000) index.known.clear();
  index.known.set(word, known);
  return known;
}

function isInflection(index: KnowledgeIndex, word: string): boolean {
  for (const base of new Set([word, word.replace(SUFFIXES, "")])) {
    if (base.length < 3) continue;
    for (const ending of ENDINGS) if (index.vocab.has(base + ending)) return true;
  }
  return false;
}

/** Query words needing no correction: known, stop words, numbers, one or two letters. */
const skipsCorrection = (index: KnowledgeIndex, word: string): boolean =>
  word.length < 3 || !/^[a-z]+$/.test(word) || isStopword(word) || isKnown(index, word);

/** The vocabulary word an unknown word most likely stands for, if any is close enough. */
function correctWord(index: KnowledgeIndex, word: string, soundOnly = false): string | undefined {
  if (word.length < 4) return undefined;
  const max = soundOnly
    ? 0
    : word.length <= 4
      ? 0
      : word.length <= 7
        ? 1
        : word.length <= 11
          ? 2
          : 3;
  // Ranked by edits (a sound-alike counts as one), then by the true edits, then names and
  // medications before body words, then the more common word.
  // Ranked by edits (a sound-alike counts as one), then names and medications before body
  // words, then by the true edits, then a sound-alike first, then the closer length ("stie":
  // "stye" before "sti" and "stay"), then the more common word.
  let best: { entry: VocabWord; key: number[] } | undefined;
  const sound = phoneticKey(word);
  const consider = (entry: VocabWord, distance: number, edits: number) => {
    // Never to a stop word; to a word of the body only (not a name, medication or clinical
    // term) with one edit at most: an everyday word the corpus lacks stays as it is.
    if (isStopword(entry.word) || (entry.weight < 2 && distance > 1)) return;
    const key = [
      distance,
      -entry.weight,
      edits,
      phoneticKey(entry.word) === sound ? 0 : 1,
      Math.abs(entry.word.length - word.length),
      -entry.df,
    ];
    if (!best || compareKeys(key, best.key) < 0) best = { entry, key };
  };
  // A sound-alike may differ by more letters than a typo ("dismenoria", "dysmenorrhea").
  const soundMax = Math.max(3, maxEditsFor(word), Math.floor(word.length / 2.5));
  for (const entry of sound.length >= 3 ? (index.vocabBySound.get(sound) ?? []) : []) {
    const d = editDistance(word, entry.word, soundMax);
    if (d <= soundMax) consider(entry, Math.min(d, 1), d);
  }
  if (max > 0) {
    for (const entry of index.vocabByInitial.get(word[0] as string) ?? []) {
      if (Math.abs(entry.word.length - word.length) > max) continue;
      const d = editDistance(word, entry.word, max);
      if (d <= max) consider(entry, d, d);
    }
  }
  return best?.entry.word;
}

function compareKeys(x: number[], y: number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  return 0;
}

/** A vocabulary word that adjacent query words spell when written together. */
function joinedWord(
  index: KnowledgeIndex,
  parts: string[],
  anyUnknown: boolean,
): string | undefined {
  const joined = parts.join("");
  if (joined.length < 6) return undefined;
  const exact = index.vocab.get(joined);
  if (exact && (anyUnknown || exact.weight >= 3)) return exact.word;
  // By sound only with a misspelt part, or a short one ("high per tension"), never from a stop
  // word on: real words that happen to sound like a third ("my heart races", "arthrosis")
  // stay apart.
  if (!anyUnknown && !parts.some((p) => p.length <= 3)) return undefined;
  // From a stop word on only to a name or medication word a few edits away ("my grain" for
  // "migraine", "by polar" for "bipolar", "sorry asis" for "psoriasis").
  const fromStopword = isStopword(parts[0] as string);
  let best: VocabWord | undefined;
  for (const entry of index.vocabBySound.get(phoneticKey(joined)) ?? []) {
    // Known words only into a long name word ("high per tension"): "ear and" is not "around".
    if (entry.word.length < 6 || (!anyUnknown && (entry.weight < 3 || entry.word.length < 8)))
      continue;
    if (fromStopword && (entry.weight < 3 || editDistance(joined, entry.word, 3) > 3)) continue;
    if (editDistance(joined, entry.word, joined.length) > joined.length / 2) continue;
    if (!best || entry.weight > best.weight || (entry.weight === best.weight && entry.df > best.df))
      best = entry;
  }
  return best?.word;
}

/** Query words with split words joined and unknown words corrected. */
function correctTokens(
  index: KnowledgeIndex,
  input: { word: string; negated: boolean }[],
  query: string,
): Token[] {
  const raw = input.map((t) => t.word);
  // A capitalised word inside a query that is not written in Title Case is a name ("Paris",
  // "Spain"): it is not corrected into a short word ("pores", "spin").
  const titleCase = !/(?:^|\s)[a-z]/.test(query);
  const properNames = new Set(
    [...query.matchAll(/(?<=[a-z0-9,;:]\s+)([A-Z][a-z]{2,})\b/g)].map((m) =>
      (m[1] as string).toLowerCase(),
    ),
  );
  // A long story is corrected by sound only: an everyday word the corpus lacks ("bloom") is
  // more likely there than a typo, and one word matters less.
  const long = raw.filter((w) => !isStopword(w)).length >= LONG_QUERY_WORDS;
  const out: Token[] = [];
  for (let i = 0; i < raw.length; ) {
    let joined: { word: string; length: number } | undefined;
    for (const length of [4, 3, 2]) {
      const parts = raw.slice(i, i + length);
      if (parts.length < length || parts.some((p) => !/^[a-z]+$/.test(p))) continue;
      const unknown = parts.some((p) => !skipsCorrection(index, p));
      if (parts.every((p) => isStopword(p))) continue;
      // Known words that already form a name ("hay fever") stay apart.
      if (!unknown && index.phrases.has(parts.map(stem).join(" "))) continue;
      const word = joinedWord(index, parts, unknown);
      if (word) {
        joined = { word, length };
        break;
      }
    }
    if (joined) {
      const negated = input.slice(i, i + joined.length).some((t) => t.negated);
      const parts = raw.slice(i, i + joined.length);
      // Ordinary words that sound like a short medical word together ("bleed a" -> "bloody")
      // are a weak correction; a long word spelt out in pieces ("imp a tie go") is not.
      const weak =
        joined.word.length < 8 &&
        joined.word !== parts.join("") &&
        parts.every((p) => isStopword(p) || isEnglish(p));
      out.push({ word: joined.word, corrected: true, from: parts.join(" "), weak, negated });
      i += joined.length;
      continue;
    }
    const word = raw[i] as string;
    const negated = input[i]?.negated ?? false;
    if (skipsCorrection(index, word)) out.push({ word, corrected: false, negated });
    else {
      let fixed = correctWord(index, word, long);
      if (fixed && !titleCase && properNames.has(word) && fixed.length < PROPER_NAME_MIN) {
        fixed = undefined;
      }
      out.push(
        fixed
          ? { word: fixed, corrected: true, from: word, weak: isEnglish(word), negated }
          : { word, corrected: false, negated },
      );
    }
    i += 1;
  }
  return out;
}

/** Inverse document frequency of a stemmed term over the articles (0 when absent). */
function idfOf(index: KnowledgeIndex, term: string): number {
  const df = index.postings.get(term)?.length ?? 0;
  const n = index.articles.length;
  return df === 0 ? 0 : Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/**
 * How strongly a query word speaks of health: the log-likelihood ratio of the word under the
 * knowledge base's language against English at large, log10(λ·LR + 1 - λ) with λ = 0.9, where
 * LR = (the word's share of the corpus) / (its share of English, about 0.1 / its frequency
 * rank). "rash", "inhaler", "pain" score 1.5-3 (the corpus uses them tens to hundreds of times
 * more than English does); "car", "best", "garden" about 0 or below. An inflection found only
 * through its stem counts 30% ("dropping" is not "drops"). A word the corpus writes in capitals
 * and the query too ("ACT", "GAD") is a term, not the English word.
 */
function healthWeight(index: KnowledgeIndex, t: Token, query: string): number {
  const key = t.word;
  // A corrected word is weighed by its whole stem family: cached apart from the word as typed.
  const cacheKey = t.corrected ? `${key}*` : key;
  let own = index.evidence.get(cacheKey);
  if (own === undefined) {
    const s = stem(key);
    const family = index.stemCount.get(s) ?? 0;
    const exact = t.corrected ? family : Math.min(family, index.wordCount.get(key) ?? 0);
    const count = exact + INFLECTION_SHARE * (family - exact);
    const rank = index.drugs.has(key) ? NOT_ENGLISH_RANK : englishRank(key);
    own = Math.log10(EVIDENCE_MIX * ((count / index.tokenCount) * (rank / 0.1)) + 1 - EVIDENCE_MIX);
    if (index.evidence.size >= 50_000) index.evidence.clear();
    index.evidence.set(cacheKey, own);
  }
  if (
    index.acronyms.has(key) &&
    new RegExp(`\\b${key.toUpperCase()}\\b`).test(query) &&
    englishRank(key) < NOT_ENGLISH_RANK
  ) {
    const count = index.stemCount.get(stem(key)) ?? 0;
    own = Math.max(
      own,
      Math.log10(
        EVIDENCE_MIX * ((count / index.tokenCount) * (NOT_ENGLISH_RANK / 0.1)) + 1 - EVIDENCE_MIX,
      ),
    );
  }
  return own;
}

/**
 * Whether a query is about health at all (issue 30: "knows when it knows nothing"). Each content
 * word is evidence: for health, its `healthWeight` less `WORD_FLOOR` (at least `NAME_EVIDENCE`
 * when it is part of a name or medication found in the query, a corrected misspelling or a
 * corpus term that is not English); against, an ordinary English word the corpus does not have
 * or a weak correction ("mortgage", "recipe", "chess" corrected into "chest"): 1 each, half for
 * the thousand most common words, and a corpus word of negative weight ("car"): its weight.
 * Words that are neither (places, unknown brands, gibberish) count for nothing; a lab value read
 * as a number and a score with its number count as names. A query is about health when its
 * health evidence reaches `MIN_HEALTH` and is `SHORT_RATIO` times the rest in a short query,
 * `LONG_RATIO` times in a story of 8+ content words (whose narrative is everyday English).
 */
function aboutHealth(
  index: KnowledgeIndex,
  tokens: Token[],
  kept: Map<number, PhraseHit[]>,
  content: Token[],
  fragments: number,
  query: string,
  readings: number,
): HealthVerdict {
  // Words of a name or medication found in the query. A name of one ordinary word ("back"
  // of "backed up", "change" of "the change") says little by itself.
  const named = new Set<number>();
  for (const list of kept.values())
    for (const h of list) {
      const span = tokens.slice(h.start, h.end);
      if (span.every((t) => t.weak)) continue;
      if (h.entry.partial && !h.loose) continue;
      const words = [...span.keys()].filter((j) => !isStopword(span[j]?.word as string));
      if (
        words.length === 1 &&
        NAMING_KINDS.has(h.entry.kind) &&
        healthWeight(index, span[words[0] as number] as Token, query) < 0.5
      )
        continue;
      for (let i = h.start; i < h.end; i++) named.add(i);
    }
  let health = 0;
  let other = 0;
  let matched = 0;
  const words: HealthVerdict["words"] = [];
  for (const [i, t] of tokens.entries()) {
    if (!content.includes(t)) continue;
    const known = !t.weak && (named.has(i) || index.postings.has(stem(t.word)));
    let forHealth = 0;
    let against = 0;
    if (known) {
      matched += t.corrected ? 0.5 : 1;
      const weight = healthWeight(index, t, query);
      // Below `WORD_FLOOR` a word is everyday English the corpus happens to use.
      // A name, a medication, a corrected misspelling or a term that is not English ("gerdq",
      // "tsh") counts at least as a name.
      const term = named.has(i) || t.corrected || index.drugs.has(t.word) || !isEnglish(t.word);
      forHealth = Math.max(weight - WORD_FLOOR, term ? NAME_EVIDENCE : 0);
      if (forHealth <= 0 && weight < 0) against = -weight;
    } else {
      const said = t.weak ? (t.from as string).split(" ") : [t.word];
      if (said.every((w) => isStopword(w) || isEnglish(w)))
        against = said.some((w) => !isStopword(w) && englishRank(w) > COMMON_RANK) ? 1 : 0.5;
    }
    health += Math.max(0, forHealth);
    other += against;
    words.push({ word: t.from ?? t.word, health: Math.max(0, forHealth), against });
  }
  // A lab value or vital sign read as a number is about health, as is a score written with its
  // number ("PHQ-9", "GerdQ 10").
  health += readings * NAME_EVIDENCE;
  for (const compound of termsOf(query))
    if (/^[a-z]+[0-9]+$/.test(compound) && index.postings.has(compound)) health += NAME_EVIDENCE;
  const short = content.length < LONG_QUERY_WORDS;
  // One word and nothing against it ("tired", "itching") needs less.
  const least = content.length === 1 && other === 0 ? MIN_HEALTH_ONE_WORD : MIN_HEALTH;
  const onTopic =
    matched >= (content.length - fragments) / 3 &&
    health >= least &&
    health >= (short ? SHORT_RATIO : LONG_RATIO) * other;
  return { onTopic, health, other, words };
}

export interface HealthVerdict {
  onTopic: boolean;
  /** Evidence that the query is about health, and that it is about something else. */
  health: number;
  other: number;
  words: { word: string; health: number; against: number }[];
}

interface PhraseHit {
  start: number;
  end: number;
  entry: PhraseEntry;
  bonus: number;
  /** Its words found in any order with others between: counted after the names written out. */
  loose?: boolean;
}

function findPhrases(index: KnowledgeIndex, tokens: Token[], query: string): PhraseHit[] {
  const hits: PhraseHit[] = [];
  const stems = tokens.map((t) => stem(t.word));
  for (let i = 0; i < tokens.length; i++) {
    let key = "";
    for (let n = 1; n <= MAX_PHRASE_WORDS && i + n <= tokens.length; n++) {
      key = n === 1 ? (stems[i] as string) : `${key} ${stems[i + n - 1]}`;
      let entries = index.phrases.get(key);
      if (n === 1) {
        const word = tokens[i]?.word as string;
        if (isStopword(word)) continue;
        if (index.capitalOnly.has(word) && !new RegExp(`\\b${word.toUpperCase()}\\b`).test(query))
          continue;
      }
      if (n >= 2 && n <= 3) {
        // Word pairs by sound: misspelt names ("irritable bowl") and pairs inside longer
        // names ("runny nose" of "runny nose and sneezing").
        const span = tokens.slice(i, i + n).map((t) => t.word);
        const bySound = span.some((w) => isStopword(w))
          ? undefined
          : index.phrasesBySound.get(phoneticKey(span.join("")));
        if (bySound) {
          const exact = new Set((entries ?? []).map((e) => e.article));
          entries = [...(entries ?? []), ...bySound.filter((e) => !exact.has(e.article))];
        }
      }
      if (!entries) continue;
      const articles = new Set(entries.map((e) => e.article)).size;
      const maxMeds = Math.max(
        ...entries.map((e) => index.articles[e.article]?.medicationCount ?? 0),
        1,
      );
      // A phrase of common words ("the flu" in a long story) decides less than a rare one.
      const rarity = Math.min(
        1,
        Math.max(...stems.slice(i, i + n).map((t) => idfOf(index, t))) / 3,
      );
      for (const entry of entries) {
        const size = entry.partial ? n : entry.words;
        let bonus =
          (PHRASE_BONUS[entry.kind] * (size === 1 ? 0.6 : size - 0.5) * rarity) / articles;
        if (entry.partial) bonus *= n / entry.words;
        if ((entry.kind === "medication" || entry.kind === "brand") && articles > 1) {
          // Shared by several conditions: the one with the longer medication list is the
          // drug's main use (metformin: diabetes before prediabetes and PCOS).
          bonus +=
            (MAIN_USE_BONUS * (index.articles[entry.article]?.medicationCount ?? 0)) / maxMeds;
        }
        if (tokens.slice(i, i + n).some((t) => t.corrected)) bonus *= CORRECTED;
        hits.push({ start: i, end: i + n, entry, bonus });
      }
    }
  }
  // Names whose words all appear close together in any order, with other words between
  // ("can't get back to sleep" for "can't get to sleep", "throat is sore" for "sore throat"):
  // worth less than the name written out, and only words not said to be absent count.
  const positions = new Map<string, number[]>();
  for (const [i, t] of tokens.entries()) {
    if (t.negated || isStopword(t.word)) continue;
    const s = stems[i] as string;
    positions.set(s, [...(positions.get(s) ?? []), i]);
  }
  const exact = new Set(hits.map((h) => `${h.entry.article} ${h.start} ${h.end}`));
  const candidates = new Map<number, number>();
  for (const s of positions.keys())
    for (const n of index.looseByStem.get(s) ?? []) candidates.set(n, (candidates.get(n) ?? 0) + 1);
  const perArticle = new Map<string, number>();
  const loose: { name: (typeof index.looseNames)[number]; start: number; end: number }[] = [];
  for (const [n, found] of candidates) {
    const name = index.looseNames[n] as (typeof index.looseNames)[number];
    if (found < name.stems.length) continue;
    // The tightest span holding every word: nearest occurrences around the first word's.
    let start = Number.POSITIVE_INFINITY;
    let end = -1;
    for (const anchor of positions.get(name.stems[0] as string) ?? []) {
      let lo = anchor;
      let hi = anchor;
      for (const t of name.stems.slice(1)) {
        let nearest = -1;
        for (const p of positions.get(t) ?? [])
          if (nearest < 0 || Math.abs(p - anchor) < Math.abs(nearest - anchor)) nearest = p;
        lo = Math.min(lo, nearest);
        hi = Math.max(hi, nearest);
      }
      if (end < 0 || hi - lo < end - start) {
        start = lo;
        end = hi;
      }
    }
    if (end - start + 1 > name.stems.length + LOOSE_GAP) continue;
    if (exact.has(`${name.article} ${start} ${end + 1}`)) continue;
    const key = `${name.article} ${name.stems.slice().sort().join(" ")}`;
    if (perArticle.has(key)) continue;
    perArticle.set(key, 1);
    loose.push({ name, start, end: end + 1 });
  }
  const sharing = new Map<string, Set<number>>();
  for (const l of loose) {
    const key = l.name.stems.slice().sort().join(" ");
    sharing.set(key, (sharing.get(key) ?? new Set()).add(l.name.article));
  }
  for (const l of loose) {
    const size = l.name.stems.length;
    const articles = sharing.get(l.name.stems.slice().sort().join(" "))?.size ?? 1;
    const rarity = Math.min(1, Math.max(...l.name.stems.map((t) => idfOf(index, t))) / 3);
    let bonus = (LOOSE_WEIGHT * PHRASE_BONUS[l.name.kind] * (size - 0.5) * rarity) / articles;
    if (tokens.slice(l.start, l.end).some((t) => t.corrected)) bonus *= CORRECTED;
    hits.push({
      start: l.start,
      end: l.end,
      entry: { article: l.name.article, kind: l.name.kind, words: size, partial: true },
      bonus,
      loose: true,
    });
  }
  return hits;
}

/** Ranks every section of the corpus for a query; sections of unmatched articles are left out. */
export function rankKnowledge(
  index: KnowledgeIndex,
  query: string,
  limit: number,
  trace?: { verdict?: HealthVerdict },
): Ranking {
  const tokens = correctTokens(index, queryWords(query), query);
  const articleCount = index.articles.length;
  const scores = new Float64Array(articleCount);
  const named = new Uint8Array(articleCount);
  /** Matched by a name, a medication or a title word: every section of it matches. */
  const byName = new Uint8Array(articleCount);
  /** Matched by something other than a weak correction ("chess" -> "chest"). */
  const strong = new Uint8Array(articleCount);

  // Phrases: per article, the longest non-overlapping hits.
  const hits = findPhrases(index, tokens, query).sort(
    (a, b) =>
      Number(a.loose ?? false) - Number(b.loose ?? false) ||
      b.end - b.start - (a.end - a.start) ||
      b.bonus - a.bonus,
  );
  const kept = new Map<number, PhraseHit[]>();
  // A name of two or more words explains its words: a shorter name inside it, of any article,
  // does not count ("bloody diarrhea" names ulcerative colitis, not diarrhea).
  const names: PhraseHit[] = [];
  for (const hit of hits) {
    if (
      names.some(
        (k) => hit.start >= k.start && hit.end <= k.end && hit.end - hit.start < k.end - k.start,
      )
    )
      continue;
    const list = kept.get(hit.entry.article) ?? [];
    if (list.some((k) => hit.start >= k.start && hit.end <= k.end)) continue;
    // A loose name adds to an article only where no name of it was already found.
    if (hit.loose && list.some((k) => hit.start < k.end && k.start < hit.end)) continue;
    if (hit.end - hit.start >= 2 && NAMING_KINDS.has(hit.entry.kind) && !hit.entry.partial)
      names.push(hit);
    list.push(hit);
    kept.set(hit.entry.article, list);
    scores[hit.entry.article] = (scores[hit.entry.article] ?? 0) + hit.bonus;
    byName[hit.entry.article] = 1;
    if (tokens.slice(hit.start, hit.end).some((t) => !t.weak)) strong[hit.entry.article] = 1;
    if (NAMING_KINDS.has(hit.entry.kind) && !hit.entry.partial) named[hit.entry.article] = 1;
  }

  // Lab values and vital signs ("HbA1c 6.1%", "blood pressure 150/95") inside a threshold an
  // article gives: that article, shared with any other whose threshold holds it too.
  const labHits: { article: number; reading: LabReading; range: LabRange }[] = [];
  const readings = index.labRanges.length > 0 && /\d/.test(query) ? findLabReadings(query) : [];
  for (const reading of readings) {
    const hits = index.labRanges.filter((r) => inLabRange(reading, r.range));
    const found = new Set(hits.map((h) => h.article));
    for (const a of found) {
      scores[a] = (scores[a] ?? 0) + LAB_BONUS / found.size;
      byName[a] = 1;
      strong[a] = 1;
      const hit = hits.find((h) => h.article === a) as (typeof hits)[number];
      labHits.push({ article: a, reading, range: hit.range });
    }
  }

  const content = tokens.filter(
    (t) => !isStopword(t.word) && !/^\d+$/.test(t.word) && !REQUEST_WORDS.has(t.word),
  );
  // A fragment of under four letters that is no word of the corpus ("ora") is not counted
  // against a query that matches otherwise.
  const fragments = content.filter(
    (t) => t.word.length < 4 && !t.corrected && !index.postings.has(stem(t.word)),
  ).length;
  // Terms: BM25F with the idf of each distinct stemmed word.
  // Query terms: a repeated word counts a little more; numbers alone, stop words and request
  // words ("refill", "dose") do not score; scores named with a number do ("phq9").
  const terms = new Map<string, number>();
  /** Terms only weak corrections stand for. */
  const weakTerms = new Set<string>();
  const strongTerms = new Set<string>();
  for (const t of tokens) {
    if (
      t.negated ||
      isStopword(t.word) ||
      t.word.length < 2 ||
      /^\d+$/.test(t.word) ||
      REQUEST_WORDS.has(t.word)
    )
      continue;
    const s = stem(t.word);
    (t.weak ? weakTerms : strongTerms).add(s);
    const weight = t.corrected ? CORRECTED : 1;
    const seen = terms.get(s);
    terms.set(s, seen === undefined ? weight : Math.min(2 * weight, seen + 0.5 * weight));
  }
  for (const compound of termsOf(query).filter((t) => /\d$/.test(t) && /^[a-z]/.test(t))) {
    if (index.postings.has(compound)) terms.set(compound, 1);
  }
  const long = content.length >= LONG_QUERY_WORDS;
  const idf = new Map<string, number>();
  for (const [term, factor] of terms) {
    const list = index.postings.get(term);
    if (!list) continue;
    const w = idfOf(index, term);
    idf.set(term, w);
    const filler = !long
      ? 1
      : list.some((p) => p.byName)
        ? 1
        : list.some((p) => p.health)
          ? LONG_FILLER.clinical
          : LONG_FILLER.body;
    for (const p of list) {
      const gain = (factor * filler * w * p.weighted * (K1 + 1)) / (p.weighted + K1);
      scores[p.article] = (scores[p.article] ?? 0) + (long ? Math.min(TERM_CAP, gain) : gain);
      if (p.byName) byName[p.article] = 1;
      if (!weakTerms.has(term) || strongTerms.has(term)) strong[p.article] = 1;
    }
  }

  // Nothing found: the query is not about health (see `aboutHealth`), or only a weak
  // correction ("chess" -> "chest") matched.
  const verdict =
    content.length === 0
      ? undefined
      : aboutHealth(index, tokens, kept, content, fragments, query, readings.length);
  if (trace) trace.verdict = verdict;
  if (verdict ? !verdict.onTopic : kept.size === 0 && labHits.length === 0) {
    return NOTHING;
  }
  // An article found only through weak corrections is not an answer.
  for (let a = 0; a < articleCount; a++) if (!(strong[a] as number)) scores[a] = 0;

  // The match count: every section of an article matched by a name, and every section
  // containing a query term of a matched article.
  let total = 0;
  const counted = new Uint8Array(index.sectionArticle.length);
  for (let a = 0; a < articleCount; a++) {
    if ((scores[a] as number) > 0 && byName[a]) {
      for (const section of (index.articles[a] as IndexedArticle).sections) counted[section.id] = 1;
      total += (index.articles[a] as IndexedArticle).sections.length;
    }
  }
  for (const term of idf.keys()) {
    for (const id of index.sectionPostings.get(term) ?? []) {
      if (!counted[id] && (scores[index.sectionArticle[id] as number] as number) > 0) {
        counted[id] = 1;
        total += 1;
      }
    }
  }

  // The top sections: articles by score; an article whose score plus the most its sections
  // can add stays below the last kept section is not looked at (nor any after it).
  let reach = LETTER_BOOST;
  for (const [term, factor] of terms) reach += SECTION_WEIGHT * factor * (idf.get(term) ?? 0);
  const order: number[] = [];
  for (let a = 0; a < articleCount; a++) if ((scores[a] as number) > 0) order.push(a);
  order.sort(
    (x, y) =>
      (scores[y] as number) - (scores[x] as number) ||
      compareIds(index.articles[x] as IndexedArticle, index.articles[y] as IndexedArticle),
  );
  let ranked: RankedSection[] = [];
  for (const a of order) {
    const score = scores[a] as number;
    if (ranked.length >= limit && score + reach < (ranked[limit - 1] as RankedSection).raw) break;
    const article = index.articles[a] as IndexedArticle;
    const own: RankedSection[] = [];
    let letter: RankedSection | undefined;
    for (const section of article.sections) {
      let local = 0;
      for (const [term, factor] of terms) {
        const tf = section.tf.get(term);
        if (tf) local += factor * (idf.get(term) ?? 0) * (tf / (tf + 1));
      }
      if (local === 0 && !byName[a]) continue;
      const entry = { article, section, raw: score + SECTION_WEIGHT * local };
      if (named[a] && section.heading === index.letterHeading) letter = entry;
      own.push(entry);
    }
    // An article the query names leads with its letter-drafting section, ranked as its best
    // section (so the boost reorders the article's sections, never the articles).
    if (letter) letter.raw = Math.max(...own.map((e) => e.raw)) + LETTER_BOOST;
    ranked.push(...own);
    ranked.sort(
      (x, y) =>
        y.raw - x.raw ||
        compareIds(x.article, y.article) ||
        x.section.position - y.section.position,
    );
    if (ranked.length > limit) ranked = ranked.slice(0, limit);
  }
  const evidence = new Map<IndexedArticle, ResultEvidence>();
  for (const { article } of ranked) {
    if (evidence.has(article)) continue;
    const a = index.articles.indexOf(article);
    evidence.set(article, articleEvidence(index, a, tokens, content, kept.get(a) ?? [], labHits));
  }
  return {
    sections: ranked,
    total,
    words: [...new Set(tokens.map((t) => t.word))],
    evidence,
  };
}

/** The query words, names and lab values an article matched (see `ResultEvidence`). */
function articleEvidence(
  index: KnowledgeIndex,
  a: number,
  tokens: Token[],
  content: Token[],
  hits: PhraseHit[],
  labHits: { article: number; reading: LabReading; range: LabRange }[],
): ResultEvidence {
  const inName = new Set<number>();
  const names: string[] = [];
  for (const h of hits) {
    for (let i = h.start; i < h.end; i++) inName.add(i);
    const span = tokens
      .slice(h.start, h.end)
      .map((t) => t.word)
      .join(" ");
    if (span && !names.includes(span)) names.push(span);
  }
  const terms: string[] = [];
  const corrections: ResultEvidence["corrections"] = [];
  let covered = 0;
  for (const [i, t] of tokens.entries()) {
    if (t.negated || isStopword(t.word) || /^\d+$/.test(t.word)) continue;
    const found =
      inName.has(i) || (index.postings.get(stem(t.word))?.some((p) => p.article === a) ?? false);
    if (!found) continue;
    if (content.includes(t)) covered += 1;
    if (!terms.includes(t.word)) terms.push(t.word);
    if (t.corrected && !corrections.some((c) => c.to === t.word))
      corrections.push({ from: t.from ?? t.word, to: t.word });
  }
  const labValues = labHits
    .filter((h) => h.article === a)
    .map((h) => ({
      test: h.reading.test,
      value: h.reading.value,
      unit: h.reading.unit,
      range: h.range.text,
    }));
  const coverage = content.length === 0 ? 1 : Math.min(1, covered / content.length);
  return { terms, corrections, names, labValues, coverage: Math.round(coverage * 100) / 100 };
}

function compareIds(x: IndexedArticle, y: IndexedArticle): number {
  return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
}

/** Why articles rank where they do, for tuning (`apps/api/bench/kb-relevance.ts --explain`). */
export function explainKnowledge(index: KnowledgeIndex, query: string, articleIds: string[]) {
  const tokens = correctTokens(index, queryWords(query), query);
  const phrases = findPhrases(index, tokens, query).map((h) => ({
    article: index.articles[h.entry.article]?.id,
    span: tokens
      .slice(h.start, h.end)
      .map((t) => t.word)
      .join(" "),
    kind: h.entry.kind,
    partial: h.entry.partial,
    bonus: Number(h.bonus.toFixed(2)),
  }));
  const terms: Record<string, Record<string, number>> = {};
  for (const id of articleIds) {
    const a = index.articles.findIndex((x) => x.id === id);
    const row: Record<string, number> = {};
    for (const t of new Set(tokens.map((x) => stem(x.word)))) {
      const p = index.postings.get(t)?.find((x) => x.article === a);
      if (p) {
        const w = idfOf(index, t);
        row[t] = Number(((w * p.weighted * (K1 + 1)) / (p.weighted + K1)).toFixed(2));
      }
    }
    terms[id] = row;
  }
  const trace: { verdict?: HealthVerdict } = {};
  rankKnowledge(index, query, 1, trace);
  return {
    tokens: tokens.map((t) => (t.corrected ? `${t.word}*${t.weak ? "(weak)" : ""}` : t.word)),
    verdict: trace.verdict && {
      onTopic: trace.verdict.onTopic,
      health: Number(trace.verdict.health.toFixed(2)),
      other: Number(trace.verdict.other.toFixed(2)),
      words: trace.verdict.words.map(
        (w) => `${w.word} +${w.health.toFixed(2)} -${w.against.toFixed(2)}`,
      ),
    },
    phrases: phrases.filter((p) => articleIds.includes(p.article ?? "")),
    terms,
  };
}
