import type { Db, Trx } from "@intake/db";
import { findConditions } from "@intake/evaluator";
import { LETTER_HEADING } from "@intake/knowledge";
import { sql } from "kysely";
import type { Config } from "../config";
import { badRequest } from "../errors";
import {
  DEFAULT_LIMIT,
  type KnowledgeSearchInput,
  type KnowledgeSearchResponse,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
} from "./schemas";
import { editDistance, excerpt, maxEditsFor, wordNgrams, words } from "./text";

/** Query words looked up in the vocabulary for spelling correction (long queries: the first). */
const MAX_CORRECTED_WORDS = 32;
/** Nearest vocabulary terms (by trigram distance) compared by edit distance per unknown word. */
const CORRECTION_CANDIDATES = 12;
/** Longest alias phrase, in words ("trouble getting an erection"), and the n-gram cap. */
const MAX_ALIAS_WORDS = 5;
const MAX_NGRAMS = 400;

/** ts_rank_cd weights {D, C, B, A}: body C, heading B, title and aliases A. */
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";
/** Every query term present (the websearch query matches). */
const ALL_TERMS_BOOST = 0.5;
/** The article is named by the query: a catalogue condition, synonym, alias or lay phrase. */
const NAMED_BOOST = 2;
/** ...and this is the section that helps draft the letter. */
const LETTER_BOOST = 1;
/** "Any term" candidates: the rarest query words whose sections add up to at most this many. */
const CANDIDATE_BUDGET = 1000;

type SearchContext = { db: Db | Trx; config: Pick<Config, "BASE_URL"> };

/**
 * Section-level search of the knowledge base. A section matches when it contains every query
 * term (PostgreSQL full text, `websearch_to_tsquery`, after spelling correction against the
 * corpus vocabulary) or belongs to an article the query names (condition names and synonyms
 * shared with the evaluator, article aliases, lay phrases); when no section contains every term,
 * sections containing any term match instead. Ranking: `ts_rank_cd` with weights title/alias A,
 * heading B, body C, plus boosts for matching every term, for named articles and, in those, for
 * "What to include in your letter".
 *
 * Round trips: one in the common case. The ranking statement also reports the query words that
 * are not in the vocabulary; only then is the spelling looked up and the ranking repeated, and
 * only when no section has every term is the "any term" ranking run.
 */
export async function searchKnowledge({
  ctx,
  input,
}: {
  ctx: SearchContext;
  input: KnowledgeSearchInput;
}): Promise<KnowledgeSearchResponse> {
  const query = parseQuery(input.query);
  const limit = parseLimit(input.limit);
  const tokens = words(query);
  const checkable = [...new Set(tokens.filter((w) => CORRECTABLE.test(w)))].slice(
    0,
    MAX_CORRECTED_WORDS,
  );

  let plan = planSearch(query, tokens, new Map());
  let ranked = await rankSections(ctx.db, { ...plan, limit, checkWords: checkable });
  if (ranked.unknown.length > 0) {
    const corrections = chooseCorrections(ranked.suggestions);
    if (corrections.size > 0) {
      plan = planSearch(query, tokens, corrections);
      ranked = await rankSections(ctx.db, { ...plan, limit, checkWords: [] });
    }
  }

  const imageBase = `${ctx.config.BASE_URL.replace(/\/+$/, "")}/api/v1/kb-images/`;
  const highlight = [...new Set([...plan.corrected, ...tokens])];
  return {
    results: ranked.rows.map((r) => ({
      article_id: r.article_id,
      title: r.title,
      source: r.source,
      text: excerpt(r.body, highlight),
      section_heading: r.heading,
      relevance_score: score(Number(r.raw)),
      figures: parseFigures(r.figures).map((f) => ({
        ...f,
        image_url: imageBase + encodeURIComponent(f.figure_id),
      })),
    })),
    query,
    total_results: ranked.total,
  };
}

const CORRECTABLE = /^[a-z]{4,40}$/;

interface SearchPlan {
  /** The websearch text ("all terms"), with misspelt words replaced. */
  searchText: string;
  /** The corrected words ("any term"). */
  corrected: string[];
  /** Catalogue conditions named by the query (evaluator synonyms). */
  conditions: string[];
  /** Word n-grams looked up in the article aliases. */
  grams: string[];
}

function planSearch(query: string, tokens: string[], corrections: Map<string, string>): SearchPlan {
  const corrected = tokens.map((w) => corrections.get(w) ?? w);
  const conditions = new Set(findConditions(query).map((c) => c.name));
  const grams = new Set(wordNgrams(tokens, MAX_ALIAS_WORDS, MAX_NGRAMS));
  if (corrections.size > 0) {
    for (const c of findConditions(corrected.join(" "))) conditions.add(c.name);
    for (const g of wordNgrams(corrected, MAX_ALIAS_WORDS, MAX_NGRAMS)) grams.add(g);
  }
  return {
    searchText: corrections.size > 0 ? applyCorrections(query, corrections) : query,
    corrected,
    conditions: [...conditions],
    grams: [...grams],
  };
}

interface RankedRow {
  article_id: string;
  heading: string;
  body: string;
  raw: number | string;
  total: number | string;
  title: string;
  source: string;
  figures: unknown;
}

interface RankOptions extends SearchPlan {
  limit: number;
  /** Words to report back when they are not in the vocabulary. */
  checkWords: string[];
}

interface Ranked {
  rows: RankedRow[];
  total: number;
  unknown: string[];
  suggestions: Suggestion[];
}

interface Suggestion {
  word: string;
  term: string;
  weight: number;
  frequency: number;
}

/**
 * One round trip: `kb_search` (migration 0002) selects the candidates, scores them, counts every
 * match and returns the top sections with their figures, plus the checked words that are not in
 * the vocabulary. It is a function so that its plans are cached per connection.
 */
async function rankSections(db: Db | Trx, o: RankOptions): Promise<Ranked> {
  const { rows } = await sql<
    RankedRow & { unknown: string[] | string | null; suggestions: unknown }
  >`
    select * from kb_search(
      ${o.searchText}, ${o.corrected.join(" ")}, ${o.conditions}::text[], ${o.grams}::text[], ${o.checkWords}::text[], ${o.limit}::int,
      ${LETTER_HEADING}, ${RANK_WEIGHTS}::float4[], ${ALL_TERMS_BOOST}::float8, ${NAMED_BOOST}::float8, ${LETTER_BOOST}::float8,
      ${CANDIDATE_BUDGET}::int, ${CORRECTION_CANDIDATES}::int
    )
  `.execute(db);
  const first = rows[0];
  const results = rows.filter((r) => r.article_id !== null);
  const suggestions =
    typeof first?.suggestions === "string" ? JSON.parse(first.suggestions) : first?.suggestions;
  return {
    rows: results,
    total: Number(first?.total ?? 0),
    unknown: parsePgArray(first?.unknown),
    suggestions: Array.isArray(suggestions) ? (suggestions as Suggestion[]) : [],
  };
}

/** A text[] column: an array from pg and PGlite, a literal `{a,b}` if a driver leaves it raw. */
function parsePgArray(value: string[] | string | null | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string" && value.length > 2) return value.slice(1, -1).split(",");
  return [];
}

type FigureRow = { figure_id: string; caption: string; figure_type: string };

function parseFigures(value: unknown): FigureRow[] {
  const list = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(list) ? (list as FigureRow[]) : [];
}

/** The raw rank (0..∞) squashed into 0..1, monotonically. */
const score = (raw: number): number => Math.round((raw / (raw + 1)) * 10_000) / 10_000;

function parseQuery(value: string | undefined): string {
  const query = (value ?? "").trim();
  if (query === "") {
    throw badRequest(
      "invalid_query",
      "Send what to search for in the `query` parameter, e.g. /api/v1/knowledge/search?query=pink+eye&limit=5.",
    );
  }
  if (query.length > MAX_QUERY_LENGTH) {
    throw badRequest(
      "query_too_long",
      `The query is ${query.length} characters; the knowledge-base search takes up to ${MAX_QUERY_LENGTH}. Search for the condition or main symptom in a few words.`,
      { max_length: MAX_QUERY_LENGTH, length: query.length },
    );
  }
  return query;
}

function parseLimit(value: string | number | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const text = String(value).trim();
  const n = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_LIMIT) {
    throw badRequest(
      "invalid_limit",
      `\`limit\` must be a whole number from 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}); got "${text.slice(0, 20)}".`,
      { min: 1, max: MAX_LIMIT },
    );
  }
  return n;
}

/**
 * Query words that are not in the corpus vocabulary, mapped to the vocabulary term a reader most
 * likely meant: the nearest terms by trigram distance (GiST index), then the smallest edit
 * distance within a length-dependent bound, preferring condition names and aliases, then common
 * words. "brochitis" -> "bronchitis", "migrane" -> "migraine", "excema" -> "eczema".
 */
function chooseCorrections(suggestions: readonly Suggestion[]): Map<string, string> {
  const best = new Map<string, Suggestion & { distance: number }>();
  for (const row of suggestions) {
    const max = maxEditsFor(row.word);
    const distance = editDistance(row.word, row.term, max);
    if (distance > max) continue;
    const current = best.get(row.word);
    if (
      !current ||
      distance < current.distance ||
      (distance === current.distance &&
        (row.weight > current.weight ||
          (row.weight === current.weight && row.frequency > current.frequency)))
    ) {
      best.set(row.word, { ...row, distance });
    }
  }
  return new Map([...best].map(([word, hit]) => [word, hit.term]));
}

/** The query with misspelt words replaced, keeping websearch syntax (quotes, `or`, `-`). */
function applyCorrections(query: string, corrections: Map<string, string>): string {
  return query.replace(/[A-Za-z]+/g, (w) => corrections.get(w.toLowerCase()) ?? w);
}
