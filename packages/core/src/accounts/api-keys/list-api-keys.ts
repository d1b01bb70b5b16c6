import type { ApiKeysTable } from "@intake/db";
import type { Selectable } from "kysely";
import type { RequestContext } from "../../kernel/context";
import { requireSession } from "../callers/caller";
import type { ApiKeyMetadata } from "./schemas";

/** Every key of the signed-in person, newest first, revoked ones included (for audit); never the key. */
export async function listApiKeys({ ctx }: { ctx: RequestContext }): Promise<ApiKeyMetadata[]> {
  const caller = requireSession(ctx.caller);
  const rows = await ctx.db
    .selectFrom("api_keys")
    .selectAll()
    .where("user_id", "=", caller.userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toApiKeyMetadata);
}

export function toApiKeyMetadata(row: Selectable<ApiKeysTable>): ApiKeyMetadata {
  return {
    keyId: row.id,
    prefix: row.prefix,
    label: row.label,
    expiresAt: row.expires_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}
