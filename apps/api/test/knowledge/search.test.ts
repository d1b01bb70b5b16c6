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
  "figures",
  "relevance_score",
  "section_heading",
  "source",
  "text",
  "title",
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
