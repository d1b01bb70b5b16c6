/** Explains the ranking of one query: npx tsx apps/api/bench/kb-explain.ts "query" [article ...] */
import {
  buildKnowledgeIndex,
  explainKnowledge,
  rankKnowledge,
  seedKnowledgeBase,
} from "@intake/core/catalogue";
import { createDb, migrateToLatest } from "@intake/db";
import { LETTER_HEADING } from "@intake/knowledge";

const [query = "", ...ids] = process.argv.slice(2);
const lite = await createDb({ dataDir: "memory://" });
await migrateToLatest(lite.db);
await seedKnowledgeBase(lite.db);
const rows = {
  articles: await lite.db.selectFrom("kb_articles").selectAll().execute(),
  sections: await lite.db.selectFrom("kb_sections").selectAll().execute(),
  figures: await lite.db.selectFrom("kb_figures").selectAll().execute(),
  aliases: await lite.db.selectFrom("kb_aliases").selectAll().execute(),
  labRanges: await lite.db.selectFrom("kb_lab_ranges").selectAll().execute(),
};
const index = buildKnowledgeIndex(rows, LETTER_HEADING);
const ranked = rankKnowledge(index, query, 10);
const top = [...new Set(ranked.sections.map((s) => s.article.id))].slice(0, 3);
for (const s of ranked.sections.slice(0, 6))
  console.log(s.raw.toFixed(2), s.article.id, s.section.heading);
console.log(
  JSON.stringify(explainKnowledge(index, query, [...new Set([...top, ...ids])]), null, 1),
);
await lite.close();
