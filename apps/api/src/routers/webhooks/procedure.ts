import type { RequestContext } from "@intake/core/kernel";
import { requireWebhookManager } from "@intake/core/webhooks";
import { directGuard } from "../../trpc/direct-call";
import { publicProcedure } from "../../trpc/init";

/** Session JWT or a developer key (which manages its own environment only). */
const webhookManagerGuard = (ctx: RequestContext) => {
  requireWebhookManager(ctx.caller);
  return undefined;
};
export const webhookManagerProcedure = publicProcedure
  .meta({ access: "webhook_manager" })
  .use(({ ctx, next }) => {
    webhookManagerGuard(ctx);
    return next();
  });
directGuard(webhookManagerProcedure, webhookManagerGuard);
