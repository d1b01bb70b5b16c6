/**
 * Relevance of the knowledge-base search on the labelled realistic queries
 * (test/knowledge/realistic-queries.ts): top-1 and top-3 by group, and every miss.
 *   npx tsx apps/api/bench/kb-relevance.ts
 */
import { searchKnowledge, seedKnowledgeBase } from "@intake/core";
import { createDb, migrateToLatest } from "@intake/db";
import { REALISTIC_QUERIES } from "../test/knowledge/realistic-queries";

const lite = await createDb({ dataDir: "memory://" });
await migrateToLatest(lite.db);
await seedKnowledgeBase(lite.db);
const ctx = { db: lite.db, config: { BASE_URL: "http://localhost:3000" } };
let all = 0;
let top1All = 0;
let top3All = 0;
for (const [group, queries] of Object.entries(REALISTIC_QUERIES)) {
  let top1 = 0;
  let top3 = 0;
  for (const [query, expected] of queries) {
    const res = await searchKnowledge({ ctx, input: { query, limit: "10" } });
    const ids = [...new Set(res.results.map((r) => r.article_id))];
    if (ids[0] === expected) top1++;
    if (ids.slice(0, 3).includes(expected)) top3++;
    if (ids[0] !== expected)
      process.stdout.write(
        `  MISS [${group}] ${query} -> ${ids.slice(0, 3).join(", ")} (want ${expected})\n`,
      );
  }
  all += queries.length;
  top1All += top1;
  top3All += top3;
  process.stdout.write(
    `${group.padEnd(18)} n=${String(queries.length).padStart(3)}  top-1 ${((100 * top1) / queries.length).toFixed(1)}%  top-3 ${((100 * top3) / queries.length).toFixed(1)}%\n`,
  );
}
process.stdout.write(
  `${"all".padEnd(18)} n=${all}  top-1 ${((100 * top1All) / all).toFixed(1)}%  top-3 ${((100 * top3All) / all).toFixed(1)}%\n`,
);
for (const q of [
  "zzqxv plorf",
  "xylophone zeppelin quasar",
  "asdf qwerty",
  "lorem ipsum dolor sit amet",
]) {
  const res = await searchKnowledge({ ctx, input: { query: q, limit: "5" } });
  process.stdout.write(
    `gibberish ${JSON.stringify(q)}: ${res.total_results} (${res.results.map((r) => r.article_id).join(",")})\n`,
  );
}
await lite.close();
