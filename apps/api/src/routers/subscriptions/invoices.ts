import { Invoice, listInvoices } from "@intake/core/billing";
import { z } from "zod";
import { accountProcedure } from "../../trpc/init";

export const listInvoicesProcedure = accountProcedure
  .meta({
    errors: ["invalid_cursor", "subscription_not_found"],
    openapi: {
      method: "GET",
      path: "/api/v1/subscriptions/me/invoices",
      operationId: "listInvoices",
      tags: ["subscriptions"],
      protect: true,
      summary: "Your invoices, most recent first",
      description:
        'A top-level array of Invoices, `limit` per page (default 20, max 100). When more exist, the response carries `X-Next-Cursor` (pass it as `cursor`) and a `Link: <...>; rel="next"` header. Amounts are integer minor units.',
      errorResponses: [400, 401, 404],
    },
  })
  .input(listInvoices.input)
  .output(z.array(Invoice))
  .query(async ({ ctx, input }) => {
    const page = await listInvoices.parsed({ ctx, input });
    if (page.nextCursor && ctx.responseHeaders) {
      const next = `${ctx.config.BASE_URL}/api/v1/subscriptions/me/invoices?limit=${input.limit}&cursor=${page.nextCursor}`;
      ctx.responseHeaders["X-Next-Cursor"] = page.nextCursor;
      ctx.responseHeaders.Link = `<${next}>; rel="next"`;
    }
    return page.invoices;
  });
