import { type Database, type Db, inTransaction, type Trx } from "@intake/db";
import { conditionSynonyms } from "@intake/evaluator";
import type { AliasKind } from "@intake/knowledge";
import { type KnowledgeArticle, loadCorpus, phraseKey } from "@intake/knowledge";
import { type Insertable, sql } from "kysely";
import { sha256Hex } from "../../kernel/crypto";

/** Bump when the way rows are derived from the corpus changes: it forces a reload. */
const SEED_FORMAT = 4;

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters. */
const BATCH = 500;

export interface SeedResult {
  status: "loaded" | "unchanged";
  contentHash: string;
  articles: number;
  sections: number;
  figures: number;
}

export interface SeedOptions {
  /** The corpus to load; the shipped one (`@intake/knowledge`) by default. */
  articles?: KnowledgeArticle[];
  now?: Date;
}

/** The hash of everything the knowledge-base rows are derived from. */
export function knowledgeContentHash(articles: readonly KnowledgeArticle[]): string {
  const sorted = [...articles].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return sha256Hex(
    JSON.stringify({
      format: SEED_FORMAT,
      articles: sorted,
      synonyms: conditionSynonyms,
    }),
  );
}

/**
 * Loads the knowledge-base corpus into the database in one transaction. Idempotent: when the
 * stored content hash equals the corpus hash nothing is written; otherwise the whole corpus is
 * replaced. The table lock makes concurrent start-ups of several instances load it once.
 */
export async function seedKnowledgeBase(
  db: Db | Trx,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const articles = options.articles ?? loadCorpus();
  const contentHash = knowledgeContentHash(articles);
  const counts = {
    articles: articles.length,
    sections: articles.reduce((n, a) => n + a.sections.length, 0),
    figures: articles.reduce((n, a) => n + a.figures.length, 0),
  };

  return inTransaction(db, async (trx) => {
    await sql`lock table kb_corpus in share row exclusive mode`.execute(trx);
    const current = await trx.selectFrom("kb_corpus").select("content_hash").executeTakeFirst();
    if (current?.content_hash === contentHash)
      return { status: "unchanged", contentHash, ...counts };

    await trx.deleteFrom("kb_articles").execute(); // cascades to sections, figures, aliases
    await insertCorpus(trx, articles);
    // Fresh statistics, so the planner picks the indexes for the new rows at once.
    for (const table of [
      "kb_articles",
      "kb_sections",
      "kb_figures",
      "kb_aliases",
      "kb_lab_ranges",
    ]) {
      await sql`analyze ${sql.table(table)}`.execute(trx);
    }
    await trx
      .insertInto("kb_corpus")
      .values({
        id: true,
        content_hash: contentHash,
        article_count: counts.articles,
        section_count: counts.sections,
        figure_count: counts.figures,
        loaded_at: options.now ?? new Date(),
      })
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          content_hash: eb.ref("excluded.content_hash"),
          article_count: eb.ref("excluded.article_count"),
          section_count: eb.ref("excluded.section_count"),
          figure_count: eb.ref("excluded.figure_count"),
          loaded_at: eb.ref("excluded.loaded_at"),
        })),
      )
      .execute();
    return { status: "loaded", contentHash, ...counts };
  });
}

async function insertCorpus(trx: Trx, articles: readonly KnowledgeArticle[]): Promise<void> {
  await insertBatches(
    trx,
    "kb_articles",
    articles.map((a) => ({
      id: a.id,
      title: a.title,
      condition: a.condition,
      category: a.category,
      source: a.source,
    })),
  );

  await insertBatches(
    trx,
    "kb_sections",
    articles.flatMap((a) =>
      a.sections.map((s) => ({
        article_id: a.id,
        position: s.position,
        heading: s.heading,
        body: s.text,
      })),
    ),
  );

  await insertBatches(
    trx,
    "kb_figures",
    articles.flatMap((a) =>
      a.figures.map((f, i) => ({
        id: f.id,
        article_id: a.id,
        position: i + 1,
        caption: f.caption,
        figure_type: f.figureType,
        svg: f.svg,
        etag: `"${sha256Hex(f.svg).slice(0, 32)}"`,
      })),
    ),
  );

  await insertBatches(trx, "kb_aliases", aliasRows(articles));

  await insertBatches(
    trx,
    "kb_lab_ranges",
    articles.flatMap((a) =>
      a.labValues.map((range, i) => ({ article_id: a.id, position: i + 1, range: range.text })),
    ),
  );
}

/**
 * The names of each article, normalised, with their kind (the index weighs them by kind): the
 * title and the condition's name and its parts, `also_known_as`, British names, the evaluator's
 * condition synonyms, the everyday wording (`everyday_words`), and every medication's generic and brand
 * names. One row per (alias, article, kind).
 */
function aliasRows(
  articles: readonly KnowledgeArticle[],
): { alias: string; article_id: string; kind: AliasKind }[] {
  const rows = new Map<string, { alias: string; article_id: string; kind: AliasKind }>();
  const add = (phrase: string, articleId: string, kind: AliasKind) => {
    const alias = phraseKey(phrase);
    if (alias)
      rows.set(`${alias}\u0000${articleId}\u0000${kind}`, { alias, article_id: articleId, kind });
  };
  for (const a of articles) {
    for (const name of [a.title, a.condition, ...a.condition.split(/[/,]/)])
      add(name, a.id, "title");
    for (const name of a.aliases) add(name, a.id, "name");
    for (const name of a.britishNames) add(name, a.id, "british");
    for (const name of conditionSynonyms[a.condition] ?? []) add(name, a.id, "synonym");
    for (const name of a.everydayWords) add(name, a.id, "lay");
    for (const m of a.medications) {
      add(m.generic, a.id, "medication");
      for (const brand of m.brands) add(brand, a.id, "brand");
    }
  }
  return [...rows.values()];
}

type KbTable = "kb_articles" | "kb_sections" | "kb_figures" | "kb_aliases" | "kb_lab_ranges";

async function insertBatches<T extends KbTable>(
  trx: Trx,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}
