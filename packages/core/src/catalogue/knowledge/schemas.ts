import { z } from "zod";

export const MAX_QUERY_LENGTH = 500;
export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 10;

/**
 * Query-string input. Both fields arrive as strings and are checked by the verb, so a bad value
 * gets its own code (`invalid_query`, `query_too_long`, `invalid_limit`) and a message that says
 * what to send; the document still describes `limit` as the integer it is.
 */
export const KnowledgeSearchInput = z.object({
  // Meta sits on the inner schema: the generator unwraps `optional` before describing a parameter.
  query: z
    .string()
    .meta({
      description: `What to look for: a condition, symptom or question in plain words (up to ${MAX_QUERY_LENGTH} characters). Misspellings and lay terms are understood. Required.`,
      example: "burning when I pee",
    })
    .optional(),
  limit: z
    .string()
    .meta({
      description: `Number of results, 1-${MAX_LIMIT} (default ${DEFAULT_LIMIT}).`,
      override: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
    })
    .optional(),
});
export type KnowledgeSearchInput = { query?: string; limit?: string | number };

export const KnowledgeFigure = z
  .object({
    figure_id: z.string().meta({ example: "urinary-tract-infections-care-flow" }),
    caption: z.string(),
    figure_type: z
      .string()
      .meta({ description: "Kind of figure, e.g. `flowchart`", example: "flowchart" }),
    image_url: z.url().meta({
      description: "Absolute URL of the SVG image (public, cacheable)",
      example: "http://localhost:3000/api/v1/kb-images/urinary-tract-infections-care-flow",
    }),
  })
  .meta({ id: "KnowledgeFigure" });
export type KnowledgeFigure = z.infer<typeof KnowledgeFigure>;

export const KnowledgeSearchEvidence = z
  .object({
    matched_terms: z.array(z.string()).meta({
      description:
        "Query words this article contains, as searched: after spelling correction, without greetings, filler and words said to be absent",
      example: ["migraine", "aura"],
    }),
    corrections: z
      .array(
        z.object({
          from: z.string().meta({ description: "What the query said", example: "migrane" }),
          to: z.string().meta({ description: "The word searched instead", example: "migraine" }),
        }),
      )
      .meta({
        description:
          "Spelling corrections among `matched_terms`. A correction alone never finds a result: a real word corrected into a medical one (chess -> chest) only helps rank an article the rest of the query found.",
      }),
    matched_names: z.array(z.string()).meta({
      description:
        'Names of the condition, everyday wordings ("pink eye", "water infection") or medications of this article found in the query',
      example: ["migraine"],
    }),
    lab_values: z
      .array(
        z.object({
          test: z.string().meta({ example: "hba1c" }),
          value: z.number().meta({ example: 6.1 }),
          unit: z.string().meta({
            description: "The query's unit, or the one its value implies when none was written",
            example: "%",
          }),
          range: z.string().meta({
            description: "The article's threshold the value falls in",
            example: "HbA1c 5.7-6.4 %",
          }),
        }),
      )
      .meta({
        description:
          'Lab values and vital signs quoted in the query ("HbA1c 6.1%", "blood pressure 150/95", "LDL 4.9 mmol/L") that fall in a threshold this article gives; mg/dL and mmol/L are converted',
      }),
    query_coverage: z.number().min(0).max(1).meta({
      description:
        "Share of the query's content words this article matched, 0-1: low coverage with a high score is one strong word among unrelated ones",
      example: 1,
    }),
  })
  .meta({ id: "KnowledgeSearchEvidence" });
export type KnowledgeSearchEvidence = z.infer<typeof KnowledgeSearchEvidence>;

export const KnowledgeSearchResult = z
  .object({
    article_id: z.string().meta({ example: "urinary-tract-infections" }),
    title: z.string().meta({ example: "Urinary tract infections" }),
    source: z.string(),
    text: z
      .string()
      .meta({ description: "Excerpt of the section around the match (at most 600 characters)" }),
    section_heading: z.string().meta({ example: "What to include in your letter" }),
    relevance_score: z
      .number()
      .min(0)
      .max(1)
      .meta({ description: "0-1; higher is more relevant: `score / (score + 1)`" }),
    score: z.number().min(0).meta({
      description:
        'The evidence behind this result on an open scale (docs/knowledge-base.md, "Why a result was returned"): the weight of what the query matched in the article (its names, medications, lab thresholds and words, rare words weighing more) plus what this section itself holds. About 15 or more: the condition named or described well; 5-15: symptoms that fit; under 5: a word or two. Results are never returned for a query that is not about health.',
      example: 18.42,
    }),
    evidence: KnowledgeSearchEvidence,
    figures: z.array(KnowledgeFigure),
  })
  .meta({ id: "KnowledgeSearchResult" });
export type KnowledgeSearchResult = z.infer<typeof KnowledgeSearchResult>;

export const KnowledgeSearchResponse = z
  .object({
    results: z.array(KnowledgeSearchResult),
    query: z.string().meta({ description: "The query as received" }),
    total_results: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Matching sections before `limit` was applied" }),
  })
  .meta({ id: "KnowledgeSearchResponse" });
export type KnowledgeSearchResponse = z.infer<typeof KnowledgeSearchResponse>;

/** `GET /api/v1/kb-images/{figure_id}`; an id of the wrong shape is the verb's 404. */
export const KnowledgeFigureInput = z.object({ figureId: z.string() });
