import type { EncounterRow } from "../../encounters/encounter-rules";
import { TERMINAL_STATES } from "../../encounters/encounter-rules";
import type { RequestContext } from "../../kernel/context";
import { badRequest, conflict, gone, notFound, unauthorized } from "../../kernel/errors";

/** States before checkout completed: nobody is reviewing yet, so nobody can be answered. */
const BEFORE_CHECKOUT = ["open", "thinking", "readyForCheckout"];

/**
 * The encounter a chat caller may use (spec: Authentication 4 and the chat errors): its encounter
 * token, or the owner's personal API key. Session JWTs and developer keys are refused with 401
 * `wrong_credential`; a token of another encounter and a key of another account get the same 404
 * as an unknown id; an encounter token past the encounter's expiry is 410.
 */
export async function chatEncounter(
  ctx: RequestContext,
  encounterId: string,
): Promise<EncounterRow> {
  const caller = ctx.caller;
  if (caller.kind === "anonymous") {
    throw unauthorized(
      "Chat needs a credential: send the encounter_token from the query response, or the owner's personal API key, as 'Authorization: Bearer <token>'.",
    );
  }
  if (caller.kind === "session" || caller.kind === "developer_key") {
    throw unauthorized(
      caller.kind === "session"
        ? `Chat endpoints take the encounter token or the owner's personal API key, not a session token. People read and answer messages on the hosted chat page (${ctx.config.WEB_URL}/c/${encounterId}).`
        : "Chat endpoints take the encounter token or the owner's personal API key, not a developer key. Developer apps relay replies with POST /api/v1/prescribing/encounters/{id}/messages.",
      "wrong_credential",
    );
  }
  const encounter = await ctx.db
    .selectFrom("encounters")
    .selectAll()
    .where("id", "=", encounterId)
    .executeTakeFirst();
  const allowed =
    encounter &&
    (caller.kind === "encounter_token"
      ? caller.encounterId === encounter.id
      : encounter.user_id !== null && encounter.user_id === caller.userId);
  if (!encounter || !allowed) throw notFound("The encounter");
  if (caller.kind === "encounter_token" && encounter.expires_at <= ctx.clock.now()) {
    throw gone(
      "encounter_token_expired",
      `The encounter token's window closed at ${encounter.expires_at.toISOString()}. The owner can keep reading and answering with their personal API key or on the hosted chat page.`,
      { encounter_id: encounter.id, expired_at: encounter.expires_at.toISOString() },
    );
  }
  return encounter;
}

/** Whether the patient side may post in this state (400 terminal, 409 before checkout). */
export function assertPatientMayPost(encounter: EncounterRow): void {
  if (TERMINAL_STATES.includes(encounter.state)) {
    throw badRequest(
      "chat_closed",
      `This encounter is ${encounter.state}; its chat is closed and takes no more messages. Start a new encounter for a new concern.`,
      { state: encounter.state },
    );
  }
  if (BEFORE_CHECKOUT.includes(encounter.state) || encounter.user_id === null) {
    throw conflict(
      "checkout_not_completed",
      "Nobody reviews this encounter yet: the chat opens once checkout is completed (or the letter is submitted automatically). Send the patient to checkout_url first.",
      { state: encounter.state },
    );
  }
}
