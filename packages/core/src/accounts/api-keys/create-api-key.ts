import type { Services } from "../../kernel/context";
import { newId, randomHex, sha256Hex } from "../../kernel/crypto";

export interface CreatedApiKey {
  key: string;
  keyId: string;
  prefix: string;
  label: string;
  expiresAt: string | null;
  createdAt: string;
}

/** A personal API key: `ak_` + 64 lowercase hex, stored as its SHA-256, shown once. */
export async function createApiKeyForUser(
  services: Pick<Services, "db" | "clock">,
  userId: string,
  input: { label: string; expiresAt: Date | null },
): Promise<CreatedApiKey> {
  const key = `ak_${randomHex(32)}`;
  const now = services.clock.now();
  const row = {
    id: newId(),
    user_id: userId,
    key_hash: sha256Hex(key),
    prefix: key.slice(0, 11),
    label: input.label,
    expires_at: input.expiresAt,
    created_at: now,
  };
  await services.db.insertInto("api_keys").values(row).execute();
  return {
    key,
    keyId: row.id,
    prefix: row.prefix,
    label: row.label,
    expiresAt: input.expiresAt?.toISOString() ?? null,
    createdAt: now.toISOString(),
  };
}
