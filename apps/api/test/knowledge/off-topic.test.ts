import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { OFF_TOPIC_SET_A, OFF_TOPIC_SET_B } from "./off-topic-queries";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seedKnowledgeBase: true });
});
afterAll(() => t.close());

const search = (query: string) =>
  t.get(`/api/v1/knowledge/search?query=${encodeURIComponent(query).replace(/%20/g, "+")}&limit=5`);

/** Goal of issue 30: at least 95% of everyday non-medical questions find nothing. */
const NOTHING_GOAL = 0.95;

async function measure(set: Record<string, string[]>, name: string) {
  const found: string[] = [];
  let total = 0;
  for (const [group, queries] of Object.entries(set)) {
    for (const query of queries) {
      total += 1;
      const res = await search(query);
      expect(res.status).toBe(200);
      expect(res.body.query).toBe(query);
      if (res.body.results.length > 0 || res.body.total_results !== 0) {
        const ids = [...new Set(res.body.results.map((r: { article_id: string }) => r.article_id))];
        found.push(`[${group}] ${query} -> ${ids.slice(0, 3).join(", ")}`);
      }
    }
  }
  const rate = (total - found.length) / total;
  process.stdout.write(
    `\nKnowledge search, off-topic ${name}: ${total - found.length}/${total} found nothing (${(100 * rate).toFixed(1)}%)\n${found.map((f) => `  found ${f}`).join("\n")}\n`,
  );
  return rate;
}

describe("everyday questions that are not about health find nothing", () => {
  it("has at least 100 labelled off-topic questions in each set, every topic represented, none twice", () => {
    for (const set of [OFF_TOPIC_SET_A, OFF_TOPIC_SET_B]) {
      const all = Object.values(set).flat();
      expect(all.length).toBeGreaterThanOrEqual(100);
      for (const list of Object.values(set)) expect(list.length).toBeGreaterThanOrEqual(10);
    }
    const both = [OFF_TOPIC_SET_A, OFF_TOPIC_SET_B].flatMap((set) => Object.values(set).flat());
    expect(new Set(both.map((q) => q.toLowerCase())).size).toBe(both.length);
  });

  it("set A: at least 95% answer 200 with no results (through HTTP)", async () => {
    expect(await measure(OFF_TOPIC_SET_A, "set A")).toBeGreaterThanOrEqual(NOTHING_GOAL);
  });

  it("set B (written after the tuning): at least 95% answer 200 with no results", async () => {
    expect(await measure(OFF_TOPIC_SET_B, "set B")).toBeGreaterThanOrEqual(NOTHING_GOAL);
  });
});
