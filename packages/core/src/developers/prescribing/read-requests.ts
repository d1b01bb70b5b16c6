import { sql } from "kysely";
import type { RequestContext } from "../../kernel/context";
import { notFound } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { decodeCursor, takePage } from "../../kernel/shared/keyset-page";
import { verb } from "../../kernel/verbs";
import { requireDeveloperKey } from "./developer-caller";
import { chatUrl, type RequestRow } from "./outcomes";
import { ListPrescribingEncountersInput, type OutcomeProjection } from "./schemas";
import { getDeveloperSettings } from "./settings";

/** Who may read a request: its developer, in the key's environment (null: any, for sessions). */
export interface RequestScope {
  developerId: string;
  environment: "test" | "live" | null;
}

/** A request of this developer (and environment); anything else is 404, never 403. */
export async function loadOwnedRequest(
  ctx: Pick<RequestContext, "db">,
  scope: RequestScope,
  encounterId: string,
  forUpdate = false,
): Promise<RequestRow> {
  if (!isUuid(encounterId)) throw notFound("The request");
  let query = ctx.db
    .selectFrom("prescribing_requests")
    .selectAll()
    .where("encounter_id", "=", encounterId)
    .where("developer_id", "=", scope.developerId);
  if (scope.environment) query = query.where("environment", "=", scope.environment);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("The request");
  return row;
}

/** The spec's outcome projection: never patient identity or medical details. */
export function toOutcomeProjection(
  config: RequestContext["config"],
  r: RequestRow,
  liveVisits: boolean,
): OutcomeProjection {
  return {
    encounterId: r.encounter_id,
    externalId: r.external_id,
    status: r.status,
    rxCount: r.rx_count,
    sandbox: r.environment === "test",
    createdAt: r.created_at.toISOString(),
    submittedAt: r.submitted_at?.toISOString() ?? null,
    hasClinicianMessage: r.has_clinician_message,
    lastMessageAt: r.last_message_at?.toISOString() ?? null,
    chatUrl: r.developer_consented ? null : chatUrl(config, r.encounter_id),
    ...(liveVisits ? { visitType: r.visit_type, syncEscalated: r.sync_escalated } : {}),
  };
}

/**
 * GET /api/v1/prescribing/encounters: the developer's requests in the key's environment, newest
 * first, optionally for one external_id, a page at a time.
 */
export const listPrescribingEncounters = verb(
  ListPrescribingEncountersInput,
  async ({
    ctx,
    input,
  }): Promise<{ encounters: OutcomeProjection[]; next_cursor: string | null }> => {
    const caller = requireDeveloperKey(ctx.caller);
    const after = decodeCursor(input.cursor);
    let query = ctx.db
      .selectFrom("prescribing_requests")
      .selectAll()
      .where("developer_id", "=", caller.userId)
      .where("environment", "=", caller.environment)
      .orderBy("created_at", "desc")
      .orderBy("encounter_id", "desc")
      .limit(input.limit + 1);
    if (input.external_id !== undefined) query = query.where("external_id", "=", input.external_id);
    if (after) {
      query = query.where(
        sql<boolean>`(created_at, encounter_id) < (${after.createdAt}, ${after.id}::uuid)`,
      );
    }
    const rows = await query.execute();
    const { page, nextCursor } = takePage(
      rows.map((r) => ({ ...r, id: r.encounter_id })),
      input.limit,
    );
    const settings = await getDeveloperSettings(ctx.db, caller.userId);
    return {
      encounters: page.map((r) => toOutcomeProjection(ctx.config, r, settings.live_visits)),
      next_cursor: nextCursor,
    };
  },
);
