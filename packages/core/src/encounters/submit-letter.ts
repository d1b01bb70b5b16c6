import { inTransaction, type Trx } from "@intake/db";
import {
  evaluateLetter,
  type LetterEvaluation,
  MAX_LETTER_LENGTH,
  MIN_LETTER_LENGTH,
} from "@intake/evaluator";
import { sql } from "kysely";
import type { AccountCaller } from "../callers/caller";
import { getQueryPricing } from "../catalogue/catalogue";
import type { RequestContext } from "../context";
import { newId, randomHex, sha256Hex } from "../crypto";
import { badRequest, conflict, unauthorized } from "../errors";
import { type AcceptedImage, acceptImages, storeImages } from "../images/ingest";
import { onEncounterChanged } from "../prescribing/on-encounter-changed";
import { consumeRateLimits, type RateLimitRule } from "../rate-limit/rate-limit";
import {
  assertNotExpired,
  assertQueryable,
  chatEndpoint,
  checkoutUrl,
  type EncounterRow,
  expiresAt,
  sessionNotFound,
} from "./encounter-rules";
import { pendingReasons } from "./pending-reasons";
import type {
  AgentQueryInput,
  AgentQueryResponse,
  AutoSubmit,
  EncounterState,
  PendingReason,
} from "./schemas";

const HOUR = 3600;
const DAY = 24 * HOUR;

const REJECTION_CODES = {
  too_short: "letter_too_short",
  too_long: "letter_too_long",
  not_medical: "not_medical",
} as const;

/**
 * POST /api/v1/agent/query: evaluates a letter and starts or continues an encounter.
 *
 * Order of checks: who is calling, the session (404 / 409 lock / 410 expiry), the patient, the
 * per-session rate limit, the letter itself (a rejected letter stores nothing), the per-client
 * limit on new encounters, the images; then one transaction stores the turn, rotates the
 * encounter token by compare-and-swap on `token_version`, and (authenticated callers) submits.
 */
export async function submitLetter(args: {
  ctx: RequestContext;
  input: AgentQueryInput;
}): Promise<AgentQueryResponse> {
  return (await submitLetterWithDetails(args)).response;
}

/** What the /new page shows besides the API answer: the evaluator's PII and scope findings. */
export interface LetterSubmissionDetails {
  response: AgentQueryResponse;
  piiKinds: LetterEvaluation["pii_kinds"];
  scopeProblems: string[];
}

/** `submitLetter`, also returning the evaluator's findings that the API does not expose. */
export async function submitLetterWithDetails({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: AgentQueryInput;
}): Promise<LetterSubmissionDetails> {
  const account = acceptedCaller(ctx);
  if (input.patient_id !== undefined && !account) {
    throw unauthorized(
      "patient_id needs authentication: send a personal API key or a session token as 'Authorization: Bearer <token>', or omit patient_id.",
      "authentication_required",
    );
  }
  const now = ctx.clock.now();

  let existing: EncounterRow | null = null;
  if (input.session_token !== undefined) {
    existing =
      (await ctx.db
        .selectFrom("encounters")
        .selectAll()
        .where("session_token_hash", "=", sha256Hex(input.session_token))
        .executeTakeFirst()) ?? null;
    if (!existing) throw sessionNotFound();
    if (account && existing.user_id !== null && existing.user_id !== account.userId)
      throw sessionNotFound();
    const locked = [
      "reviewing",
      "waitingForPatientReply",
      "completed",
      "closed",
      "canceled",
    ].includes(existing.state);
    if (locked)
      assertQueryable(existing, input.session_token, await latestSubmissionId(ctx, existing.id));
    assertNotExpired(existing, now);
  }

  let patientId = existing?.patient_id ?? null;
  if (input.patient_id !== undefined && account) {
    const owned = await ctx.db
      .selectFrom("patients")
      .select("id")
      .where("id", "=", input.patient_id)
      .where("owner_id", "=", account.userId)
      .where("archived_at", "is", null)
      .executeTakeFirst();
    if (!owned) {
      throw badRequest(
        "patient_not_owned",
        "patient_id is not one of your patients. List them with GET /api/v1/patients, or omit patient_id.",
      );
    }
    if (existing?.patient_id && existing.patient_id !== input.patient_id) {
      throw badRequest(
        "patient_already_bound",
        "This encounter is already bound to another patient and cannot be re-targeted. Send the same patient_id (or omit it), or start a new encounter without session_token for the other patient.",
      );
    }
    patientId = input.patient_id;
  }

  if (existing) await consumeRateLimits(ctx.db, ctx.clock, sessionRules(ctx, existing.id));

  const result = evaluateLetter(input.query);
  if (!result.ok) {
    throw badRequest(REJECTION_CODES[result.code], result.message, {
      length: result.length,
      min_length: MIN_LETTER_LENGTH,
      max_length: MAX_LETTER_LENGTH,
    });
  }

  const encounterId = existing?.id ?? newId();
  if (!existing) {
    await consumeRateLimits(ctx.db, ctx.clock, [
      {
        key: `agent-query:new-encounter:client:${ctx.clientAddress}`,
        limit: ctx.config.NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT,
        windowSeconds: HOUR,
        message: (s) =>
          `Too many new encounters from this client in the last hour (limit ${ctx.config.NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT}). Continue an existing encounter with its session_token, or retry in ${s} seconds.`,
      },
      ...sessionRules(ctx, encounterId),
    ]);
  }

  const accepted: AcceptedImage[] = input.images?.length
    ? await acceptImages(ctx, input.images)
    : [];

  const owner = account?.userId ?? existing?.user_id ?? null;
  const reasons = account
    ? await gatherPendingReasons(ctx, account, patientId, encounterId, result.final_decision_ready)
    : null;
  const submit = reasons !== null && reasons.length === 0;
  const state: EncounterState = submit
    ? "submitted"
    : result.final_decision_ready
      ? "readyForCheckout"
      : "open";

  const sessionToken = input.session_token ?? randomHex(32);
  const encounterToken = randomHex(32);
  const turnId = newId();
  const submissionId = submit ? newId() : null;
  const createdAt = existing?.created_at ?? now;
  const encounterExpiresAt = existing?.expires_at ?? expiresAt(ctx.config, now);

  await inTransaction(ctx.db, async (trx) => {
    let version = 1;
    if (existing) {
      // Compare-and-swap: only the request that read this token_version and state rotates the
      // token; a concurrent resubmission finds no row and is told to retry, so no turn is lost.
      const updated = await trx
        .updateTable("encounters")
        .set({
          encounter_token_hash: sha256Hex(encounterToken),
          token_version: existing.token_version + 1,
          state,
          patient_id: patientId,
          user_id: owner,
          claimed_at: existing.claimed_at ?? (owner ? now : null),
          // The clinician queue is ordered by submission time; a withdrawn letter leaves it.
          submitted_at: submit ? now : null,
          updated_at: now,
        })
        .where("id", "=", existing.id)
        .where("token_version", "=", existing.token_version)
        .where("state", "=", existing.state)
        .returning("token_version")
        .executeTakeFirst();
      if (!updated) {
        throw conflict(
          "concurrent_resubmission",
          "Another resubmission of this encounter was accepted while this one was being processed. Retry with the same session_token; your letter was not stored.",
          { encounter_id: existing.id },
        );
      }
      version = updated.token_version;
    } else {
      await trx
        .insertInto("encounters")
        .values({
          id: encounterId,
          user_id: owner,
          patient_id: patientId,
          state,
          session_token_hash: sha256Hex(sessionToken),
          encounter_token_hash: sha256Hex(encounterToken),
          token_version: 1,
          claimed_at: owner ? now : null,
          submitted_at: submit ? now : null,
          expires_at: encounterExpiresAt,
          created_at: createdAt,
          updated_at: now,
        })
        .execute();
    }

    await trx
      .insertInto("turns")
      .values({
        id: turnId,
        encounter_id: encounterId,
        version,
        query_text: input.query,
        evaluation: JSON.stringify(result.evaluation),
        result: JSON.stringify(storedResult(result)),
        created_at: now,
      })
      .execute();
    if (accepted.length > 0) await storeImages(trx, ctx.clock, encounterId, turnId, accepted);

    await settleSubmission(trx, ctx, {
      encounterId,
      turnId,
      submissionId,
      owner,
      patientId,
      query: input.query,
      // Only a submitted encounter can hold an active submission (review states are locked).
      mayHaveSubmission: existing?.state === "submitted",
    });
    if (submit) await onEncounterChanged(trx, now, encounterId, { kind: "submitted" });
  });

  const ready = result.final_decision_ready;
  const checkout = ready ? checkoutUrl(ctx.config, encounterId, encounterToken) : undefined;
  const autoSubmit: AutoSubmit | undefined = reasons
    ? submit
      ? { status: "submitted", submission_id: submissionId as string, new_state: "submitted" }
      : { status: "blocked", pending_reasons: reasons }
    : undefined;

  const response: AgentQueryResponse = {
    session_token: sessionToken,
    evaluation: result.evaluation,
    final_decision_ready: ready,
    commentary: result.commentary,
    missing_items: result.missing_items,
    completed_items: result.completed_items,
    next_steps: nextSteps(result, encounterId, reasons),
    encounter_id: encounterId,
    encounter_token: encounterToken,
    encounter_expires_at: encounterExpiresAt.toISOString(),
    ...(ready ? { checkout_url: checkout, pricing: getQueryPricing(ctx.config) } : {}),
    ...(owner ? { already_claimed: true } : {}),
    ...(autoSubmit ? { auto_submit: autoSubmit } : {}),
    ...(submit ? { submission_id: submissionId as string, new_state: "submitted" as const } : {}),
  };
  return { response, piiKinds: result.pii_kinds, scopeProblems: result.scope_problems.map(String) };
}

/** Anonymous or an account; a developer key or an encounter token is refused with 400. */
function acceptedCaller(ctx: RequestContext): AccountCaller | null {
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
  return caller.kind === "anonymous" ? null : caller;
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

/** Reads what the auto-submit gate needs (spec: auto_submit) and lists every blocking reason. */
async function gatherPendingReasons(
  ctx: RequestContext,
  account: AccountCaller,
  patientId: string | null,
  encounterId: string,
  letterReady: boolean,
): Promise<PendingReason[]> {
  const [user, patient, subscription] = await Promise.all([
    ctx.db
      .selectFrom("users")
      .select("identity_status")
      .where("id", "=", account.userId)
      .executeTakeFirst(),
    patientId
      ? ctx.db.selectFrom("patients").selectAll().where("id", "=", patientId).executeTakeFirst()
      : Promise.resolve(undefined),
    ctx.db
      .selectFrom("subscriptions")
      .select(["status", "current_period_start", "current_period_end"])
      .where("user_id", "=", account.userId)
      .executeTakeFirst(),
  ]);
  let submissionsThisPeriod = 0;
  if (subscription?.status === "active") {
    // Fair use counts encounters, not submissions: replacing this encounter's submission is free.
    const row = await ctx.db
      .selectFrom("submissions")
      .select((eb) => eb.fn.count<number>("encounter_id").distinct().as("n"))
      .where("user_id", "=", account.userId)
      .where("created_at", ">=", subscription.current_period_start)
      .where("created_at", "<", subscription.current_period_end)
      .where("encounter_id", "!=", encounterId)
      .executeTakeFirst();
    submissionsThisPeriod = Number(row?.n ?? 0);
  }
  return pendingReasons({
    letterReady,
    patient: patient
      ? {
          ownedByCaller: patient.owner_id === account.userId && patient.archived_at === null,
          consentedToTelehealth: patient.consented_to_telehealth,
          identityStatus: patient.identity_status,
          relationship: patient.relationship,
          dateOfBirth: patient.date_of_birth,
          stateOfResidence: patient.state_of_residence,
        }
      : null,
    ownerIdentityVerified: user?.identity_status === "verified",
    subscriptionStatus: subscription?.status ?? null,
    submissionsThisPeriod,
    fairUseCap: ctx.config.FAIR_USE_SUBMISSIONS_PER_PERIOD,
    today: ctx.clock.now(),
  });
}

/**
 * A new submission replaces the active one (spec rule 3: the earlier one shows as canceled and
 * replaced, goes to the audit trail, no extra charge). A resubmission that does not submit
 * withdraws the active one: the encounter is no longer `submitted`, so nothing may sit in review.
 */
async function settleSubmission(
  trx: Trx,
  ctx: RequestContext,
  s: {
    encounterId: string;
    turnId: string;
    submissionId: string | null;
    owner: string | null;
    patientId: string | null;
    query: string;
    mayHaveSubmission: boolean;
  },
): Promise<void> {
  if (!s.mayHaveSubmission && !s.submissionId) return;
  const now = ctx.clock.now();
  const active = s.mayHaveSubmission
    ? await trx
        .selectFrom("submissions")
        .select("id")
        .where("encounter_id", "=", s.encounterId)
        .where("status", "=", "active")
        .executeTakeFirst()
    : undefined;
  const actor =
    ctx.caller.kind === "api_key" || ctx.caller.kind === "session" ? ctx.caller.userId : null;
  const audit = (action: string, entityId: string, detail: Record<string, unknown>) =>
    trx
      .insertInto("audit_log")
      .values({
        at: now,
        actor_user_id: actor,
        actor_kind: ctx.caller.kind,
        action,
        entity_type: "submission",
        entity_id: entityId,
        detail: JSON.stringify(detail),
      })
      .execute();

  if (active) {
    const replaced = s.submissionId !== null;
    await trx
      .updateTable("submissions")
      .set({
        status: replaced ? "canceled_replaced" : "canceled",
        replaced_by_id: s.submissionId,
        canceled_at: now,
      })
      .where("id", "=", active.id)
      .execute();
    await audit(replaced ? "submission.replaced" : "submission.withdrawn", active.id, {
      encounter_id: s.encounterId,
      ...(replaced
        ? { replaced_by_id: s.submissionId }
        : { reason: "resubmitted_without_auto_submit" }),
    });
  }
  if (s.submissionId && s.owner && s.patientId) {
    await trx
      .insertInto("submissions")
      .values({
        id: s.submissionId,
        encounter_id: s.encounterId,
        user_id: s.owner,
        patient_id: s.patientId,
        turn_id: s.turnId,
        query_snapshot: s.query,
        status: "active",
        replaced_by_id: null,
        canceled_at: null,
        created_at: now,
      })
      .execute();
    await audit("submission.created", s.submissionId, {
      encounter_id: s.encounterId,
      turn_id: s.turnId,
      ...(active ? { replaces_id: active.id } : {}),
    });
  }
}

/** What the turn keeps besides the 11 booleans: the rest of the evaluator's answer. */
function storedResult(result: LetterEvaluation): Record<string, unknown> {
  return {
    final_decision_ready: result.final_decision_ready,
    missing_items: result.missing_items,
    completed_items: result.completed_items,
    commentary: result.commentary,
    next_steps: result.next_steps,
    pii_kinds: result.pii_kinds,
    conditions: result.conditions,
    age_years: result.age_years,
    sex: result.sex,
    scope_problems: result.scope_problems,
  };
}

const REASON_TEXT: Record<PendingReason, string> = {
  letter_incomplete: "the letter does not meet every criterion yet",
  patient_required:
    "no patient with complete details is bound (send patient_id of one of your patients)",
  patient_not_owned: "the bound patient is not one of your active patients",
  telehealth_consent_required:
    "the patient has not consented to telehealth (PATCH /api/v1/patients/{id})",
  patient_not_id_verified: "the patient's identity is not verified",
  subscription_required: "the account has no active subscription",
  rate_limit_reached: "the fair-use limit of submissions for this billing period is reached",
  state_not_served:
    "the patient's state of residence is not served; checkout cannot resolve this (the knowledge base stays available)",
};

function nextSteps(
  result: LetterEvaluation,
  encounterId: string,
  reasons: PendingReason[] | null,
): string {
  if (!result.final_decision_ready) {
    const blocked = reasons?.filter((r) => r !== "letter_incomplete") ?? [];
    const also =
      blocked.length > 0
        ? ` Before it can be submitted automatically, also: ${blocked.map((r) => REASON_TEXT[r]).join("; ")}.`
        : "";
    return `${result.next_steps} Then resubmit the whole corrected letter to POST /api/v1/agent/query with the same session_token (use the newest encounter_token afterwards).${also}`;
  }
  if (reasons && reasons.length === 0) {
    return `The letter was submitted for physician review. Read and answer physician messages at ${chatEndpoint(encounterId)} with the encounter_token or your API key. Acceptance by the automated check does not guarantee a review or a review time.`;
  }
  if (reasons?.includes("state_not_served")) {
    return `The letter is complete, but ${REASON_TEXT.state_not_served}.`;
  }
  const why = reasons
    ? ` It was not submitted automatically because ${reasons.map((r) => REASON_TEXT[r]).join("; ")}.`
    : "";
  return `The letter is complete.${why} Open checkout_url: the patient signs in, verifies identity and pays there. To change the letter, resubmit it with the same session_token (the encounter_token and checkout_url rotate).`;
}
