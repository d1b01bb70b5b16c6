import { requireAccount } from "../callers/caller";
import type { RequestContext } from "../context";
import { badRequest } from "../errors";
import type { ListSubmissionsInput, SubmissionList } from "./schemas";

export const SUBMISSIONS_DEFAULT_LIMIT = 20;
export const QUERY_PREVIEW_CHARS = 160;

/**
 * Every submission of the caller, flattened across encounters and patients, newest first. Keyset
 * pagination on (createdAt, id): the cursor is opaque and stable while new submissions arrive.
 */
export async function listSubmissions({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: ListSubmissionsInput;
}): Promise<SubmissionList> {
  const caller = requireAccount(ctx.caller);
  const limit = input.limit ?? SUBMISSIONS_DEFAULT_LIMIT;
  const after = input.cursor === undefined ? null : decodeCursor(input.cursor);
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
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    submissions: page.map((r) => ({
      submissionId: r.id,
      encounterId: r.encounter_id,
      patientId: r.patient_id,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      queryPreview: r.preview,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`, "utf8").toString("base64url");

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) {
    throw badRequest(
      "invalid_cursor",
      "cursor is not one this API returned. Omit it to start from the newest.",
      {
        field: "cursor",
      },
    );
  }
  return { createdAt, id };
}
