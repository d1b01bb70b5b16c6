import { inTransaction } from "@intake/db";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { badRequest } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { requireSession } from "../callers/caller";
import { type CreatedApiKey, createApiKeyForUser } from "./create-api-key";
import { assertKeyCapacity } from "./key-cap";
import { CreateApiKeyInput } from "./schemas";

export const API_KEY_LABEL_MAX = 100;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A new personal API key for the signed-in person (session only); the raw key is returned once. */
export const createApiKey = verb(
  CreateApiKeyInput,
  async ({ ctx, input }): Promise<CreatedApiKey> => {
    const caller = requireSession(ctx.caller);
    const now = ctx.clock.now();
    const label = input.label.trim();
    if (label.length < 1 || label.length > API_KEY_LABEL_MAX) {
      throw badRequest("invalid_label", `label must be 1 to ${API_KEY_LABEL_MAX} characters.`, {
        field: "label",
      });
    }
    const expiresAt = new Date(input.expiresAt);
    if (!ISO_DATE_TIME.test(input.expiresAt) || Number.isNaN(expiresAt.getTime())) {
      throw badRequest(
        "invalid_expires_at",
        "expiresAt must be an ISO 8601 date-time, e.g. 2026-12-31T00:00:00Z.",
        {
          field: "expiresAt",
        },
      );
    }
    if (expiresAt <= now) {
      throw badRequest("invalid_expires_at", "expiresAt must be in the future.", {
        field: "expiresAt",
      });
    }
    return inTransaction(ctx.db, async (trx) => {
      await assertKeyCapacity(trx, ctx.clock, caller.userId, "personal");
      const created = await createApiKeyForUser({ db: trx, clock: ctx.clock }, caller.userId, {
        label,
        expiresAt,
      });
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "api_key.created",
        entityType: "api_key",
        entityId: created.keyId,
        detail: { prefix: created.prefix },
      });
      return created;
    });
  },
);
