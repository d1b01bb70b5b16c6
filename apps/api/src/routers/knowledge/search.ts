import { KnowledgeSearchResponse, searchKnowledge } from "@intake/core/catalogue";
import { publicProcedure } from "../../trpc/init";

export const searchKnowledgeProcedure = publicProcedure
  .meta({
    errors: ["invalid_query", "query_too_long", "invalid_limit"],
    openapi: {
      method: "GET",
      path: "/api/v1/knowledge/search",
      operationId: "searchKnowledge",
      tags: ["knowledge"],
      protect: false,
      summary: "Search the knowledge base before drafting a letter",
      description:
        'Section-level results from the clinical knowledge base, best first, each with its figures. Lay words and misspellings are understood ("burning when I pee", "migrane"), and lab values and vital signs are read as numbers against the thresholds the articles give ("HbA1c 6.1%", "blood pressure 150/95", "LDL 4.9 mmol/L"; mg/dL and mmol/L are converted). For a condition, the section "What to include in your letter" comes first. A query that is not about health (a recipe, a mortgage, a car tyre) answers 200 with `results: []` and `total_results: 0`. Each result carries its `score` (the evidence behind it, of which `relevance_score` is `score / (score + 1)`) and `evidence`: the matched words, which of them were spelling corrections, the names and lab values found, and the share of the query it covers, so a weak match can be told from an answer. No authentication needed. Errors: 400 `invalid_query` (missing or blank), `query_too_long` (over 500 characters), `invalid_limit` (not a whole number from 1 to 10).',
    },
  })
  .input(searchKnowledge.input)
  .output(KnowledgeSearchResponse)
  .query(({ ctx, input }) => searchKnowledge.parsed({ ctx, input }));
