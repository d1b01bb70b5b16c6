import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { OFF_TOPIC_SET_A } from "./off-topic-queries";

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
  it("has at least 100 labelled off-topic questions, every topic represented", () => {
    const all = Object.values(OFF_TOPIC_SET_A).flat();
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(new Set(all).size).toBe(all.length);
    for (const list of Object.values(OFF_TOPIC_SET_A))
      expect(list.length).toBeGreaterThanOrEqual(10);
  });

  it("set A: at least 95% answer 200 with no results (through HTTP)", async () => {
    expect(await measure(OFF_TOPIC_SET_A, "set A")).toBeGreaterThanOrEqual(NOTHING_GOAL);
  });
});
