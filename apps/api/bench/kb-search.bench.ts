import { loadavg } from "node:os";
import { searchKnowledge, seedKnowledgeBase } from "@intake/core";
import { createDb, type Db, migrateToLatest } from "@intake/db";
import { createScratchDatabase } from "@intake/db/testing";
import { loadCorpus } from "@intake/knowledge";
import { sql } from "kysely";

const QUERIES = [
  "pink eye",
  "burning when I pee",
  "heartburn after meals",
  "brochitis",
  "migrane",
  "excema",
  "cant get it up",
  "cold sore on lip",
  "high blood pressure refill",
  "can't sleep at night",
  "sore throat and fever",
  "itchy red rash on my arms that will not go away",
  "asthma inhaler",
  "what should I include in my letter about a uti",
  "period cramps",
  "hay fever",
  "psoraisis",
  "chest pain when breathing",
  "my child has an ear infection and a fever of 39",
  "diarrhea while traveling in mexico",
  "quit smoking",
  "cough",
  "gout in my big toe",
  "thyroid",
  "acne on my back and shoulders that is getting worse even with benzoyl peroxide",
];
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const SYNTHETIC_SECTIONS = 100_000;

interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

async function measure(db: Db, label: string): Promise<Stats> {
  const ctx = { db, config: { BASE_URL: "http://localhost:3000" } };
  for (const query of QUERIES) await searchKnowledge({ ctx, input: { query, limit: "5" } }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    for (const query of QUERIES) {
      const started = performance.now();
      await searchKnowledge({ ctx, input: { query, limit: "5" } });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  const stats = {
    n: times.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    mean: times.reduce((s, t) => s + t, 0) / times.length,
    max: at(1),
  };
  const f = (x: number) => x.toFixed(2).padStart(7);
  process.stdout.write(
    `${label.padEnd(44)} n=${stats.n}  p50 ${f(stats.p50)} ms  p95 ${f(stats.p95)} ms  p99 ${f(stats.p99)} ms  mean ${f(stats.mean)} ms  (load avg ${loadavg()[0]?.toFixed(2)})\n`,
  );
  return stats;
}

/** The slowest queries of the mix (median of a few runs each): where tuning should look. */
async function slowest(db: Db, top = 5): Promise<void> {
  const ctx = { db, config: { BASE_URL: "http://localhost:3000" } };
  const rows: [string, number][] = [];
  for (const query of QUERIES) {
    const t: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await searchKnowledge({ ctx, input: { query, limit: "5" } });
      t.push(performance.now() - started);
    }
    rows.push([query, t.sort((a, b) => a - b)[2] as number]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  for (const [query, ms] of rows.slice(0, top))
    process.stdout.write(`    ${ms.toFixed(2).padStart(7)} ms  ${query}\n`);
}

/** Synthetic articles (5 sections each) with text drawn from the corpus's words. */
async function addSyntheticSections(db: Db, target: number): Promise<void> {
  // Sampling from the token list is sampling by corpus frequency: common words stay common.
  const tokens = loadCorpus().flatMap((a) =>
    a.sections.flatMap((s) => s.text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []),
  );
  const pick = () => tokens[Math.floor(Math.random() * tokens.length)] as string;
  const text = (words: number) => Array.from({ length: words }, pick).join(" ");
  const existing = Number(
    (await sql<{ n: number }>`select count(*)::int as n from kb_sections`.execute(db)).rows[0]?.n,
  );
  const articles = Math.ceil((target - existing) / 5);
  const headings = [
    "Overview",
    "Common symptoms",
    "When to seek emergency care instead",
    "What to include in your letter",
    "Treatment options",
  ];
  const BATCH = 200;
  for (let first = 1; first <= articles; first += BATCH) {
    const ids = Array.from(
      { length: Math.min(BATCH, articles - first + 1) },
      (_, i) => `synthetic-${first + i}`,
    );
    const rows = ids.map((id) => ({
      id,
      title: text(2),
      condition: `Synthetic ${id}`,
      category: "SYNTHETIC",
      source: "Synthetic benchmark text",
    }));
    await db.insertInto("kb_articles").values(rows).execute();
    await db
      .insertInto("kb_sections")
      .values(
        rows.flatMap((a) =>
          // Bodies of 40-120 words (the corpus's sections are 30-150).
          headings.map((heading, i) => ({
            article_id: a.id,
            position: i + 1,
            heading,
            body: text(40 + Math.floor(Math.random() * 80)),
            title_terms: a.title,
          })),
        ),
      )
      .execute();
  }
  await sql`vacuum analyze kb_sections`.execute(db);
  await sql`vacuum analyze kb_articles`.execute(db);
}

async function main(): Promise<void> {
  process.stdout.write(
    `Knowledge-base search, server side: ${QUERIES.length} queries x ${ITERATIONS} iterations, limit 5\n\n`,
  );

  const lite = await createDb({ dataDir: "memory://" });
  try {
    await migrateToLatest(lite.db);
    await seedKnowledgeBase(lite.db);
    await measure(lite.db, "PGlite, shipped corpus (679 sections)");
    await slowest(lite.db);
  } finally {
    await lite.close();
  }

  if (process.env.BENCH_SKIP_POSTGRES) return;
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const scratch = await createScratchDatabase(server, "kb_bench");
  const handle = await createDb({ databaseUrl: scratch.url, poolSize: 4 });
  try {
    await migrateToLatest(handle.db);
    await seedKnowledgeBase(handle.db);
    await measure(handle.db, "PostgreSQL, shipped corpus (679 sections)");
    await slowest(handle.db);
    const started = performance.now();
    await addSyntheticSections(handle.db, SYNTHETIC_SECTIONS);
    const count = Number(
      (await sql<{ n: number }>`select count(*)::int as n from kb_sections`.execute(handle.db))
        .rows[0]?.n,
    );
    process.stdout.write(
      `\n(generated ${count} sections in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    await measure(handle.db, `PostgreSQL, ${count.toLocaleString("en-US")} sections`);
    await slowest(handle.db);
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
