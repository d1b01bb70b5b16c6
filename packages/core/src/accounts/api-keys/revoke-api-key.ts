import { inTransaction } from "@intake/db";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { notFound } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { verb } from "../../kernel/verbs";
import { requireSession } from "../callers/caller";
import { toApiKeyMetadata } from "./list-api-keys";
import type { ApiKeyMetadata } from "./schemas";
import { ApiKeyId } from "./schemas";

/**
 * Revokes a key: later use is 401; the row stays for audit. Revoking an already revoked key is
 * idempotent: 200 with the original `revokedAt`, nothing written.
 */
export const revokeApiKey = verb(ApiKeyId, async ({ ctx, input }): Promise<ApiKeyMetadata> => {
  const caller = requireSession(ctx.caller);
  if (!isUuid(input.keyId)) throw notFound("The API key");
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom("api_keys")
      .selectAll()
      .where("id", "=", input.keyId)
      .where("user_id", "=", caller.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound("The API key");
    if (row.revoked_at) return toApiKeyMetadata(row);
    const updated = await trx
      .updateTable("api_keys")
      .set({ revoked_at: now })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, actorOf(ctx.caller), {
      action: "api_key.revoked",
      entityType: "api_key",
      entityId: row.id,
      detail: { prefix: row.prefix },
    });
    return toApiKeyMetadata(updated);
  });
});
