import type { Db, Trx } from "@intake/db";
import {
  buildKnowledgeIndex,
  excerpt,
  type KnowledgeIndex,
  LETTER_HEADING,
  type ResultEvidence,
  rankKnowledge,
} from "@intake/knowledge";
import type { Config } from "../../kernel/config";
import { badRequest } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import {
  DEFAULT_LIMIT,
  type KnowledgeSearchEvidence,
  KnowledgeSearchInput,
  type KnowledgeSearchResponse,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
} from "./schemas";

type SearchContext = { db: Db | Trx; config: Pick<Config, "BASE_URL"> };

/**
 * Section-level search of the knowledge base (ranking: `knowledge-index.ts`). One round trip per
 * search: the loaded corpus's content hash, which picks the in-memory index built from the rows
 * of that corpus (built on first use, rebuilt when another seed changed the corpus). A query in
 * which no word or phrase matches anything answers `results: []`, `total_results: 0`.
 */
export const searchKnowledge = verb(
  KnowledgeSearchInput,
  async ({
    ctx,
    input,
  }: {
    ctx: SearchContext;
    input: KnowledgeSearchInput;
  }): Promise<KnowledgeSearchResponse> => {
    const query = parseQuery(input.query);
    const limit = parseLimit(input.limit);
    const index = await knowledgeIndex(ctx.db);
    if (!index) return { results: [], query, total_results: 0 };
    const ranked = rankKnowledge(index, query, limit);
    const imageBase = `${ctx.config.BASE_URL.replace(/\/+$/, "")}/api/v1/kb-images/`;
    return {
      results: ranked.sections.map(({ article, section, raw }) => ({
        article_id: article.id,
        title: article.title,
        source: article.source,
        text: excerpt(section.body, ranked.words),
        section_heading: section.heading,
        relevance_score: squash(raw),
        score: Math.round(raw * 100) / 100,
        evidence: evidenceOf(ranked.evidence.get(article)),
        figures: article.figures.map((f) => ({
          ...f,
          image_url: imageBase + encodeURIComponent(f.figure_id),
        })),
      })),
      query,
      total_results: ranked.total,
    };
  },
);

/**
 * Builds the index of the loaded corpus ahead of the first search (start-up calls it after the
 * seed, so the first request does not pay for the build). Returns whether a corpus is loaded.
 */
export async function warmKnowledgeIndex(db: Db | Trx): Promise<boolean> {
  return (await knowledgeIndex(db)) !== undefined;
}

/** Indexes by corpus content hash (a few: tests and benchmarks load several corpora). */
const indexes = new Map<string, Promise<KnowledgeIndex | undefined>>();
const MAX_INDEXES = 4;

/**
 * The index of the corpus loaded in `db`, or undefined when none is loaded. The hash is read on
 * every search, so a re-seed by this or another instance is picked up at once.
 */
async function knowledgeIndex(db: Db | Trx): Promise<KnowledgeIndex | undefined> {
  const corpus = await db.selectFrom("kb_corpus").select("content_hash").executeTakeFirst();
  if (!corpus) return undefined;
  let index = indexes.get(corpus.content_hash);
  if (!index) {
    const hash = corpus.content_hash;
    index = db.isTransaction
      ? loadIndex(db as Trx, hash)
      : db
          .transaction()
          .setIsolationLevel("repeatable read")
          .execute((trx) => loadIndex(trx, hash));
    indexes.set(hash, index);
    index.then(
      (built) => built ?? indexes.delete(hash),
      () => indexes.delete(hash),
    );
    while (indexes.size > MAX_INDEXES) indexes.delete(indexes.keys().next().value as string);
  }
  return index;
}

/**
 * Reads the corpus rows in one snapshot and builds the index; undefined when the corpus was
 * replaced since its hash was read (the next search builds the new one).
 */
async function loadIndex(trx: Trx, hash: string): Promise<KnowledgeIndex | undefined> {
  const current = await trx.selectFrom("kb_corpus").select("content_hash").executeTakeFirst();
  if (current?.content_hash !== hash) return undefined;
  const articles = await trx
    .selectFrom("kb_articles")
    .select(["id", "title", "condition", "source"])
    .orderBy("id")
    .execute();
  const sections = await trx
    .selectFrom("kb_sections")
    .select(["article_id", "position", "heading", "body"])
    .orderBy("article_id")
    .orderBy("position")
    .execute();
  const figures = await trx
    .selectFrom("kb_figures")
    .select(["id", "article_id", "caption", "figure_type"])
    .orderBy("article_id")
    .orderBy("position")
    .execute();
  const aliases = await trx
    .selectFrom("kb_aliases")
    .select(["alias", "article_id", "kind"])
    .orderBy("alias")
    .orderBy("article_id")
    .orderBy("kind")
    .execute();
  const labRanges = await trx
    .selectFrom("kb_lab_ranges")
    .select(["article_id", "position", "range"])
    .orderBy("article_id")
    .orderBy("position")
    .execute();
  return buildKnowledgeIndex({ articles, sections, figures, aliases, labRanges }, LETTER_HEADING);
}

/** The raw rank (0..∞) squashed into 0..1, monotonically. */
const squash = (raw: number): number => Math.round((raw / (raw + 1)) * 10_000) / 10_000;

function evidenceOf(evidence: ResultEvidence | undefined): KnowledgeSearchEvidence {
  return {
    matched_terms: evidence?.terms ?? [],
    corrections: evidence?.corrections ?? [],
    matched_names: evidence?.names ?? [],
    lab_values: evidence?.labValues ?? [],
    query_coverage: evidence?.coverage ?? 0,
  };
}

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
