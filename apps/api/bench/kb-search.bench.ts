/**
 * Knowledge-base search speed: server side (the core verb) on PGlite and PostgreSQL, HTTP end to
 * end through the real app on the embedded default, a profile of where the time goes, and the
 * relevance of the labelled realistic queries (test/knowledge/realistic-queries.ts).
 *
 *   npm run bench:kb -w @intake/api
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:kb -w @intake/api
 *
 * PostgreSQL: a scratch database is created on the server of BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and
 * dropped afterwards; BENCH_SKIP_POSTGRES=1 skips it. BENCH_ITERATIONS (20),
 * BENCH_SYNTHETIC_SECTIONS (20000; 0 skips the large-corpus run).
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { serve } from "@hono/node-server";
import {
  buildKnowledgeIndex,
  rankKnowledge,
  searchKnowledge,
  seedKnowledgeBase,
} from "@intake/core/catalogue";
import { loadConfig, systemClock } from "@intake/core/kernel";
import { createDb, type Db, migrateToLatest } from "@intake/db";
import { createScratchDatabase } from "@intake/db/testing";
import { LETTER_HEADING, loadCorpus } from "@intake/knowledge";
import { sql } from "kysely";
import pino from "pino";
import { createApp } from "../src/app";
import { buildServices } from "../src/services";
import { REALISTIC_QUERIES } from "../test/knowledge/realistic-queries";
import { REALISTIC_QUERIES_SET_B } from "../test/knowledge/realistic-queries-set-b";

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
  // Misspelt words and names written in several words (the corrected path).
  "new monia",
  "high per tension",
  "irritable bowl syndrom",
  "klamidia test",
  "sell you light is on my leg",
  // Medications, scores, gibberish and a long story.
  "Lipitor refill",
  "CHA2DS2-VASc 3 anticoagulation",
  "zzqxv plorf",
  "what's the weather today",
  // Everyday questions that must find nothing (issue 30), and lab values read as numbers.
  "chess opening moves for beginners",
  "how to change a car tyre",
  "garden fence paint colours",
  "mortgage interest rates this year",
  "how to make cold brew coffee at home",
  "HbA1c 6.1%",
  "blood pressure 150/95",
  "LDL 4.9 mmol/L",
  "my grain headache",
  "my 2 year old has had a cold for a few days and last night she woke screaming, pulling at her right ear, she has a temperature of 38.7 and is off her food, no discharge from the ear yet",
  "Patient describes three days of fever up to 39.5, a very sore throat with white patches on swollen tonsils, tender lumps in the front of the neck and no cough or runny nose; younger brother had the same thing last week",
  "I have been having loose watery stools five times a day since I got back from my holiday in Mexico three days ago, with cramps but no blood, I am drinking lots of fluids",
];
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const SYNTHETIC_SECTIONS = Number(process.env.BENCH_SYNTHETIC_SECTIONS ?? 20_000);

interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

/**
 * `cpu`: this process's CPU time (user + system) over the run, per operation: robust on a busy
 * machine. It includes PGlite (in process) and both HTTP ends, never PostgreSQL's server.
 */
function stats(times: number[], label: string, cpu?: NodeJS.CpuUsage): Stats {
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
    `${label.padEnd(44)} n=${stats.n}  p50 ${f(stats.p50)} ms  p95 ${f(stats.p95)} ms  p99 ${f(stats.p99)} ms  mean ${f(stats.mean)} ms${cpu ? `  cpu/op ${((cpu.user + cpu.system) / 1000 / times.length).toFixed(2)} ms` : ""}  (load avg ${loadavg()[0]?.toFixed(2)})\n`,
  );
  return stats;
}

async function measure(db: Db, label: string): Promise<Stats> {
  const ctx = { db, config: { BASE_URL: "http://localhost:3000" } };
  for (const query of QUERIES) await searchKnowledge({ ctx, input: { query, limit: "5" } }); // warm-up
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) {
    for (const query of QUERIES) {
      const started = performance.now();
      await searchKnowledge({ ctx, input: { query, limit: "5" } });
      times.push(performance.now() - started);
    }
  }
  return stats(times, label, process.cpuUsage(cpu));
}

/** GET /api/v1/knowledge/search through the real app on a loopback port, sequential requests. */
async function measureHttp(db: Db, label: string): Promise<Stats> {
  const config = loadConfig({
    NODE_ENV: "production",
    IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: "true",
    EMAIL_TRANSPORT: "log",
    APP_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    WORKERS: "off",
    DEMO_ACCOUNT: "false",
  });
  const services = await buildServices(db, config, systemClock);
  const app = createApp(services, pino({ level: "silent" }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = (q: string) =>
    `http://127.0.0.1:${port}/api/v1/knowledge/search?query=${encodeURIComponent(q).replace(/%20/g, "+")}&limit=5`;
  try {
    for (const query of QUERIES) await (await fetch(url(query))).json(); // warm-up
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < ITERATIONS; i++) {
      for (const query of QUERIES) {
        const started = performance.now();
        const res = await fetch(url(query));
        await res.json();
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${res.status} for ${query}`);
      }
    }
    return stats(times, label, process.cpuUsage(cpu));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * Where the server-side time goes: the one round trip (the corpus hash), the in-memory ranking
 * and the response (excerpts, URLs), and the one-off index build per corpus.
 */
async function profile(db: Db): Promise<void> {
  const rows = {
    articles: await db.selectFrom("kb_articles").selectAll().execute(),
    sections: await db.selectFrom("kb_sections").selectAll().execute(),
    figures: await db.selectFrom("kb_figures").selectAll().execute(),
    aliases: await db.selectFrom("kb_aliases").selectAll().execute(),
    labRanges: await db.selectFrom("kb_lab_ranges").selectAll().execute(),
  };
  let started = performance.now();
  const index = buildKnowledgeIndex(rows, LETTER_HEADING);
  const build = performance.now() - started;
  const hash: number[] = [];
  const rank: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    for (const query of QUERIES) {
      started = performance.now();
      await db.selectFrom("kb_corpus").select("content_hash").executeTakeFirst();
      hash.push(performance.now() - started);
      started = performance.now();
      rankKnowledge(index, query, 5);
      rank.push(performance.now() - started);
    }
  }
  const p = (t: number[], q: number) =>
    (t.sort((a, b) => a - b)[Math.floor(q * (t.length - 1))] as number).toFixed(3);
  process.stdout.write(
    `    profile: corpus-hash round trip p50 ${p(hash, 0.5)} / p95 ${p(hash, 0.95)} ms; in-memory ranking p50 ${p(rank, 0.5)} / p95 ${p(rank, 0.95)} ms; index build (once per corpus) ${build.toFixed(1)} ms\n`,
  );
}

/** Top-1 / top-3 of the labelled realistic queries (sets A and B), by group. */
async function relevance(db: Db): Promise<void> {
  const ctx = { db, config: { BASE_URL: "http://localhost:3000" } };
  for (const [group, queries] of [
    ...Object.entries(REALISTIC_QUERIES).map(([g, q]) => [`A ${g}`, q] as const),
    ...Object.entries(REALISTIC_QUERIES_SET_B).map(([g, q]) => [`B ${g}`, q] as const),
  ]) {
    let top1 = 0;
    let top3 = 0;
    for (const [query, expected] of queries) {
      const res = await searchKnowledge({ ctx, input: { query, limit: "10" } });
      const ids = [...new Set(res.results.map((r) => r.article_id))];
      if (ids[0] === expected) top1++;
      if (ids.slice(0, 3).includes(expected)) top3++;
    }
    const pct = (n: number) => `${((100 * n) / queries.length).toFixed(1)}%`.padStart(6);
    process.stdout.write(
      `    ${group.padEnd(20)} n=${String(queries.length).padStart(3)}  top-1 ${pct(top1)}  top-3 ${pct(top3)}\n`,
    );
  }
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
          })),
        ),
      )
      .execute();
    await db
      .insertInto("kb_aliases")
      .values(rows.map((a) => ({ alias: a.title, article_id: a.id, kind: "name" })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  // A new content hash: the searches build the index of the enlarged corpus.
  await db
    .updateTable("kb_corpus")
    .set({ content_hash: `synthetic-${Date.now()}` })
    .execute();
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
    await profile(lite.db);
    await measureHttp(lite.db, "HTTP end to end, PGlite (embedded default)");
    process.stdout.write("\nRelevance, labelled realistic queries:\n");
    await relevance(lite.db);
  } finally {
    await lite.close();
  }

  if (process.env.BENCH_SKIP_POSTGRES) return;
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const scratch = await createScratchDatabase(server, "kb_bench");
  const handle = await createDb({ databaseUrl: scratch.url, poolSize: 4 });
  try {
    await migrateToLatest(handle.db);
    await seedKnowledgeBase(handle.db);
    process.stdout.write("\n");
    await measure(handle.db, "PostgreSQL, shipped corpus (679 sections)");
    await slowest(handle.db);
    await profile(handle.db);
    await measureHttp(handle.db, "HTTP end to end, PostgreSQL");
    if (SYNTHETIC_SECTIONS <= 0) return;
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
