/**
 * Relevance of the knowledge-base search on the labelled realistic queries
 * (test/knowledge/realistic-queries.ts and realistic-queries-set-b.ts): top-1 and top-3 by
 * group, and every miss; then gibberish and off-topic everyday English (must find nothing), and
 * the labelled off-topic sets A and B of issue 30 (share that finds nothing, and what was found).
 *   npx tsx apps/api/bench/kb-relevance.ts [--quiet]
 */
import { searchKnowledge, seedKnowledgeBase } from "@intake/core/catalogue";
import { createDb, migrateToLatest } from "@intake/db";
import { OFF_TOPIC_SET_A, OFF_TOPIC_SET_B } from "../test/knowledge/off-topic-queries";
import { OFF_TOPIC_QUERIES, REALISTIC_QUERIES } from "../test/knowledge/realistic-queries";
import {
  REALISTIC_QUERIES_SET_B,
  REALISTIC_QUERIES_SET_C,
} from "../test/knowledge/realistic-queries-set-b";

const quiet = process.argv.includes("--quiet");
const lite = await createDb({ dataDir: "memory://" });
await migrateToLatest(lite.db);
await seedKnowledgeBase(lite.db);
const ctx = { db: lite.db, config: { BASE_URL: "http://localhost:3000" } };
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;

for (const [name, set] of [
  ["set A", REALISTIC_QUERIES],
  ["set B", REALISTIC_QUERIES_SET_B],
  ["set C", REALISTIC_QUERIES_SET_C],
] as [string, Record<string, [string, string][]>][]) {
  process.stdout.write(`${name}\n`);
  let all = 0;
  let top1All = 0;
  let top3All = 0;
  for (const [group, queries] of Object.entries(set)) {
    let top1 = 0;
    let top3 = 0;
    for (const [query, expected] of queries) {
      const res = await searchKnowledge({ ctx, input: { query, limit: "10" } });
      const ids = [...new Set(res.results.map((r) => r.article_id))];
      if (ids[0] === expected) top1++;
      if (ids.slice(0, 3).includes(expected)) top3++;
      if (ids[0] !== expected && !quiet)
        process.stdout.write(
          `  MISS [${group}] ${query.slice(0, 90)} -> ${ids.slice(0, 3).join(", ")} (want ${expected})\n`,
        );
    }
    all += queries.length;
    top1All += top1;
    top3All += top3;
    process.stdout.write(
      `  ${group.padEnd(18)} n=${String(queries.length).padStart(3)}  top-1 ${pct(top1, queries.length)}  top-3 ${pct(top3, queries.length)}\n`,
    );
  }
  process.stdout.write(
    `  ${"all".padEnd(18)} n=${all}  top-1 ${pct(top1All, all)}  top-3 ${pct(top3All, all)}\n`,
  );
}
for (const q of [
  "zzqxv plorf",
  "xylophone zeppelin quasar",
  "asdf qwerty",
  "lorem ipsum dolor sit amet",
  ...OFF_TOPIC_QUERIES,
]) {
  const res = await searchKnowledge({ ctx, input: { query: q, limit: "5" } });
  if (res.total_results > 0 || !quiet)
    process.stdout.write(
      `nothing-expected ${JSON.stringify(q)}: ${res.total_results} (${res.results.map((r) => r.article_id).join(",")})\n`,
    );
}
for (const [name, set] of [
  ["off-topic set A", OFF_TOPIC_SET_A],
  ["off-topic set B", OFF_TOPIC_SET_B],
] as const) {
  const queries = Object.values(set).flat();
  const found: string[] = [];
  for (const q of queries) {
    const res = await searchKnowledge({ ctx, input: { query: q, limit: "5" } });
    if (res.total_results > 0) found.push(`  FOUND ${q} -> ${res.results[0]?.article_id}`);
  }
  process.stdout.write(
    `${name}: ${queries.length - found.length}/${queries.length} find nothing (${pct(queries.length - found.length, queries.length)})\n${found.join("\n")}\n`,
  );
}
await lite.close();
