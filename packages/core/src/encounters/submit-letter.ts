import type { PatientsTable } from "@intake/db";
import { inTransaction, PREPARED_MARK, type Trx } from "@intake/db";
import {
  evaluateLetter,
  type LetterEvaluation,
  MAX_LETTER_LENGTH,
  MIN_LETTER_LENGTH,
} from "@intake/evaluator";
import { type Selectable, sql } from "kysely";
import type { AccountCaller } from "../accounts/callers/caller";
import { getQueryPricing } from "../catalogue/conditions/catalogue";
import { type AcceptedImage, acceptImages, storeImages } from "../images/ingest";
import { actorOf } from "../kernel/audit/record-audit";
import type { Clock } from "../kernel/clock";
import type { RequestContext } from "../kernel/context";
import { newId, randomHex, sha256Hex } from "../kernel/crypto";
import { badRequest, conflict, unauthorized } from "../kernel/errors";
import {
  consumeRateLimits,
  judgeRateLimits,
  type RateLimitRule,
  rateLimitWindows,
} from "../kernel/rate-limit/rate-limit";
import { verb } from "../kernel/verbs";
import {
  assertNotExpired,
  assertQueryable,
  checkoutUrl,
  type EncounterRow,
  expiresAt,
  sessionNotFound,
} from "./encounter-rules";
import { type FeedbackAudience, type LetterFeedback, writeLetterFeedback } from "./letter-feedback";
import {
  insertEncounter,
  letterTurnEncounterSql,
  rotateEncounterForTurn,
  submitForReview,
} from "./lifecycle/store";
import { gatherPendingReasons } from "./pending-reasons";
import {
  AgentQueryInput,
  type AgentQueryResponse,
  type AutoSubmit,
  type EncounterState,
  type PendingReason,
} from "./schemas";

const HOUR = 3600;
const DAY = 24 * HOUR;

const REJECTION_CODES = {
  too_short: "letter_too_short",
  too_long: "letter_too_long",
  not_medical: "not_medical",
} as const;

/** States in which an encounter takes no more letters (spec: 409 encounter_locked). */
const LOCKED_STATES: ReadonlySet<string> = new Set([
  "reviewing",
  "waitingForPatientReply",
  "completed",
  "closed",
  "canceled",
]);

type PatientRecord = Selectable<PatientsTable>;

/** What one call knows once it is past the checks: the step functions read from here. */
interface Submission {
  ctx: RequestContext;
  input: AgentQueryInput;
  account: AccountCaller | null;
  /** The request's time, taken once; every timestamp and window of this call uses it. */
  now: Date;
  /** A clock frozen at `now`, for helpers that take a clock. */
  clock: Clock;
  existing: EncounterRow | null;
  encounterId: string;
  patientId: string | null;
  /** The bound patient's row, read once (authenticated calls with a patient); else null. */
  patient: PatientRecord | null;
  result: LetterEvaluation;
  images: AcceptedImage[];
  /** Auto-submit gate: [] = submit now, null = not attempted (anonymous). */
  reasons: PendingReason[] | null;
  /** The commentary and next steps worded for this caller. */
  feedback: LetterFeedback;
}

/**
 * POST /api/v1/agent/query: evaluates a letter and starts or continues an encounter.
 *
 * Order of checks: who is calling, the session (404 / 409 lock / 410 expiry), the patient, the
 * per-session rate limit, the letter itself (a rejected letter stores nothing), the per-client
 * limit on new encounters, the images; then one transaction stores the turn, rotates the
 * encounter token by compare-and-swap on `token_version`, and (authenticated callers) submits.
 */
export const submitLetter = verb(
  AgentQueryInput,
  async (args): Promise<AgentQueryResponse> =>
    (await submitLetterWithDetails.parsed(args)).response,
);

/** What the /new page shows besides the API answer: the evaluator's PII and scope findings. */
export interface LetterSubmissionDetails {
  response: AgentQueryResponse;
  piiKinds: LetterEvaluation["pii_kinds"];
  scopeProblems: string[];
}

/**
 * `submitLetter`, also returning the evaluator's findings that the API does not expose.
 * `audience` chooses the wording of `commentary` and `next_steps` (default: from the caller:
 * `agent` when anonymous, `subscriber` with an account); the /new page passes `person`.
 */
export const submitLetterWithDetails = verb(
  AgentQueryInput,
  async ({
    ctx,
    input,
    audience,
  }: {
    ctx: RequestContext;
    input: AgentQueryInput;
    audience?: FeedbackAudience;
  }): Promise<LetterSubmissionDetails> => {
    const account = acceptedCaller(ctx, input);
    const now = ctx.clock.now();
    const clock: Clock = { now: () => new Date(now) };

    const existing = await loadSession(ctx, input, account);
    if (existing) await assertSessionTakesLetters(ctx, existing, input, now);
    const { patientId, patient } = await resolvePatient(ctx, input, account, existing);

    // An anonymous letter that is accepted stores only the encounter and its turn: the rate limits,
    // the encounter and the turn go to the database as one statement (see storeTurnInOneStatement).
    // A rejected letter takes the steps below, so the order of 429 and 400 stays as it was.
    const evaluated = fastPathApplies(account, input, existing)
      ? evaluateLetter(input.query)
      : null;
    if (evaluated?.ok) {
      const encounterId = existing?.id ?? newId();
      const s: Submission = {
        ctx,
        input,
        account,
        now,
        clock,
        existing,
        encounterId,
        patientId,
        patient,
        result: evaluated,
        images: [],
        reasons: null,
        feedback: writeLetterFeedback({
          audience: audience ?? "agent",
          result: evaluated,
          encounterId,
          pendingReasons: null,
        }),
      };
      const rules = existing
        ? sessionRules(ctx, encounterId)
        : newEncounterRules(ctx, encounterId, null);
      return details(s, await storeTurnInOneStatement(s, rules));
    }

    if (existing) await consumeRateLimits(ctx.db, clock, sessionRules(ctx, existing.id));
    // A letter the fast path already evaluated (and the evaluator refused) is not evaluated again.
    const result = acceptedOrReject(evaluated ?? evaluateLetter(input.query));
    const encounterId = existing?.id ?? newId();
    if (!existing)
      await consumeRateLimits(ctx.db, clock, newEncounterRules(ctx, encounterId, account));
    const images = input.images?.length ? await acceptImages(ctx, input.images) : [];
    const reasons = account
      ? await gatherPendingReasons(ctx, account, patientId, encounterId, { patient, now })
      : null;
    const resubmission =
      existing?.state === "submitted"
        ? result.final_decision_ready
          ? ("replaced" as const)
          : ("kept" as const)
        : undefined;

    const feedback = writeLetterFeedback({
      audience: audience ?? (account ? "subscriber" : "agent"),
      result,
      encounterId,
      pendingReasons: reasons,
      resubmission,
    });
    const s: Submission = {
      ctx,
      input,
      account,
      now,
      clock,
      existing,
      encounterId,
      patientId,
      patient,
      result,
      images,
      reasons,
      feedback,
    };
    return details(s, await storeTurn(s));
  },
);

/** The answer of a stored turn, with the evaluator's findings the /new page also shows. */
function details(s: Submission, stored: StoredTurn): LetterSubmissionDetails {
  return {
    response: respond(s, stored),
    piiKinds: s.result.pii_kinds,
    scopeProblems: s.result.scope_problems.map(String),
  };
}

// ---------------------------------------------------------------------------------------------
// Steps before the transaction

/** Anonymous or an account; a developer key or an encounter token is refused with 400. */
function acceptedCaller(ctx: RequestContext, input: AgentQueryInput): AccountCaller | null {
  const caller = ctx.caller;
  if (caller.kind === "developer_key") {
    throw badRequest(
      "developer_key_not_accepted",
      "Developer keys are not accepted on this endpoint. Send developer (prescribing) letters to POST /api/v1/prescribing/query, or call this endpoint with a personal API key, a session token or no credential.",
    );
  }
  if (caller.kind === "encounter_token") {
    throw badRequest(
      "encounter_token_not_accepted",
      "An encounter token is for chat and checkout, not for this endpoint. To continue an encounter, send its session_token in the body and no Authorization header (or your personal API key).",
    );
  }
  const account = caller.kind === "anonymous" ? null : caller;
  if (input.patient_id !== undefined && !account) {
    throw unauthorized(
      "patient_id needs authentication: send a personal API key or a session token as 'Authorization: Bearer <token>', or omit patient_id.",
      "authentication_required",
    );
  }
  return account;
}

/** The encounter of `session_token` (404 when unknown or another account's), or null when new. */
async function loadSession(
  ctx: RequestContext,
  input: AgentQueryInput,
  account: AccountCaller | null,
): Promise<EncounterRow | null> {
  if (input.session_token === undefined) return null;
  const existing = await ctx.db
    .selectFrom("encounters")
    .selectAll()
    .where("session_token_hash", "=", sha256Hex(input.session_token))
    // A prescribing request's letter changes only through the prescribing query (developer key).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("prescribing_requests")
            .select("prescribing_requests.encounter_id")
            .whereRef("prescribing_requests.encounter_id", "=", "encounters.id"),
        ),
      ),
    )
    .executeTakeFirst();
  if (!existing) throw sessionNotFound();
  if (account && existing.user_id !== null && existing.user_id !== account.userId)
    throw sessionNotFound();
  return existing;
}

/** Lock rules: 409 in a review state (with the spec's lock body), 410 when expired. */
async function assertSessionTakesLetters(
  ctx: RequestContext,
  existing: EncounterRow,
  input: AgentQueryInput,
  now: Date,
): Promise<void> {
  if (LOCKED_STATES.has(existing.state))
    assertQueryable(
      existing,
      input.session_token as string,
      await latestSubmissionId(ctx, existing.id),
    );
  assertNotExpired(existing, now);
}

async function latestSubmissionId(
  ctx: RequestContext,
  encounterId: string,
): Promise<string | null> {
  const row = await ctx.db
    .selectFrom("submissions")
    .select("id")
    .where("encounter_id", "=", encounterId)
    .orderBy(sql`case when status = 'active' then 0 else 1 end`)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The patient bound after this call and, for an account, its row (read once: the ownership
 * check here and the auto-submit gate both use it). A `patient_id` must be one of the caller's
 * active patients and cannot re-target an encounter bound to another patient.
 */
async function resolvePatient(
  ctx: RequestContext,
  input: AgentQueryInput,
  account: AccountCaller | null,
  existing: EncounterRow | null,
): Promise<{ patientId: string | null; patient: PatientRecord | null }> {
  const bound = existing?.patient_id ?? null;
  if (!account) return { patientId: bound, patient: null };
  const patientId = input.patient_id ?? bound;
  const patient = patientId
    ? ((await ctx.db
        .selectFrom("patients")
        .selectAll()
        .where("id", "=", patientId)
        .executeTakeFirst()) ?? null)
    : null;
  if (input.patient_id !== undefined) {
    const owned =
      patient !== null && patient.owner_id === account.userId && patient.archived_at === null;
    if (!owned) {
      throw badRequest(
        "patient_not_owned",
        "patient_id is not one of your patients. List them with GET /api/v1/patients, or omit patient_id.",
      );
    }
    if (bound && bound !== input.patient_id) {
      throw badRequest(
        "patient_already_bound",
        "This encounter is already bound to another patient and cannot be re-targeted. Send the same patient_id (or omit it), or start a new encounter without session_token for the other patient.",
      );
    }
  }
  return { patientId, patient };
}

function sessionRules(ctx: RequestContext, encounterId: string): RateLimitRule[] {
  const { QUERY_LIMIT_PER_HOUR: perHour, QUERY_LIMIT_PER_DAY: perDay } = ctx.config;
  return [
    {
      key: `agent-query:session:${encounterId}:hour`,
      limit: perHour,
      windowSeconds: HOUR,
      message: (s) =>
        `This session has reached its limit of ${perHour} queries per hour. Retry in ${s} seconds.`,
    },
    {
      key: `agent-query:session:${encounterId}:day`,
      limit: perDay,
      windowSeconds: DAY,
      message: (s) =>
        `This session has reached its limit of ${perDay} queries per day. Retry in ${s} seconds.`,
    },
  ];
}

/**
 * A new encounter counts against an hourly limit and starts its session limits. The limit is the
 * account's when the caller is signed in (an agent platform's users may share one address), else
 * the client address's.
 */
function newEncounterRules(
  ctx: RequestContext,
  encounterId: string,
  account: AccountCaller | null,
): RateLimitRule[] {
  const limit = ctx.config.NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT;
  return [
    account
      ? {
          key: `agent-query:new-encounter:account:${account.userId}`,
          limit,
          windowSeconds: HOUR,
          message: (s) =>
            `This account has started ${limit} new encounters in the last hour (its limit). Continue an existing encounter with its session_token, or retry in ${s} seconds.`,
        }
      : {
          key: `agent-query:new-encounter:client:${ctx.clientAddress}`,
          limit,
          windowSeconds: HOUR,
          message: (s) =>
            `Too many new encounters from this client in the last hour (limit ${limit}). Continue an existing encounter with its session_token, or retry in ${s} seconds.`,
        },
    ...sessionRules(ctx, encounterId),
  ];
}

/** The letter check, or the 400 that refuses a letter which is not one (nothing is stored). */
export function evaluateOrReject(query: string): LetterEvaluation {
  return acceptedOrReject(evaluateLetter(query));
}

/** The evaluator's findings when it accepted the letter; its refusal as a 400 otherwise. */
function acceptedOrReject(result: ReturnType<typeof evaluateLetter>): LetterEvaluation {
  if (!result.ok) {
    throw badRequest(REJECTION_CODES[result.code], result.message, {
      length: result.length,
      min_length: MIN_LETTER_LENGTH,
      max_length: MAX_LETTER_LENGTH,
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The transaction

interface StoredTurn {
  state: EncounterState;
  sessionToken: string;
  encounterToken: string;
  submissionId: string | null;
  owner: string | null;
  expiresAt: Date;
}

/** One transaction: the encounter (created, or rotated by compare-and-swap), the turn, its
 * images, and the submission settled. */
async function storeTurn(s: Submission): Promise<StoredTurn> {
  const ready = s.result.final_decision_ready;
  // Spec rule 3: a complete letter on an encounter that already has a submission (paid at
  // checkout or auto-submitted) replaces it, whoever sends it and at no charge; an incomplete
  // one is stored as a turn and leaves the earlier letter in review.
  const alreadySubmitted = s.existing?.state === "submitted";
  const submit = ready && (alreadySubmitted || (s.reasons !== null && s.reasons.length === 0));
  const stored: StoredTurn = {
    state: submit || alreadySubmitted ? "submitted" : ready ? "readyForCheckout" : "open",
    sessionToken: s.input.session_token ?? randomHex(32),
    encounterToken: randomHex(32),
    submissionId: submit ? newId() : null,
    owner: s.account?.userId ?? s.existing?.user_id ?? null,
    expiresAt: s.existing?.expires_at ?? expiresAt(s.ctx.config, s.now),
  };
  const turnId = newId();
  await inTransaction(s.ctx.db, async (trx) => {
    const version = await writeEncounter(trx, s, stored);
    await trx
      .insertInto("turns")
      .values({
        id: turnId,
        encounter_id: s.encounterId,
        version,
        query_text: s.input.query,
        evaluation: JSON.stringify(s.result.evaluation),
        result: JSON.stringify(storedResult(s)),
        created_at: s.now,
      })
      .execute();
    if (s.images.length > 0) await storeImages(trx, s.clock, s.encounterId, turnId, s.images);
    await settleSubmission(trx, s, stored, turnId);
    // Only a change into `submitted` is news, and a new encounter has no prescribing request yet.
    if (stored.state === "submitted" && s.existing && !alreadySubmitted)
      await s.ctx.encounterEvents.publish(trx, s.now, s.encounterId, { kind: "submitted" });
  });
  return stored;
}

/**
 * Whether this call only writes the encounter and its turn: anonymous (no auto-submit), no
 * images, and no submission to withdraw (an encounter in `submitted` may hold an active one).
 */
function fastPathApplies(
  account: AccountCaller | null,
  input: AgentQueryInput,
  existing: EncounterRow | null,
): boolean {
  return account === null && !input.images?.length && existing?.state !== "submitted";
}

/**
 * `consumeRateLimits` + `storeTurn` for a call that `fastPathApplies` to, in ONE statement (one
 * round trip instead of five): data-modifying CTEs bump the rate-limit buckets, then insert the
 * encounter (or rotate its token by compare-and-swap) and the turn only when no bucket is over
 * its limit. The semantics are those of the separate steps: the hits are counted even when the
 * call is refused (the buckets commit with the statement), a 429 stores nothing, and a lost
 * compare-and-swap is 409 `concurrent_resubmission` with nothing stored. On PostgreSQL it runs as
 * a named prepared statement (PREPARED_MARK): parsed and planned once per connection.
 */
async function storeTurnInOneStatement(s: Submission, rules: RateLimitRule[]): Promise<StoredTurn> {
  const { existing, now } = s;
  const stored: StoredTurn = {
    state: s.result.final_decision_ready ? "readyForCheckout" : "open",
    sessionToken: s.input.session_token ?? randomHex(32),
    encounterToken: randomHex(32),
    submissionId: null,
    owner: existing?.user_id ?? null,
    expiresAt: existing?.expires_at ?? expiresAt(s.ctx.config, now),
  };
  const windows = rateLimitWindows(s.clock, rules);
  const buckets = sql.join(
    windows.map((w) => sql`(${w.rule.key}, ${w.start}::timestamptz, 1, ${w.end}::timestamptz)`),
  );
  const over = sql.join(
    windows.map((w) => sql`(rl.key = ${w.rule.key} and rl.count > ${w.rule.limit}::int)`),
    sql` or `,
  );
  const encounterTokenHash = sha256Hex(stored.encounterToken);
  const write = existing
    ? letterTurnEncounterSql({
        kind: "rotate",
        rotation: {
          existing,
          at: now,
          to: stored.state,
          encounterTokenHash,
          userId: stored.owner,
          patientId: s.patientId,
        },
      })
    : letterTurnEncounterSql({
        kind: "insert",
        id: s.encounterId,
        at: now,
        state: stored.state,
        sessionTokenHash: sha256Hex(stored.sessionToken),
        encounterTokenHash,
        expiresAt: stored.expiresAt,
      });
  const { rows } = await sql<{
    counts: { key: string; count: number }[];
    version: number | null;
  }>`${sql.raw(PREPARED_MARK)} /* agent-query:store-turn */
    with rl as (
      insert into rate_limit_buckets as b (key, window_start, count, expires_at)
      values ${buckets}
      on conflict (key, window_start) do update set count = b.count + 1
      returning b.key, b.count
    ), allowed as (
      select not exists (select 1 from rl where ${over}) as ok
    ), enc as (
      ${write}
    ), turn as (
      insert into turns (id, encounter_id, version, query_text, evaluation, result, created_at)
      select ${newId()}::uuid, ${s.encounterId}::uuid, enc.token_version, ${s.input.query},
        ${JSON.stringify(s.result.evaluation)}::jsonb, ${JSON.stringify(storedResult(s))}::jsonb,
        ${now}::timestamptz
      from enc
      returning version
    )
    select (select json_agg(json_build_object('key', key, 'count', count)) from rl) as counts,
      (select version from turn) as version`.execute(s.ctx.db);
  const row = rows[0];
  judgeRateLimits(windows, row?.counts ?? []);
  if (row?.version == null) {
    // Not over a limit, yet nothing written: only a lost compare-and-swap does that.
    throw concurrentResubmission(s.encounterId);
  }
  return stored;
}

const concurrentResubmission = (encounterId: string) =>
  conflict(
    "concurrent_resubmission",
    "Another resubmission of this encounter was accepted while this one was being processed. Retry with the same session_token; your letter was not stored.",
    { encounter_id: encounterId },
  );

/** Inserts a new encounter, or rotates the token of an existing one; returns the token version. */
async function writeEncounter(trx: Trx, s: Submission, stored: StoredTurn): Promise<number> {
  const { existing, now } = s;
  if (!existing) {
    await insertEncounter(trx, {
      id: s.encounterId,
      at: now,
      state: stored.state,
      userId: stored.owner,
      patientId: s.patientId,
      sessionTokenHash: sha256Hex(stored.sessionToken),
      encounterTokenHash: sha256Hex(stored.encounterToken),
      expiresAt: stored.expiresAt,
    });
    return 1;
  }
  const version = await rotateEncounterForTurn(trx, {
    existing,
    at: now,
    to: stored.state,
    encounterTokenHash: sha256Hex(stored.encounterToken),
    userId: stored.owner,
    patientId: s.patientId,
  });
  if (version === null) throw concurrentResubmission(existing.id);
  return version;
}

/**
 * A new submission replaces the active one (spec rule 3: the earlier one shows as canceled and
 * replaced, goes to the audit trail, no extra charge; `submitForReview` does both). A turn that
 * does not submit leaves the active submission as it is.
 */
async function settleSubmission(
  trx: Trx,
  s: Submission,
  stored: StoredTurn,
  turnId: string,
): Promise<void> {
  const { submissionId } = stored;
  if (!submissionId || !stored.owner || !s.patientId) return;
  await submitForReview(trx, {
    at: s.now,
    actor: actorOf(s.ctx.caller),
    encounterId: s.encounterId,
    userId: stored.owner,
    patientId: s.patientId,
    id: submissionId,
    turn: { id: turnId, query: s.input.query },
    // Only a submitted encounter can hold an active submission (review states are locked).
    activeMayExist: s.existing?.state === "submitted",
  });
}

/** What the turn keeps besides the 11 booleans: the findings and the wording the caller got. */
function storedResult(s: Submission): Record<string, unknown> {
  const { result, feedback } = s;
  return {
    final_decision_ready: result.final_decision_ready,
    missing_items: result.missing_items,
    completed_items: result.completed_items,
    commentary: feedback.commentary,
    next_steps: feedback.next_steps,
    reasons: result.reasons,
    pii_kinds: result.pii_kinds,
    conditions: result.conditions,
    age_years: result.age_years,
    sex: result.sex,
    scope_problems: result.scope_problems,
  };
}

// ---------------------------------------------------------------------------------------------
// The answer

function respond(s: Submission, stored: StoredTurn): AgentQueryResponse {
  const { result, reasons, encounterId, feedback } = s;
  const ready = result.final_decision_ready;
  const submit = stored.submissionId !== null;
  const autoSubmit: AutoSubmit | undefined = reasons
    ? submit
      ? {
          status: "submitted",
          submission_id: stored.submissionId as string,
          new_state: "submitted",
        }
      : { status: "blocked", pending_reasons: reasons }
    : undefined;
  return {
    session_token: stored.sessionToken,
    evaluation: result.evaluation,
    final_decision_ready: ready,
    commentary: feedback.commentary,
    missing_items: result.missing_items,
    completed_items: result.completed_items,
    next_steps: feedback.next_steps,
    encounter_id: encounterId,
    encounter_token: stored.encounterToken,
    encounter_expires_at: stored.expiresAt.toISOString(),
    ...(ready
      ? {
          checkout_url: checkoutUrl(s.ctx.config, encounterId, stored.encounterToken),
          pricing: getQueryPricing(s.ctx.config),
        }
      : {}),
    ...(stored.owner ? { already_claimed: true } : {}),
    ...(autoSubmit ? { auto_submit: autoSubmit } : {}),
    ...(submit
      ? { submission_id: stored.submissionId as string, new_state: "submitted" as const }
      : {}),
  };
}
