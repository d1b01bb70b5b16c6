import { ConditionCatalogue, listConditionCategories } from "@intake/core/catalogue";
import { publicProcedure } from "../../trpc/init";

export const listConditions = publicProcedure
  .meta({
    errors: [],
    openapi: {
      method: "GET",
      path: "/api/v1/config/conditions",
      operationId: "listConditions",
      tags: ["config"],
      protect: false,
      summary: "Treatable conditions by category, with their medications",
      description:
        "A top-level array of categories. Letters must name one of these conditions to be within scope.",
    },
  })
  .output(ConditionCatalogue)
  .query(() => listConditionCategories());
