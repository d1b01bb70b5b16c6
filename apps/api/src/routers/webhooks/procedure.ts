import { requireWebhookManager } from "@intake/core";
import { publicProcedure } from "../../trpc/init";

/** Session JWT or a developer key (which manages its own environment only). */
export const webhookManagerProcedure = publicProcedure
  .meta({ access: "webhook_manager" })
  .use(({ ctx, next }) => {
    requireWebhookManager(ctx.caller);
    return next();
  });
