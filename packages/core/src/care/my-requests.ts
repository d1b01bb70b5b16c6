import { z } from "zod";
import { requireAccount } from "../accounts/callers/caller";
import type { EncounterState } from "../encounters/schemas";
import { verb } from "../kernel/verbs";
import { type EncounterOutcome, loadEncounterOutcome } from "./review/encounter-outcome";

/** One of the signed-in person's requests, as their home page lists it. */
export interface MyRequest {
  encounterId: string;
  state: EncounterState;
  /** The state in plain words. */
  statusText: string;
  /** Whom it is for ("Alex Rivera"), once a person is chosen. */
  personName: string | null;
  /** The first words of the letter (no headings). */
  preview: string;
  createdAt: string;
  updatedAt: string;
  latestMessage: { from: "clinician" | "you" | "service"; text: string; at: string } | null;
  /** Unread messages from the clinician. */
  unread: number;
  /** The chat opens after checkout; before that the request continues at checkout. */
  chatOpen: boolean;
  outcome: EncounterOutcome | null;
}

/** The encounter states in words a patient understands (no internal names). */
export const REQUEST_STATUS_TEXT: Record<EncounterState, string> = {
  open: "Letter not complete yet",
  thinking: "Letter being checked",
  readyForCheckout: "Waiting for checkout",
  submitted: "Waiting for a physician",
  reviewing: "A physician is reviewing it",
  waitingForPatientReply: "Your physician asked you a question",
  completed: "Review complete",
  closed: "Closed",
  canceled: "Canceled",
};

const CHAT_STATES: readonly EncounterState[] = [
  "submitted",
  "reviewing",
  "waitingForPatientReply",
  "completed",
  "closed",
  "canceled",
];

/** The start of the letter in one line: its parts without their headings, joined by " · ". */
const previewOf = (letter: string | null) => {
  const text = (letter ?? "")
    .split(/^#.*$/m)
    .map((part) =>
      part
        .replace(/[*_`>]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .join(" · ");
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
};

/** The account home's list: at most `limit` requests (default 50). */
export const ListMyRequestsInput = z.object({ limit: z.number().int().min(1).optional() });

/**
 * The caller's requests for the account home, newest first: status in words, the person, the
 * latest message and, once reviewed, the outcome. Sandbox (developer) requests are not listed.
 */
export const listMyRequests = verb(
  ListMyRequestsInput,
  async ({ ctx, input }): Promise<MyRequest[]> => {
    const account = requireAccount(ctx.caller);
    const rows = await ctx.db
      .selectFrom("encounters as e")
      .leftJoin("patients as p", "p.id", "e.patient_id")
      .select([
        "e.id",
        "e.state",
        "e.created_at",
        "e.updated_at",
        "e.clinician_id",
        "p.first_name",
        "p.last_name",
      ])
      .select((eb) =>
        eb
          .selectFrom("turns as t")
          .select("t.query_text")
          .whereRef("t.encounter_id", "=", "e.id")
          .orderBy("t.version", "desc")
          .limit(1)
          .as("letter"),
      )
      .where("e.user_id", "=", account.userId)
      .where("e.sandbox", "=", false)
      .orderBy("e.created_at", "desc")
      .orderBy("e.id", "desc")
      .limit(input.limit ?? 50)
      .execute();
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const events = await ctx.db
      .selectFrom("chat_events")
      .select(["encounter_id", "author_role", "message", "created_at", "read_at"])
      .where("encounter_id", "in", ids)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    const latest = new Map<string, (typeof events)[number]>();
    const unread = new Map<string, number>();
    for (const e of events) {
      if (!latest.has(e.encounter_id)) latest.set(e.encounter_id, e);
      if (e.author_role === "clinician" && e.read_at === null)
        unread.set(e.encounter_id, (unread.get(e.encounter_id) ?? 0) + 1);
    }
    return Promise.all(
      rows.map(async (r) => {
        const last = latest.get(r.id);
        const reviewed = r.clinician_id !== null || r.state === "completed" || r.state === "closed";
        return {
          encounterId: r.id,
          state: r.state,
          statusText: REQUEST_STATUS_TEXT[r.state],
          personName: r.first_name ? `${r.first_name} ${r.last_name ?? ""}`.trim() : null,
          preview: previewOf(r.letter as string | null),
          createdAt: r.created_at.toISOString(),
          updatedAt: r.updated_at.toISOString(),
          latestMessage: last
            ? {
                from:
                  last.author_role === "clinician"
                    ? ("clinician" as const)
                    : last.author_role === "patient"
                      ? ("you" as const)
                      : ("service" as const),
                text: last.message.length > 160 ? `${last.message.slice(0, 160)}…` : last.message,
                at: last.created_at.toISOString(),
              }
            : null,
          unread: unread.get(r.id) ?? 0,
          chatOpen: CHAT_STATES.includes(r.state),
          outcome: reviewed ? await loadEncounterOutcome(ctx.db, r.id) : null,
        };
      }),
    );
  },
);
