import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { OFF_TOPIC_QUERIES, REALISTIC_QUERIES } from "./realistic-queries";
import { REALISTIC_QUERIES_SET_B } from "./realistic-queries-set-b";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seedKnowledgeBase: true });
});
afterAll(() => t.close());

const search = (query: string, limit = 10) =>
  t.get(
    `/api/v1/knowledge/search?query=${encodeURIComponent(query).replace(/%20/g, "+")}&limit=${limit}`,
  );

/** Goals of issue 14: top-1 at least 95% in every group, top-3 at least 99%. */
const TOP1_GOAL = 0.95;
const TOP3_GOAL = 0.99;

async function measure(set: Record<string, [string, string][]>, name: string) {
  const report: string[] = [];
  const misses: string[] = [];
  const rates: Record<string, { top1: number; top3: number }> = {};
  for (const [group, queries] of Object.entries(set)) {
    let top1 = 0;
    let top3 = 0;
    for (const [query, expected] of queries) {
      const res = await search(query);
      expect(res.status).toBe(200);
      const ids = [...new Set(res.body.results.map((r: { article_id: string }) => r.article_id))];
      if (ids[0] === expected) top1++;
      else misses.push(`[${group}] ${query} -> ${ids.slice(0, 3).join(", ")} (want ${expected})`);
      if (ids.slice(0, 3).includes(expected)) top3++;
    }
    rates[group] = { top1: top1 / queries.length, top3: top3 / queries.length };
    report.push(
      `${group.padEnd(18)} n=${String(queries.length).padStart(3)}  top-1 ${((100 * top1) / queries.length).toFixed(1)}%  top-3 ${((100 * top3) / queries.length).toFixed(1)}%`,
    );
  }
  process.stdout.write(
    `\nKnowledge search, realistic queries (${name}):\n${report.join("\n")}\n${misses.map((m) => `  miss ${m}`).join("\n")}\n`,
  );
  for (const [group, rate] of Object.entries(rates)) {
    expect({ group, top1: rate.top1 >= TOP1_GOAL }).toEqual({ group, top1: true });
    expect({ group, top3: rate.top3 >= TOP3_GOAL }).toEqual({ group, top3: true });
  }
}

describe("realistic queries: the right article first, by group", () => {
  it("has at least 150 labelled queries in each set, every group represented", () => {
    for (const set of [REALISTIC_QUERIES, REALISTIC_QUERIES_SET_B]) {
      expect(Object.values(set).flat().length).toBeGreaterThanOrEqual(150);
      for (const list of Object.values(set)) expect(list.length).toBeGreaterThanOrEqual(20);
    }
  });

  it("meets the top-1 and top-3 goals in every group of set A (through HTTP)", async () => {
    await measure(REALISTIC_QUERIES, "set A");
  });

  it("meets the top-1 and top-3 goals in every group of set B (through HTTP)", async () => {
    await measure(REALISTIC_QUERIES_SET_B, "set B");
  });
});

describe("nothing found", () => {
  it.each(["zzqxv plorf", "asdf qwerty", "lorem ipsum dolor sit amet", "qqqq"])(
    "%j answers no results and total_results 0",
    async (query) => {
      const res = await search(query, 5);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ results: [], query, total_results: 0 });
    },
  );

  it.each(OFF_TOPIC_QUERIES)("off-topic everyday English %j answers no results", async (query) => {
    const res = await search(query, 5);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: [], query, total_results: 0 });
  });

  it("still answers a greeting followed by a health question", async () => {
    const res = await search("hello, I have a chesty cough with green phlegm", 3);
    expect(res.body.results[0].article_id).toBe("acute-bronchitis");
  });

  it("still finds a condition named among a few unknown words", async () => {
    const res = await search("asthma zzqxv", 5);
    expect(res.body.results[0].article_id).toBe("asthma");
  });
});

describe("what the index is made of", () => {
  it("finds an article by a brand name alone, in its medication section", async () => {
    const res = await search("Singulair", 3);
    expect(res.body.results[0]).toMatchObject({
      article_id: "asthma",
      section_heading: "Medications and brand names",
    });
    expect(res.body.results[0].text).toContain("Montelukast (Singulair)");
  });

  it("answers a clinical score with the criteria section", async () => {
    const res = await search("CURB-65", 3);
    expect(res.body.results[0]).toMatchObject({
      article_id: "pneumonia",
      section_heading: "Clinical criteria, scores and tests",
    });
    expect(res.body.results[0].text).toContain("CURB-65");
  });

  it("joins a name written in several words (word pairs), and corrects by sound", async () => {
    for (const [query, id] of [
      ["new monia", "pneumonia"],
      ["high per tension", "hypertension"],
      ["ex zema", "eczema-atopic-dermatitis"],
    ]) {
      const res = await search(query as string, 1);
      expect({ query, id: res.body.results[0]?.article_id }).toEqual({ query, id });
    }
  });

  it("does not let a negated word decide", async () => {
    const plain = await search("red eye with yellow discharge", 3);
    expect(plain.body.results[0].article_id).toBe("conjunctivitis-pink-eye");
    const negated = await search("itchy watery eyes from pollen, no discharge", 3);
    expect(negated.body.results[0].article_id).toBe("allergic-conjunctivitis");
  });

  it("prefers a medication's main use when several conditions list it", async () => {
    const res = await search("metformin", 3);
    expect(res.body.results[0].article_id).toBe("diabetes");
  });
});
