import { requireAccount } from "../callers/caller";
import type { RequestContext } from "../context";
import { badRequest } from "../errors";
import type { EncounterSummary, ListEncountersInput } from "./schemas";
import { toSummaries } from "./views";

export interface EncounterPage {
  encounters: EncounterSummary[];
  /** Opaque; pass as `cursor` for the next page. Null on the last page. */
  nextCursor: string | null;
}

/**
 * The caller's encounters, most recent first, a page at a time (keyset pagination on
 * `created_at, id`, so rows added meanwhile never shift a page).
 */
export async function listEncounters({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: ListEncountersInput;
}): Promise<EncounterPage> {
  const account = requireAccount(ctx.caller);
  const after = input.cursor !== undefined ? decodeCursor(input.cursor) : null;
  let query = ctx.db
    .selectFrom("encounters")
    .selectAll()
    .where("user_id", "=", account.userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(input.limit + 1);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    encounters: await toSummaries(ctx.db, page),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) {
    throw badRequest(
      "invalid_cursor",
      "cursor is not one this endpoint issued. Omit it to start from the first page.",
    );
  }
  return { createdAt, id };
}
