import { KnowledgeSearchInput, KnowledgeSearchResponse, searchKnowledge } from "@intake/core";
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
        'Section-level results from the clinical knowledge base, best first, each with its figures. Lay words and misspellings are understood ("burning when I pee", "migrane"). For a condition, the section "What to include in your letter" comes first. No authentication needed. Errors: 400 `invalid_query` (missing or blank), `query_too_long` (over 500 characters), `invalid_limit` (not a whole number from 1 to 10).',
    },
  })
  .input(KnowledgeSearchInput)
  .output(KnowledgeSearchResponse)
  .query(({ ctx, input }) => searchKnowledge({ ctx, input }));
