import { requireAccount } from "../accounts/callers/caller";
import { decodeCursor, olderThan, takePage } from "../kernel/shared/keyset-page";
import { verb } from "../kernel/verbs";
import { type EncounterSummary, ListEncountersInput } from "./schemas";
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
export const listEncounters = verb(
  ListEncountersInput,
  async ({ ctx, input }): Promise<EncounterPage> => {
    const account = requireAccount(ctx.caller);
    const after = decodeCursor(input.cursor);
    let query = ctx.db
      .selectFrom("encounters")
      .selectAll()
      .where("user_id", "=", account.userId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(input.limit + 1);
    if (after) query = query.where(olderThan(after));
    const { page, nextCursor } = takePage(await query.execute(), input.limit);
    return { encounters: await toSummaries(ctx.db, page), nextCursor };
  },
);
