import type { EncountersTable, Trx } from "@intake/db";
import { type RawBuilder, sql, type Updateable } from "kysely";
import { type AuditActor, recordAudit } from "../../kernel/audit/record-audit";
import type { DbOrTrx } from "../../kernel/context";
import { newId } from "../../kernel/crypto";
import { conflict, type DomainError } from "../../kernel/errors";
import type { EncounterRow } from "../encounter-rules";
import type { EncounterState } from "../schemas";
import type { EncounterChange, EncounterEvents } from "./events";
import { assertTransition, canTransition, refusedTransition } from "./transitions";

/**
 * The one module that writes the `encounters` and `submissions` tables. A state change goes
 * through `transitionEncounter` (the table's check, a conditional update, the audit row and the
 * change event, in the caller's transaction); the other columns (owner, patient, token,
 * sweep marks) have one named function each here.
 */

/** The columns a transition may write besides `state` (and `updated_at`, always `at`). */
export type EncounterColumns = Omit<
  Updateable<EncountersTable>,
  "id" | "state" | "updated_at" | "created_at" | "session_token_hash"
>;

export interface EncounterTransition {
  id: string;
  at: Date;
  /** The state(s) the caller read; the update applies only while the encounter is still in one. */
  from: EncounterState | readonly EncounterState[];
  to: EncounterState;
  set?: EncounterColumns;
  /**
   * The audit row of the change; `null` when the caller's frame writes the one row of the action
   * (`runReviewAction` writes one per clinician action, naming `from_state`) or for the sandbox's
   * simulated moves, which the request's own history records.
   */
  audit: { actor: AuditActor; action: string; detail?: Record<string, unknown> } | null;
  /** Published to the listeners after the update and the audit row; none for the sandbox's own moves. */
  change?: EncounterChange;
  /** Moving to `submitted`: the submission the encounter enters review with (`submitForReview`). */
  submission?: Omit<SubmissionInput, "at" | "encounterId">;
  /**
   * When the encounter left `from` meanwhile: the error to throw (default 409
   * `concurrent_update`), or "skip" to do nothing and return null (a move that only applies in
   * some states, e.g. a reply moves a waiting encounter back to review).
   */
  ifChanged?: "skip" | (() => DomainError);
}

export interface TransitionResult {
  row: EncounterRow;
  /** Moving to `canceled` cancels the active submission, so review stops. */
  canceledSubmissionIds: string[];
  submissionId: string | null;
}

/** Applies one transition of the state machine; see EncounterTransition. */
export async function transitionEncounter(
  trx: DbOrTrx,
  events: EncounterEvents,
  t: EncounterTransition & { ifChanged?: () => DomainError },
): Promise<TransitionResult>;
export async function transitionEncounter(
  trx: DbOrTrx,
  events: EncounterEvents,
  t: EncounterTransition,
): Promise<TransitionResult | null>;
export async function transitionEncounter(
  trx: DbOrTrx,
  events: EncounterEvents,
  t: EncounterTransition,
): Promise<TransitionResult | null> {
  const froms = (typeof t.from === "string" ? [t.from] : t.from) as EncounterState[];
  const allowed = froms.filter((f) => canTransition(f, t.to));
  if (allowed.length === 0) throw refusedTransition(froms[0] as EncounterState, t.to);
  const row = await trx
    .updateTable("encounters")
    .set({ ...t.set, state: t.to, updated_at: t.at })
    .where("id", "=", t.id)
    .where("state", "in", allowed)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    if (t.ifChanged === "skip") return null;
    // The caller read an allowed `from`; the encounter moved on since: its answer, or a retry.
    throw t.ifChanged
      ? t.ifChanged()
      : conflict(
          "concurrent_update",
          "The encounter changed while this request ran. Read it and retry.",
        );
  }
  let canceledSubmissionIds: string[] = [];
  if (t.to === "canceled") {
    const canceled = await trx
      .updateTable("submissions")
      .set({ status: "canceled", canceled_at: t.at })
      .where("encounter_id", "=", t.id)
      .where("status", "=", "active")
      .returning("id")
      .execute();
    canceledSubmissionIds = canceled.map((c) => c.id);
  }
  const submissionId = t.submission
    ? await submitForReview(trx, { ...t.submission, at: t.at, encounterId: t.id })
    : null;
  if (t.audit) {
    await recordAudit(trx, t.at, t.audit.actor, {
      action: t.audit.action,
      entityType: "encounter",
      entityId: t.id,
      detail: {
        ...t.audit.detail,
        ...(t.to === "canceled" ? { canceled_submission_ids: canceledSubmissionIds } : {}),
      },
    });
  }
  if (t.change) await events.publish(trx, t.at, t.id, t.change);
  return { row, canceledSubmissionIds, submissionId };
}

export interface SubmissionInput {
  at: Date;
  actor: AuditActor;
  encounterId: string;
  userId: string;
  patientId: string;
  /** The submission's id when the caller announced it already (the agent query's response). */
  id?: string;
  /** The letter it snapshots; default the encounter's newest turn. */
  turn?: { id: string; query: string };
  /** How it was submitted, kept in the audit detail (e.g. "checkout"). */
  via?: string;
  /**
   * False when the caller knows the encounter holds no active submission (only a `submitted`
   * encounter can), which saves the agent query a round trip. Default true.
   */
  activeMayExist?: boolean;
}

/**
 * The only insert of a submission: the letter snapshot the clinician queue reviews. An active
 * submission of the encounter is replaced by it (spec rule 3: the earlier one shows as
 * `canceled_replaced`, goes to the audit trail, no extra charge). Both are audited. Returns the
 * new submission's id.
 */
export async function submitForReview(trx: DbOrTrx, s: SubmissionInput): Promise<string> {
  const id = s.id ?? newId();
  const turn =
    s.turn ??
    (await trx
      .selectFrom("turns")
      .select(["id", "query_text as query"])
      .where("encounter_id", "=", s.encounterId)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirstOrThrow());
  const active =
    s.activeMayExist === false
      ? undefined
      : await trx
          .selectFrom("submissions")
          .select("id")
          .where("encounter_id", "=", s.encounterId)
          .where("status", "=", "active")
          .executeTakeFirst();
  if (active) {
    await trx
      .updateTable("submissions")
      .set({ status: "canceled_replaced", replaced_by_id: id, canceled_at: s.at })
      .where("id", "=", active.id)
      .execute();
    await recordAudit(trx, s.at, s.actor, {
      action: "submission.replaced",
      entityType: "submission",
      entityId: active.id,
      detail: { encounter_id: s.encounterId, replaced_by_id: id },
    });
  }
  await trx
    .insertInto("submissions")
    .values({
      id,
      encounter_id: s.encounterId,
      user_id: s.userId,
      patient_id: s.patientId,
      turn_id: turn.id,
      query_snapshot: turn.query,
      status: "active",
      replaced_by_id: null,
      canceled_at: null,
      created_at: s.at,
    })
    .execute();
  await recordAudit(trx, s.at, s.actor, {
    action: "submission.created",
    entityType: "submission",
    entityId: id,
    detail: {
      encounter_id: s.encounterId,
      turn_id: turn.id,
      ...(s.via ? { via: s.via } : {}),
      ...(active ? { replaces_id: active.id } : {}),
    },
  });
  return id;
}

// ---------------------------------------------------------------------------------------------
// A letter's turn: the encounter is created, or its token rotated with the turn's state.

export interface NewEncounter {
  id: string;
  at: Date;
  state: EncounterState;
  userId: string | null;
  patientId: string | null;
  sessionTokenHash: string;
  encounterTokenHash: string;
  expiresAt: Date;
  sandbox?: boolean;
}

/** Inserts a new encounter in the state of its first turn (never a review state). */
export async function insertEncounter(trx: Trx, e: NewEncounter): Promise<void> {
  assertTransition("open", e.state);
  await trx
    .insertInto("encounters")
    .values({
      id: e.id,
      user_id: e.userId,
      patient_id: e.patientId,
      state: e.state,
      session_token_hash: e.sessionTokenHash,
      encounter_token_hash: e.encounterTokenHash,
      token_version: 1,
      claimed_at: e.userId ? e.at : null,
      submitted_at: e.state === "submitted" ? e.at : null,
      expires_at: e.expiresAt,
      created_at: e.at,
      updated_at: e.at,
      ...(e.sandbox !== undefined ? { sandbox: e.sandbox } : {}),
    })
    .execute();
}

export interface TurnRotation {
  existing: Pick<EncounterRow, "id" | "state" | "token_version" | "claimed_at" | "submitted_at">;
  at: Date;
  to: EncounterState;
  encounterTokenHash: string;
  userId: string | null;
  patientId: string | null;
}

/**
 * A new turn of an existing encounter: the encounter token rotates and the state follows the
 * letter. Compare-and-swap on `token_version` and `state`: only the request that read them
 * rotates the token, so a concurrent resubmission finds no row (returns null) and no turn is lost.
 */
export async function rotateEncounterForTurn(trx: Trx, r: TurnRotation): Promise<number | null> {
  const { existing, at } = r;
  assertTransition(existing.state, r.to);
  const updated = await trx
    .updateTable("encounters")
    .set({
      encounter_token_hash: r.encounterTokenHash,
      token_version: existing.token_version + 1,
      state: r.to,
      patient_id: r.patientId,
      user_id: r.userId,
      claimed_at: existing.claimed_at ?? (r.userId ? at : null),
      // The clinician queue is ordered by submission time: a replacement keeps its place.
      submitted_at: r.to === "submitted" ? (existing.submitted_at ?? at) : null,
      updated_at: at,
    })
    .where("id", "=", existing.id)
    .where("token_version", "=", existing.token_version)
    .where("state", "=", existing.state)
    .returning("token_version")
    .executeTakeFirst();
  return updated?.token_version ?? null;
}

/**
 * The same write as `insertEncounter` / `rotateEncounterForTurn` (anonymous caller, no
 * submission) as one SQL statement for the agent query's one-round-trip path: it runs only when
 * the `allowed` CTE of that statement says `ok`, and returns the token version.
 */
export function letterTurnEncounterSql(
  w:
    | {
        kind: "insert";
        id: string;
        at: Date;
        state: EncounterState;
        sessionTokenHash: string;
        encounterTokenHash: string;
        expiresAt: Date;
      }
    | { kind: "rotate"; rotation: TurnRotation },
): RawBuilder<unknown> {
  if (w.kind === "insert") {
    assertTransition("open", w.state);
    return sql`insert into encounters (id, user_id, patient_id, state, session_token_hash,
          encounter_token_hash, token_version, claimed_at, submitted_at, expires_at, created_at,
          updated_at)
        select ${w.id}::uuid, null, null, ${w.state},
          ${w.sessionTokenHash}, ${w.encounterTokenHash}, 1, null, null,
          ${w.expiresAt}::timestamptz, ${w.at}::timestamptz, ${w.at}::timestamptz
        from allowed where ok
        returning token_version`;
  }
  const { existing, at, to } = w.rotation;
  assertTransition(existing.state, to);
  return sql`update encounters set
          encounter_token_hash = ${w.rotation.encounterTokenHash},
          token_version = ${existing.token_version + 1}::int,
          state = ${to},
          patient_id = ${w.rotation.patientId}::uuid,
          user_id = ${w.rotation.userId}::uuid,
          claimed_at = ${existing.claimed_at ?? (w.rotation.userId ? at : null)}::timestamptz,
          submitted_at = null,
          updated_at = ${at}::timestamptz
        where id = ${existing.id}::uuid
          and token_version = ${existing.token_version}::int
          and state = ${existing.state}
          and (select ok from allowed)
        returning token_version`;
}

/**
 * A prescribing request's new turn: the token rotates (the version counts up) and the state
 * follows the letter (`open` / `readyForCheckout`). Returns the new token version.
 */
export async function rotatePrescribingEncounter(
  trx: Trx,
  r: { id: string; at: Date; to: EncounterState; encounterTokenHash: string },
): Promise<number> {
  const from = (["open", "readyForCheckout"] as const).filter((s) => canTransition(s, r.to));
  const updated = await trx
    .updateTable("encounters")
    .set((eb) => ({
      encounter_token_hash: r.encounterTokenHash,
      token_version: eb("token_version", "+", 1),
      state: r.to,
      updated_at: r.at,
    }))
    .where("id", "=", r.id)
    .where("state", "in", from)
    .returning("token_version")
    .executeTakeFirst();
  if (!updated) {
    const current = await trx
      .selectFrom("encounters")
      .select("state")
      .where("id", "=", r.id)
      .executeTakeFirstOrThrow();
    throw refusedTransition(current.state, r.to);
  }
  return updated.token_version;
}

// ---------------------------------------------------------------------------------------------
// Columns that are no state change

/** A change that keeps the state (a message, a prescription, a call): `updated_at` moves. */
export async function touchEncounter(db: DbOrTrx, at: Date, id: string): Promise<void> {
  await db.updateTable("encounters").set({ updated_at: at }).where("id", "=", id).execute();
}

/** The consent code proved the patient's e-mail: the encounter belongs to that account. */
export async function bindEncounterOwner(
  db: DbOrTrx,
  at: Date,
  id: string,
  userId: string,
): Promise<void> {
  await db
    .updateTable("encounters")
    .set({ user_id: userId, claimed_at: at, updated_at: at })
    .where("id", "=", id)
    .execute();
}

/** Consent named the patient (the account's self patient). */
export async function bindEncounterPatient(
  db: DbOrTrx,
  at: Date,
  id: string,
  patientId: string,
): Promise<void> {
  await db
    .updateTable("encounters")
    .set({ patient_id: patientId, updated_at: at })
    .where("id", "=", id)
    .execute();
}

/** Marks encounters expired (the state stays); returns those marked now, with their state. */
export async function markEncountersExpired(
  trx: Trx,
  at: Date,
  ids: readonly string[],
): Promise<{ id: string; state: EncounterState }[]> {
  if (ids.length === 0) return [];
  return trx
    .updateTable("encounters")
    .set({ expired_at: at })
    .where("id", "in", ids)
    .where("expired_at", "is", null)
    .returning(["id", "state"])
    .execute();
}

/** Records that the "follow-up closing soon" e-mail went out; false when it already had. */
export async function markFollowUpNoticeSent(trx: Trx, at: Date, id: string): Promise<boolean> {
  const marked = await trx
    .updateTable("encounters")
    .set({ follow_up_notice_sent_at: at })
    .where("id", "=", id)
    .where("follow_up_notice_sent_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return marked !== undefined;
}
