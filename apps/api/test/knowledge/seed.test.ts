import {
  knowledgeContentHash,
  seedKnowledgeBase,
  warmKnowledgeIndex,
} from "@intake/core/catalogue";
import { type KnowledgeArticle, loadCorpus } from "@intake/knowledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";

let t: TestApp;
let corpus: KnowledgeArticle[];
beforeAll(async () => {
  t = await createTestApp();
  corpus = loadCorpus();
});
afterAll(() => t.close());

const counts = async () => ({
  articles: Number(
    (
      await t.db
        .selectFrom("kb_articles")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  sections: Number(
    (
      await t.db
        .selectFrom("kb_sections")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  figures: Number(
    (
      await t.db
        .selectFrom("kb_figures")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe("seedKnowledgeBase", () => {
  it("starts empty: search answers with no results before the corpus is loaded", async () => {
    const res = await t.get("/api/v1/knowledge/search?query=asthma&limit=5");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: [], query: "asthma", total_results: 0 });
    expect(await warmKnowledgeIndex(t.db)).toBe(false);
  });

  it("loads the shipped corpus in one go and records its content hash", async () => {
    const result = await seedKnowledgeBase(t.db, { articles: corpus });
    expect(result).toEqual({
      status: "loaded",
      contentHash: knowledgeContentHash(corpus),
      articles: 97,
      sections: 679,
      figures: 97,
    });
    expect(await counts()).toEqual({ articles: 97, sections: 679, figures: 97 });
    // Each article's lab thresholds, as written in its front matter (migration 0018).
    expect(
      await t.db
        .selectFrom("kb_lab_ranges")
        .select(["position", "range"])
        .where("article_id", "=", "prediabetes")
        .orderBy("position")
        .execute(),
    ).toEqual([
      { position: 1, range: "HbA1c 5.7-6.4 %" },
      { position: 2, range: "glucose 100-125 mg/dL" },
    ]);
    expect(await warmKnowledgeIndex(t.db)).toBe(true);
    const version = await t.db.selectFrom("kb_corpus").selectAll().executeTakeFirstOrThrow();
    expect(version).toMatchObject({
      content_hash: result.contentHash,
      article_count: 97,
      section_count: 679,
      figure_count: 97,
    });
    expect(
      (await t.get("/api/v1/knowledge/search?query=asthma&limit=1")).body.results[0].article_id,
    ).toBe("asthma");
  });

  it("does nothing on a second run with the same corpus", async () => {
    const before = await t.db.selectFrom("kb_corpus").selectAll().executeTakeFirstOrThrow();
    const sectionIds = await t.db.selectFrom("kb_sections").select("id").orderBy("id").execute();
    const result = await seedKnowledgeBase(t.db, {
      articles: corpus,
      now: new Date("2030-01-01T00:00:00Z"),
    });
    expect(result.status).toBe("unchanged");
    const after = await t.db.selectFrom("kb_corpus").selectAll().executeTakeFirstOrThrow();
    expect(after.loaded_at.toISOString()).toBe(before.loaded_at.toISOString());
    expect(await t.db.selectFrom("kb_sections").select("id").orderBy("id").execute()).toEqual(
      sectionIds,
    );
  });

  it("replaces the whole corpus when its content changes", async () => {
    const [first, second] = corpus as [KnowledgeArticle, KnowledgeArticle];
    const edited: KnowledgeArticle = {
      ...first,
      title: "Acne (revised)",
      sections: first.sections.map((s) =>
        s.position === 1 ? { ...s, text: `${s.text} Zanzibarite is a made-up marker word.` } : s,
      ),
    };
    const changed = [edited, second];
    const result = await seedKnowledgeBase(t.db, { articles: changed });
    expect(result).toMatchObject({ status: "loaded", articles: 2, sections: 14, figures: 2 });
    expect(result.contentHash).not.toBe(knowledgeContentHash(corpus));
    expect(await counts()).toEqual({ articles: 2, sections: 14, figures: 2 });

    const hit = await t.get("/api/v1/knowledge/search?query=zanzibarite&limit=5");
    expect(hit.body.total_results).toBe(1);
    expect(hit.body.results[0]).toMatchObject({
      article_id: first.id,
      title: "Acne (revised)",
      section_heading: "Overview",
    });
    const gone = await t.get("/api/v1/knowledge/search?query=asthma&limit=5");
    expect(gone.body.results.map((r: { article_id: string }) => r.article_id)).not.toContain(
      "asthma",
    );
    expect((await t.get("/api/v1/kb-images/asthma-care-flow")).status).toBe(404);

    // And back: the shipped corpus replaces the edited one.
    expect((await seedKnowledgeBase(t.db, { articles: corpus })).status).toBe("loaded");
    expect(await counts()).toEqual({ articles: 97, sections: 679, figures: 97 });
    expect(
      (await t.get("/api/v1/knowledge/search?query=zanzibarite&limit=5")).body.total_results,
    ).toBe(0);
  });

  it("loads once when two start-ups race", async () => {
    const other = corpus.slice(0, 3);
    await seedKnowledgeBase(t.db, { articles: other });
    const results = await Promise.all([
      seedKnowledgeBase(t.db, { articles: corpus }),
      seedKnowledgeBase(t.db, { articles: corpus }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["loaded", "unchanged"]);
    expect(await counts()).toEqual({ articles: 97, sections: 679, figures: 97 });
  });
});
