import { decodeCursor, olderThan, takePage } from "../../kernel/shared/keyset-page";
import { verb } from "../../kernel/verbs";
import { requireAccount } from "../callers/caller";
import { ListSubmissionsInput, type SubmissionPage } from "./schemas";

export const SUBMISSIONS_DEFAULT_LIMIT = 20;
export const QUERY_PREVIEW_CHARS = 160;

/**
 * Every submission of the caller, flattened across encounters and patients, newest first. Keyset
 * pagination on (createdAt, id): the cursor is opaque and stable while new submissions arrive.
 */
export const listSubmissions = verb(
  ListSubmissionsInput,
  async ({ ctx, input }): Promise<SubmissionPage> => {
    const caller = requireAccount(ctx.caller);
    const limit = input.limit ?? SUBMISSIONS_DEFAULT_LIMIT;
    const after = decodeCursor(input.cursor);
    let query = ctx.db
      .selectFrom("submissions")
      .select((eb) => [
        "id",
        "encounter_id",
        "patient_id",
        "status",
        "created_at",
        eb.fn<string>("left", ["query_snapshot", eb.val(QUERY_PREVIEW_CHARS)]).as("preview"),
      ])
      .where("user_id", "=", caller.userId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit + 1);
    if (after) query = query.where(olderThan(after));
    const { page, nextCursor } = takePage(await query.execute(), limit);
    return {
      submissions: page.map((r) => ({
        submissionId: r.id,
        encounterId: r.encounter_id,
        patientId: r.patient_id,
        status: r.status,
        createdAt: r.created_at.toISOString(),
        queryPreview: r.preview,
      })),
      nextCursor,
    };
  },
);
