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

export const KnowledgeSearchResult = z
  .object({
    article_id: z.string().meta({ example: "urinary-tract-infections" }),
    title: z.string().meta({ example: "Urinary tract infections" }),
    source: z.string(),
    text: z
      .string()
      .meta({ description: "Excerpt of the section around the match (at most 600 characters)" }),
    section_heading: z.string().meta({ example: "What to include in your letter" }),
    relevance_score: z.number().min(0).max(1).meta({ description: "0-1; higher is more relevant" }),
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
