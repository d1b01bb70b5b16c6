import type { EncountersTable } from "@intake/db";
import type { Selectable } from "kysely";
import type { Config } from "../kernel/config";
import { conflict, DomainError, gone } from "../kernel/errors";
import type { EncounterState } from "./schemas";

export type EncounterRow = Selectable<EncountersTable>;

/** States in which the query endpoint is locked, and what the caller should do instead. */
const LOCKED: Partial<Record<EncounterState, "use_chat" | "start_new_encounter">> = {
  reviewing: "use_chat",
  waitingForPatientReply: "use_chat",
  completed: "use_chat",
  closed: "start_new_encounter",
  canceled: "start_new_encounter",
};

export { TERMINAL_STATES } from "./lifecycle/transitions";

export const chatEndpoint = (encounterId: string) =>
  `/api/v1/agent/encounters/${encounterId}/events`;

/** 409 with the spec's lock body when the encounter's state no longer takes letters. */
export function assertQueryable(
  encounter: EncounterRow,
  sessionToken: string,
  submissionId: string | null,
): void {
  const nextAction = LOCKED[encounter.state];
  if (!nextAction) return;
  const error =
    nextAction === "use_chat"
      ? `This encounter is ${encounter.state}: a physician has the letter, so it can no longer be changed. Do not retry the query; read and answer messages through the chat endpoint.`
      : `This encounter is ${encounter.state} and takes no more letters. Start a new encounter: resubmit the letter without session_token.`;
  throw conflict("encounter_locked", error, {
    encounter_id: encounter.id,
    session_token: sessionToken,
    state: encounter.state,
    submission_id: submissionId,
    next_action: nextAction,
    chat_endpoint: chatEndpoint(encounter.id),
  });
}

export function assertNotExpired(encounter: EncounterRow, now: Date): void {
  if (encounter.expires_at.getTime() > now.getTime()) return;
  throw gone(
    "encounter_expired",
    `This encounter expired at ${encounter.expires_at.toISOString()}. Start a new encounter: resubmit the letter without session_token.`,
    { encounter_id: encounter.id, expired_at: encounter.expires_at.toISOString() },
  );
}

/** Unknown and foreign session tokens get the same answer, so a token reveals nothing. */
export const sessionNotFound = () =>
  new DomainError(
    "session_not_found",
    "No encounter of yours matches this session_token. Omit session_token to start a new encounter (or send the one from your latest response).",
  );

export const expiresAt = (config: Config, createdAt: Date) =>
  new Date(createdAt.getTime() + config.ENCOUNTER_TTL_HOURS * 3600_000);

export const checkoutUrl = (config: Config, encounterId: string, encounterToken: string) =>
  `${config.WEB_URL}/checkout/${encounterId}?token=${encounterToken}`;
