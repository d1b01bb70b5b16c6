import { verb } from "../kernel/verbs";
import { requireWebhookManager } from "./manager";
import { DeliveryPayloadsInput } from "./schemas";

/**
 * The signed payloads of an endpoint's deliveries (for the delivery log's detail), keyed by
 * delivery id. Only the signed-in developer's own deliveries are read.
 */
export const listDeliveryPayloads = verb(
  DeliveryPayloadsInput,
  async ({ ctx, input }): Promise<Map<string, string>> => {
    const manager = requireWebhookManager(ctx.caller);
    if (input.deliveryIds.length === 0) return new Map();
    const rows = await ctx.db
      .selectFrom("webhook_deliveries")
      .select(["id", "body"])
      .where("endpoint_id", "=", input.endpointId)
      .where("developer_id", "=", manager.userId)
      .where("id", "in", input.deliveryIds)
      .execute();
    return new Map(rows.map((r) => [r.id, r.body]));
  },
);
