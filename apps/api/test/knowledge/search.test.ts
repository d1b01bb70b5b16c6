import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seedKnowledgeBase: true });
});
afterAll(() => t.close());

const search = (query: string, limit?: number | string) =>
  t.get(
    `/api/v1/knowledge/search?query=${encodeURIComponent(query).replace(/%20/g, "+")}${limit === undefined ? "" : `&limit=${limit}`}`,
  );

const RESULT_KEYS = [
  "article_id",
  "evidence",
  "figures",
  "relevance_score",
  "score",
  "section_heading",
  "source",
  "text",
  "title",
];
const EVIDENCE_KEYS = [
  "corrections",
  "lab_values",
  "matched_names",
  "matched_terms",
  "query_coverage",
];

describe("GET /api/v1/knowledge/search: shape", () => {
  it("answers with exactly results, query and total_results, and section results with the spec's fields", async () => {
    const res = await search("acute bronchitis", 5);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(["query", "results", "total_results"]);
    expect(res.body.query).toBe("acute bronchitis");
    expect(res.body.results).toHaveLength(5);
    expect(res.body.total_results).toBeGreaterThanOrEqual(5);
    for (const r of res.body.results) {
      expect(Object.keys(r).sort()).toEqual(RESULT_KEYS);
      expect(typeof r.article_id).toBe("string");
      expect(typeof r.title).toBe("string");
      expect(typeof r.source).toBe("string");
      expect(r.source.length).toBeGreaterThan(0);
      expect(typeof r.text).toBe("string");
      expect(r.text.length).toBeGreaterThan(0);
      expect(r.text.length).toBeLessThanOrEqual(600);
      expect(typeof r.section_heading).toBe("string");
      expect(typeof r.relevance_score).toBe("number");
      expect(r.relevance_score).toBeGreaterThan(0);
      expect(r.relevance_score).toBeLessThanOrEqual(1);
      // The spec's relevance_score is the documented squash of the evidence score.
      expect(r.score).toBeGreaterThan(0);
      expect(r.relevance_score).toBeCloseTo(r.score / (r.score + 1), 3);
      expect(Object.keys(r.evidence).sort()).toEqual(EVIDENCE_KEYS);
      expect(r.evidence.matched_terms).toEqual(["acute", "bronchitis"]);
      expect(r.evidence.matched_names).toContain("acute bronchitis");
      expect(r.evidence).toMatchObject({ corrections: [], lab_values: [], query_coverage: 1 });
      expect(Array.isArray(r.figures)).toBe(true);
      for (const f of r.figures) {
        expect(Object.keys(f).sort()).toEqual(["caption", "figure_id", "figure_type", "image_url"]);
        expect(f.figure_type).toBe("flowchart");
        expect(f.image_url).toBe(`${TEST_BASE_URL}/api/v1/kb-images/${f.figure_id}`);
      }
    }
    const scores = res.body.results.map((r: { relevance_score: number }) => r.relevance_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("puts the condition's letter-drafting section first, with its figure", async () => {
    const res = await search("acute bronchitis", 5);
    const [first] = res.body.results;
    expect(first.article_id).toBe("acute-bronchitis");
    expect(first.title).toBe("Acute bronchitis");
    expect(first.section_heading).toBe("What to include in your letter");
    expect(first.text).toContain("When the cough started");
    expect(first.figures).toEqual([
      {
        figure_id: "acute-bronchitis-care-flow",
        caption: "When to seek emergency care instead of an online review: Acute bronchitis",
        figure_type: "flowchart",
        image_url: `${TEST_BASE_URL}/api/v1/kb-images/acute-bronchitis-care-flow`,
      },
    ]);
    expect(
      res.body.results.every((r: { article_id: string }) => r.article_id === "acute-bronchitis"),
    ).toBe(true);
  });

  it("cuts long sections to a readable excerpt of at most 600 characters around the match", async () => {
    const res = await search("doxycycline azithromycin bronchitis", 10);
    const treatment = res.body.results.find(
      (r: { article_id: string; section_heading: string }) =>
        r.article_id === "acute-bronchitis" && r.section_heading === "Treatment options",
    );
    expect(treatment).toBeDefined();
    expect(treatment.text.length).toBeLessThanOrEqual(600);
    expect(treatment.text).toMatch(/doxycycline|azithromycin/);
    expect(treatment.text).toMatch(/\.\.\.$|\.$/);
  });

  it("answers the CORS preflight and allows any origin (public endpoint)", async () => {
    const res = await search("asthma");
    expect(res.status).toBe(200);
    const pre = await t.request("OPTIONS", "/api/v1/knowledge/search?query=asthma", {
      headers: { origin: "https://agent.example", "access-control-request-method": "GET" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("needs no authentication, and refuses an invalid credential like every endpoint", async () => {
    expect((await search("asthma")).status).toBe(200);
    const bad = await t.get("/api/v1/knowledge/search?query=asthma", {
      token: "not-a-valid-token",
    });
    expect(bad.status).toBe(401);
  });

  it("returns an empty list, not an error, when nothing matches", async () => {
    const res = await search("xylophone zeppelin quasar", 5);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: [], query: "xylophone zeppelin quasar", total_results: 0 });
  });
});

describe("GET /api/v1/knowledge/search: query and limit", () => {
  it("defaults limit to 5 and counts every matching section in total_results", async () => {
    const res = await t.get("/api/v1/knowledge/search?query=cough");
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(5);
    expect(res.body.total_results).toBeGreaterThan(10);
    const ten = await search("cough", 10);
    expect(ten.body.results).toHaveLength(10);
    expect(ten.body.total_results).toBe(res.body.total_results);
    expect(ten.body.results.slice(0, 5)).toEqual(res.body.results);
  });

  it("accepts limit 1 and 10", async () => {
    expect((await search("cough", 1)).body.results).toHaveLength(1);
    expect((await search("cough", 10)).body.results).toHaveLength(10);
  });

  it.each(["0", "11", "-1", "2.5", "abc", "1e1", "", " "])(
    "refuses limit=%j with 400 invalid_limit",
    async (limit) => {
      const res = await t.get(
        `/api/v1/knowledge/search?query=cough&limit=${encodeURIComponent(limit)}`,
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_limit");
      expect(res.body.error).toContain("from 1 to 10");
    },
  );

  it.each([
    ["missing", "/api/v1/knowledge/search"],
    ["empty", "/api/v1/knowledge/search?query="],
    ["blank", "/api/v1/knowledge/search?query=+++&limit=5"],
    ["blank (encoded)", "/api/v1/knowledge/search?query=%20%09%0A&limit=5"],
  ])("refuses a %s query with 400 invalid_query", async (_label, path) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_query");
    expect(res.body.error).toContain("query");
  });

  it("refuses a query over 500 characters with 400 query_too_long, and accepts 500", async () => {
    const long = `${"cough ".repeat(84)}`.slice(0, 501);
    const res = await t.get(`/api/v1/knowledge/search?query=${encodeURIComponent(long)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "query_too_long", max_length: 500, length: 501 });
    expect(res.body.error).toContain("501");
    const ok = await t.get(
      `/api/v1/knowledge/search?query=${encodeURIComponent(long.slice(0, 500))}`,
    );
    expect(ok.status).toBe(200);
  });

  it("reads + as a space, as real clients send it, and echoes the query", async () => {
    const plus = await t.get("/api/v1/knowledge/search?query=pink+eye&limit=5");
    const encoded = await t.get("/api/v1/knowledge/search?query=pink%20eye&limit=5");
    expect(plus.status).toBe(200);
    expect(plus.body.query).toBe("pink eye");
    expect(plus.body).toEqual(encoded.body);
    expect(plus.body.results[0].article_id).toBe("conjunctivitis-pink-eye");
  });

  it("trims the echoed query", async () => {
    const res = await t.get("/api/v1/knowledge/search?query=+gout+&limit=1");
    expect(res.body.query).toBe("gout");
    expect(res.body.results[0].article_id).toBe("gout");
  });
});

describe("GET /api/v1/knowledge/search: misspellings and lay words", () => {
  it.each([
    ["brochitis", "acute-bronchitis"],
    ["migrane", "migraines-headaches"],
    ["excema", "eczema-atopic-dermatitis"],
    ["diabetis", "diabetes"],
    ["psoraisis", "psoriasis"],
    ["rosacia", "rosacea"],
    ["hemorroids", "hemorrhoids"],
    ["sinusitus", "sinusitis"],
  ])("finds %j -> %s first", async (query, articleId) => {
    const res = await search(query, 3);
    expect(res.status).toBe(200);
    expect(res.body.query).toBe(query);
    expect(res.body.results[0]?.article_id).toBe(articleId);
    expect(res.body.results[0]?.section_heading).toBe("What to include in your letter");
  });

  it("boosts the article an evaluator synonym names (shared vocabulary)", async () => {
    // "hayfever" is only an evaluator synonym of Allergic rhinitis, not an article alias.
    const res = await search("hayfever", 3);
    expect(res.body.results[0].article_id).toBe("allergic-rhinitis");
  });
});

describe("GET /api/v1/knowledge/search: why a result was returned (issue 30)", () => {
  it("reports the matched words and which were spelling corrections", async () => {
    const res = await search("migrane with ora", 3);
    expect(res.body.results[0].article_id).toBe("migraines-headaches");
    expect(res.body.results[0].evidence).toMatchObject({
      matched_terms: ["migraine"],
      corrections: [{ from: "migrane", to: "migraine" }],
      matched_names: ["migraine"],
      lab_values: [],
      query_coverage: 0.5,
    });
  });

  it("never finds a result through a real word corrected into a medical one alone", async () => {
    for (const query of ["chess", "paint", "tyre", "chess opening moves for beginners"]) {
      const res = await search(query, 5);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 200,
        body: { results: [], query, total_results: 0 },
      });
    }
    // Such a correction still helps rank what the rest of the query found, and says so.
    const res = await search("lime disease", 3);
    expect(res.body.results[0].article_id).toBe("lyme-disease");
    expect(res.body.results[0].evidence.corrections).toEqual([{ from: "lime", to: "lyme" }]);
  });

  it("finds nothing for everyday words that merely appear in medical names", async () => {
    for (const query of [
      "chest of drawers assembly instructions",
      "how to make cold brew coffee at home",
      "garden fence paint colours",
      "mortgage interest rates this year",
      "why is the sky blue",
    ]) {
      const res = await search(query, 5);
      expect({ query, results: res.body.results.length }).toEqual({ query, results: 0 });
    }
  });

  it("still answers one medical word, a misspelling or a medication", async () => {
    for (const [query, id] of [
      ["chest", "acute-bronchitis"],
      ["diabetis", "diabetes"],
      ["Cialis daily", "erectile-dysfunction"],
      ["GerdQ 10", "gerd-heartburn"],
    ] as const) {
      const res = await search(query, 3);
      expect({ query, id: res.body.results[0]?.article_id }).toEqual({ query, id });
    }
  });
});

describe("GET /api/v1/knowledge/search: lab values and vital signs read as numbers", () => {
  it.each([
    [
      "HbA1c 6.1%",
      "prediabetes",
      { test: "hba1c", value: 6.1, unit: "%", range: "HbA1c 5.7-6.4 %" },
    ],
    ["HbA1c 7.8", "diabetes", { test: "hba1c", value: 7.8, unit: "%", range: "HbA1c >= 6.5 %" }],
    [
      "hba1c of 48 mmol/mol",
      "diabetes",
      { test: "hba1c", value: 48, unit: "mmol/mol", range: "HbA1c >= 6.5 %" },
    ],
    [
      "blood pressure 150/95",
      "hypertension",
      { test: "systolic", value: 150, unit: "mmHg", range: "systolic >= 130 mmHg" },
    ],
    [
      "LDL 4.9 mmol/L",
      "high-cholesterol-hyperlipidemia",
      { test: "ldl", value: 4.9, unit: "mmol/L", range: "LDL >= 190 mg/dL" },
    ],
    [
      "fasting glucose 6.1 mmol/L",
      "prediabetes",
      { test: "glucose", value: 6.1, unit: "mmol/L", range: "glucose 100-125 mg/dL" },
    ],
    [
      "TSH 0.05",
      "hyperthyroidism",
      { test: "tsh", value: 0.05, unit: "mIU/L", range: "TSH < 0.1 mIU/L" },
    ],
  ])("%j finds %s, with the threshold it falls in", async (query, id, lab) => {
    const res = await search(query, 3);
    expect(res.status).toBe(200);
    expect(res.body.results[0].article_id).toBe(id);
    expect(res.body.results[0].evidence.lab_values).toContainEqual(lab);
  });

  it("tells a value on either side of a threshold apart", async () => {
    const low = await search("my hba1c is 6.4", 1);
    const high = await search("my hba1c is 6.5", 1);
    expect([low.body.results[0].article_id, high.body.results[0].article_id]).toEqual([
      "prediabetes",
      "diabetes",
    ]);
  });
});
