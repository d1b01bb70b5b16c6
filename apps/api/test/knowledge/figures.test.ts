import { loadCorpus } from "@intake/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seedKnowledgeBase: true });
});
afterAll(() => t.close());

const SVG_HEADERS = {
  "content-type": "image/svg+xml",
  "cache-control": "public, max-age=86400, immutable",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
};

describe("GET /api/v1/kb-images/{figure_id}", () => {
  it("serves the figure of a search result at its absolute image_url, as inert SVG with caching headers", async () => {
    const search = await t.get("/api/v1/knowledge/search?query=urinary+tract+infection&limit=1");
    const figure = search.body.results[0].figures[0];
    expect(figure.image_url).toBe(
      `${TEST_BASE_URL}/api/v1/kb-images/urinary-tract-infections-care-flow`,
    );
    expect(figure.image_url.startsWith("http")).toBe(true);

    const res = await t.get(new URL(figure.image_url).pathname);
    expect(res.status).toBe(200);
    for (const [name, value] of Object.entries(SVG_HEADERS))
      expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.text).toMatch(/^(<\?xml [^>]*\?>\s*)?<svg[\s>]/);
    expect(res.text.trimEnd().endsWith("</svg>")).toBe(true);
    expect(res.text).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(res.text).not.toMatch(/<script|javascript:|on[a-z]+=/i);
    const shipped = loadCorpus().find((a) => a.id === "urinary-tract-infections")?.figures[0]?.svg;
    expect(res.text).toBe(shipped);
  });

  it("answers 304 to a matching If-None-Match, with the same caching headers", async () => {
    const first = await t.get("/api/v1/kb-images/asthma-care-flow");
    const etag = first.headers.get("etag") as string;
    const again = await t.get("/api/v1/kb-images/asthma-care-flow", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(SVG_HEADERS["cache-control"]);
    const stale = await t.get("/api/v1/kb-images/asthma-care-flow", {
      headers: { "if-none-match": '"0000"' },
    });
    expect(stale.status).toBe(200);
  });

  it("is public: any origin may load it", async () => {
    const res = await t.get("/api/v1/kb-images/asthma-care-flow", {
      headers: { origin: "https://agent.example" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it.each(["no-such-figure", "ASTHMA-CARE-FLOW", "..%2F..%2Fetc%2Fpasswd", "asthma-care-flow.svg"])(
    "answers 404 JSON for unknown id %j",
    async (id) => {
      const res = await t.get(`/api/v1/kb-images/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      // Figures are public: no "does not belong to you".
      expect(res.body).toEqual({
        error: "The figure (use an image_url from a knowledge-base search result) was not found.",
        code: "not_found",
      });
    },
  );

  it("answers 405 JSON with Allow to other methods", async () => {
    const res = await t.post("/api/v1/kb-images/asthma-care-flow", {});
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.body.code).toBe("method_not_allowed");
  });

  it("is described in the OpenAPI document as an SVG response", async () => {
    const doc = (await t.get("/api/v1/openapi.json")).body;
    const op = doc.paths["/api/v1/kb-images/{figure_id}"].get;
    expect(op.operationId).toBe("getKnowledgeImage");
    expect(Object.keys(op.responses["200"].content)).toEqual(["image/svg+xml"]);
    expect(op.responses["404"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error_getKnowledgeImage_404",
    });
    expect(doc.components.schemas.Error_getKnowledgeImage_404.properties.code.enum).toEqual([
      "not_found",
    ]);
    const search = doc.paths["/api/v1/knowledge/search"].get;
    expect(search.operationId).toBe("searchKnowledge");
    expect(search.security ?? []).toEqual([]);
    const limit = search.parameters.find((p: { name: string }) => p.name === "limit");
    expect(limit.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 10, default: 5 });
  });
});
