import type { DeveloperKeysTable } from "@intake/db";
import { inTransaction } from "@intake/db";
import type { Selectable } from "kysely";
import { assertKeyCapacity } from "../../accounts/api-keys/key-cap";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext } from "../../kernel/context";
import { newId, randomHex, sha256Hex } from "../../kernel/crypto";
import { badRequest, forbidden, notFound } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { verb } from "../../kernel/verbs";
import { requireDeveloperManager } from "./developer-caller";
import {
  CreateDeveloperKeyInput,
  type CreatedDeveloperKey,
  DeveloperKeyId,
  type DeveloperKeyMetadata,
} from "./schemas";
import { hasCardOnFile, paymentMethodRequired } from "./usage-billing";

const LABEL_MAX = 100;

function assertEnvironment(manager: { environment: "test" | "live" | null }, env: "test" | "live") {
  if (manager.environment !== null && manager.environment !== env) {
    throw forbidden(
      "environment_mismatch",
      `A ${manager.environment} developer key manages only ${manager.environment} keys. Use a session token (sign in at /signin) or a ${env} key.`,
    );
  }
}

/** A developer key (`ak_test_` / `ak_live_` + 64 hex), stored as its SHA-256, shown once. */
export const createDeveloperKey = verb(
  CreateDeveloperKeyInput,
  async ({ ctx, input }): Promise<CreatedDeveloperKey> => {
    const manager = requireDeveloperManager(ctx.caller);
    assertEnvironment(manager, input.environment);
    const label = input.label.trim();
    if (label.length < 1 || label.length > LABEL_MAX) {
      throw badRequest("invalid_label", `label must be 1 to ${LABEL_MAX} characters.`, {
        field: "label",
      });
    }
    const key = `ak_${input.environment}_${randomHex(32)}`;
    const now = ctx.clock.now();
    const row = {
      id: newId(),
      user_id: manager.userId,
      key_hash: sha256Hex(key),
      prefix: key.slice(0, `ak_${input.environment}_`.length + 8),
      environment: input.environment,
      label,
      created_at: now,
    };
    await inTransaction(ctx.db, async (trx) => {
      await assertKeyCapacity(trx, ctx.clock, manager.userId, "developer");
      if (input.environment === "live" && !(await hasCardOnFile(trx, manager.userId))) {
        throw paymentMethodRequired();
      }
      await trx.insertInto("developer_keys").values(row).execute();
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "developer_key.created",
        entityType: "developer_key",
        entityId: row.id,
        detail: { prefix: row.prefix, environment: row.environment },
      });
    });
    return {
      key,
      keyId: row.id,
      prefix: row.prefix,
      environment: row.environment,
      label,
      createdAt: now.toISOString(),
    };
  },
);

/** The developer's keys, newest first (a developer key sees only its own environment's keys). */
export async function listDeveloperKeys({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<DeveloperKeyMetadata[]> {
  const manager = requireDeveloperManager(ctx.caller);
  let query = ctx.db
    .selectFrom("developer_keys")
    .selectAll()
    .where("user_id", "=", manager.userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (manager.environment) query = query.where("environment", "=", manager.environment);
  return (await query.execute()).map(toDeveloperKeyMetadata);
}

/** Revokes a key (later use is 401; the row stays for audit). Idempotent. */
export const revokeDeveloperKey = verb(
  DeveloperKeyId,
  async ({ ctx, input }): Promise<DeveloperKeyMetadata> => {
    const manager = requireDeveloperManager(ctx.caller);
    if (!isUuid(input.keyId)) throw notFound("The developer key");
    const now = ctx.clock.now();
    return inTransaction(ctx.db, async (trx) => {
      const row = await trx
        .selectFrom("developer_keys")
        .selectAll()
        .where("id", "=", input.keyId)
        .where("user_id", "=", manager.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!row || (manager.environment && row.environment !== manager.environment))
        throw notFound("The developer key");
      if (row.revoked_at) return toDeveloperKeyMetadata(row);
      const updated = await trx
        .updateTable("developer_keys")
        .set({ revoked_at: now })
        .where("id", "=", row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "developer_key.revoked",
        entityType: "developer_key",
        entityId: row.id,
        detail: { prefix: row.prefix, environment: row.environment },
      });
      return toDeveloperKeyMetadata(updated);
    });
  },
);

export function toDeveloperKeyMetadata(row: Selectable<DeveloperKeysTable>): DeveloperKeyMetadata {
  return {
    keyId: row.id,
    prefix: row.prefix,
    environment: row.environment,
    label: row.label,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}
