import { inTransaction } from "@intake/db";
import { parsePhone, parseState, parseZip } from "../../accounts/patients/rules";
import { isServedState } from "../../catalogue/conditions/catalogue";
import { expiresAt } from "../../encounters/encounter-rules";
import { writeLetterFeedback } from "../../encounters/letter-feedback";
import {
  insertEncounter,
  rotatePrescribingEncounter,
  transitionEncounter,
} from "../../encounters/lifecycle/store";
import { evaluateOrReject } from "../../encounters/submit-letter";
import { type AcceptedImage, acceptImages, storeImages } from "../../images/ingest";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext } from "../../kernel/context";
import { newId, randomHex, sha256Hex } from "../../kernel/crypto";
import { badRequest, conflict, DomainError, notFound } from "../../kernel/errors";
import { consumeRateLimits } from "../../kernel/rate-limit/rate-limit";
import { verb } from "../../kernel/verbs";
import { requireDeveloperKey } from "./developer-caller";
import { completeRequest } from "./on-encounter-changed";
import { type RequestRow, updateRequest } from "./outcomes";
import { REVIEW_PRICING } from "./pricing";
import { PrescribingQueryInput, type PrescribingQueryResponse } from "./schemas";
import { getDeveloperSettings } from "./settings";

/** What a simulated review produces in the sandbox (auto progression, and `complete`). */
export const SIMULATED_PRESCRIPTION = {
  medication: "Simulated medication 10 mg tablet",
  quantity: "30 tablets",
  refills: 1,
  instructions: "Sandbox only: take one tablet daily. No pharmacy is reached.",
} as const;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const PHONE = /(\+?\d[\s\-.()]*){7,}/;
const NAME = /^[A-Z][a-z]+(?:[ .'-]+[A-Z][a-z]+)+$/;

/** external_id is opaque: refuse what looks like an e-mail, a phone number or a person's name. */
export function assertOpaqueExternalId(value: string): string {
  const id = value.trim();
  if (id.length === 0) {
    throw badRequest("invalid_external_id", "external_id must not be empty; omit it instead.", {
      field: "external_id",
    });
  }
  const kind = EMAIL.test(id)
    ? "an e-mail address"
    : PHONE.test(id)
      ? "a phone number"
      : NAME.test(id)
        ? "a person's name"
        : null;
  if (kind) {
    throw badRequest(
      "external_id_personal_data",
      `external_id looks like ${kind}. It must be an opaque id of yours (e.g. a UUID or "req_8f2k"), never personal data: it appears in webhooks and polling.`,
      { field: "external_id" },
    );
  }
  return id;
}

function field<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DomainError) {
      const what = error.message.replace(/^(stateOfResidence|zipCode|phoneNumber)/, name);
      throw badRequest(error.code, what, { field: name });
    }
    throw error;
  }
}

/**
 * POST /api/v1/prescribing/query: evaluates a letter for a developer's patient and creates (or,
 * with session_token, iterates) a prescribing request. The letter rules and evaluator are those
 * of the agent query. When the letter is ready the answer carries the patient's consent_url;
 * in the sandbox also the decision a simulated review will produce.
 */
export const submitPrescribingQuery = verb(
  PrescribingQueryInput,
  async ({ ctx, input }): Promise<PrescribingQueryResponse> => {
    const caller = requireDeveloperKey(ctx.caller);
    const sandbox = caller.environment === "test";
    const now = ctx.clock.now();

    if (input.sandbox_progression !== undefined && !sandbox) {
      throw badRequest(
        "sandbox_only",
        "sandbox_progression applies to test keys only; omit it with a live key.",
        { field: "sandbox_progression" },
      );
    }
    const externalId =
      input.external_id !== undefined ? assertOpaqueExternalId(input.external_id) : undefined;

    let existing: RequestRow | null = null;
    let encounterId: string;
    if (input.session_token !== undefined) {
      const encounter = await ctx.db
        .selectFrom("encounters")
        .innerJoin("prescribing_requests as r", "r.encounter_id", "encounters.id")
        .select(["encounters.id", "encounters.expires_at"])
        .where("encounters.session_token_hash", "=", sha256Hex(input.session_token))
        .where("r.developer_id", "=", caller.userId)
        .where("r.environment", "=", caller.environment)
        .executeTakeFirst();
      if (!encounter) {
        throw new DomainError(
          "session_not_found",
          "No request of yours in this environment has this session_token. Omit session_token to start a new request.",
        );
      }
      existing = await ctx.db
        .selectFrom("prescribing_requests")
        .selectAll()
        .where("encounter_id", "=", encounter.id)
        .executeTakeFirstOrThrow();
      if (existing.status !== "awaiting_consent" || existing.email_verified_at) {
        throw conflict(
          "request_locked",
          `This request is ${existing.status} and the patient has started consent, so its letter can no longer change. Start a new request without session_token.`,
          { encounter_id: existing.encounter_id, status: existing.status },
        );
      }
      if (encounter.expires_at <= now) {
        throw new DomainError(
          "encounter_expired",
          "This request has expired. Start a new request without session_token.",
        );
      }
      encounterId = existing.encounter_id;
    } else {
      encounterId = newId();
    }

    // Patient contact: required on a new request (unless a developer-consented patient is named).
    const patient = input.patient_id
      ? await loadDeveloperPatient(ctx, caller.userId, input.patient_id)
      : null;
    const email = input.patient_email?.trim().toLowerCase();
    if (email !== undefined && !EMAIL.test(email)) {
      throw badRequest("invalid_email", "patient_email must be an e-mail address.", {
        field: "patient_email",
      });
    }
    const phone = input.patient_phone
      ? field("patient_phone", () => parsePhone(input.patient_phone as string))
      : undefined;
    const state = input.patient_state
      ? field("patient_state", () => parseState(input.patient_state as string))
      : (patient?.state_of_residence ?? undefined);
    const zip = input.patient_zip
      ? field("patient_zip", () => parseZip(input.patient_zip as string))
      : (patient?.zip_code ?? undefined);
    if (!existing) {
      const missing = patient
        ? []
        : (
            [
              ["patient_email", email],
              ["patient_phone", phone],
              ["patient_state", state],
              ["patient_zip", zip],
            ] as const
          )
            .filter(([, v]) => v === undefined)
            .map(([k]) => k);
      if (missing.length > 0) {
        throw badRequest(
          "patient_contact_required",
          `A new request needs ${missing.join(", ")}. The patient receives the consent code at patient_email.`,
          { fields: missing },
        );
      }
    }
    const effectiveState = state ?? existing?.patient_state;
    if (!sandbox && effectiveState && !isServedState(effectiveState)) {
      throw badRequest(
        "state_not_served",
        `Clinical services are offered only to residents of 18 US states; ${effectiveState} is not one of them. The request was not created. (Test keys accept any state.)`,
        { field: "patient_state" },
      );
    }

    await consumeRateLimits(ctx.db, ctx.clock, [
      {
        key: `prescribing-query:session:${encounterId}:hour`,
        limit: ctx.config.QUERY_LIMIT_PER_HOUR,
        windowSeconds: 3600,
        message: (s) =>
          `This request has reached its limit of ${ctx.config.QUERY_LIMIT_PER_HOUR} queries per hour. Retry in ${s} seconds.`,
      },
    ]);

    const result = evaluateOrReject(input.query);
    const accepted: AcceptedImage[] = input.images?.length
      ? await acceptImages(ctx, input.images)
      : [];

    const settings = await getDeveloperSettings(ctx.db, caller.userId);
    const visibility =
      existing?.data_visibility ?? input.data_visibility ?? settings.data_visibility;
    const ready = result.final_decision_ready;
    const feedback = writeLetterFeedback({
      audience: "developer",
      result,
      encounterId,
      pendingReasons: null,
    });
    const sessionToken = input.session_token ?? randomHex(32);
    // The consent link's token opens the consent page only. The encounter token (chat and
    // checkout in the agent flow) is never handed out here: the patient reaches the chat by
    // signing in, and the developer sees what its data visibility allows.
    const consentToken = randomHex(32);
    const encounterToken = randomHex(32);
    const turnId = newId();

    const request = await inTransaction(ctx.db, async (trx) => {
      let version = 1;
      if (existing) {
        version = await rotatePrescribingEncounter(trx, {
          id: encounterId,
          at: now,
          to: ready ? "readyForCheckout" : "open",
          encounterTokenHash: sha256Hex(encounterToken),
        });
        await trx
          .updateTable("prescribing_requests")
          .set({ consent_token_hash: sha256Hex(consentToken) })
          .where("encounter_id", "=", encounterId)
          .execute();
      } else {
        await insertEncounter(trx, {
          id: encounterId,
          at: now,
          state: ready ? "readyForCheckout" : "open",
          userId: null,
          patientId: null,
          sessionTokenHash: sha256Hex(sessionToken),
          encounterTokenHash: sha256Hex(encounterToken),
          expiresAt: expiresAt(ctx.config, now),
          sandbox,
        });
      }
      await trx
        .insertInto("turns")
        .values({
          id: turnId,
          encounter_id: encounterId,
          version,
          query_text: input.query,
          evaluation: JSON.stringify(result.evaluation),
          result: JSON.stringify({
            final_decision_ready: ready,
            missing_items: result.missing_items,
            completed_items: result.completed_items,
            commentary: feedback.commentary,
            next_steps: feedback.next_steps,
            age_years: result.age_years,
            sex: result.sex,
          }),
          created_at: now,
        })
        .execute();
      if (accepted.length > 0) await storeImages(trx, ctx.clock, encounterId, turnId, accepted);

      if (existing) {
        return updateRequest(trx, now, encounterId, {
          ...(externalId !== undefined ? { external_id: externalId } : {}),
          ...(email !== undefined ? { patient_email: email } : {}),
          ...(phone !== undefined ? { patient_phone: phone } : {}),
          ...(state !== undefined ? { patient_state: state } : {}),
          ...(zip !== undefined ? { patient_zip: zip } : {}),
        });
      }
      let row = await trx
        .insertInto("prescribing_requests")
        .values({
          encounter_id: encounterId,
          developer_id: caller.userId,
          environment: caller.environment,
          external_id: externalId ?? null,
          status: "awaiting_consent",
          data_visibility: visibility,
          progression: input.sandbox_progression ?? "auto",
          patient_email: email ?? null,
          patient_phone: phone ?? patient?.phone_number ?? null,
          patient_state: state as string,
          patient_zip: zip ?? null,
          developer_consented: patient !== null,
          consent_token_hash: sha256Hex(consentToken),
          first_name: patient?.first_name ?? null,
          last_name: patient?.last_name ?? null,
          date_of_birth: patient?.date_of_birth ?? null,
          sex: patient?.sex ?? null,
          bookings: "[]",
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Facts only: which environment and visibility, never the patient's details.
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "prescribing_request.created",
        entityType: "encounter",
        entityId: encounterId,
        detail: { environment: caller.environment, data_visibility: visibility },
      });
      // A developer-consented patient needs no consent page: a ready letter goes straight on.
      if (patient && ready) row = await startReview(trx, ctx, row, patient.id, patient.owner_id);
      return row;
    });

    const consent = ready && !request.developer_consented;
    const response: PrescribingQueryResponse = {
      encounter_id: encounterId,
      session_token: sessionToken,
      environment: caller.environment,
      sandbox,
      status: request.status,
      external_id: request.external_id,
      data_visibility: request.data_visibility,
      evaluation: result.evaluation,
      final_decision_ready: ready,
      missing_items: result.missing_items,
      completed_items: result.completed_items,
      commentary: feedback.commentary,
      next_steps:
        ready && request.developer_consented
          ? "The letter is complete and the patient is developer-consented: the request is in review. Poll GET /api/v1/prescribing/encounters or wait for webhooks."
          : feedback.next_steps,
      ...(consent
        ? {
            consent_url: `${ctx.config.WEB_URL}/consent/${encounterId}?token=${consentToken}${sandbox ? "&sandbox=1" : ""}`,
          }
        : {}),
      ...(ready ? { pricing: { ...REVIEW_PRICING } } : {}),
      ...(ready && sandbox
        ? {
            simulated_decision: {
              status: "completed" as const,
              clinical_decision: "treatment_prescribed",
              message_to_patient:
                "Sandbox: a simulated physician reviewed the letter and prescribed one medication. No physician or pharmacy was reached.",
              prescriptions: request.progression === "auto" ? [{ ...SIMULATED_PRESCRIPTION }] : [],
            },
          }
        : {}),
    };
    return response;
  },
);

async function loadDeveloperPatient(ctx: RequestContext, developerId: string, patientId: string) {
  const settings = await getDeveloperSettings(ctx.db, developerId);
  if (!settings.enterprise) {
    throw new DomainError(
      "enterprise_agreement_required",
      "patient_id (developer-consented patients) needs an enterprise agreement on your account. Omit patient_id and send the patient's contact fields instead.",
    );
  }
  const patient = await ctx.db
    .selectFrom("patients")
    .selectAll()
    .where("id", "=", patientId)
    .where("owner_id", "=", developerId)
    .where("archived_at", "is", null)
    .executeTakeFirst();
  if (!patient) throw notFound("The patient");
  return patient;
}

/**
 * Consent and identity are done: the request enters review. A live request becomes a
 * `submitted` encounter with a patient and an active submission (the clinician queue's rule);
 * a sandbox one goes on by its progression (auto completes with one simulated prescription).
 */
export async function startReview(
  trx: Parameters<typeof updateRequest>[0],
  ctx: Pick<RequestContext, "clock" | "config" | "encounterEvents">,
  r: RequestRow,
  patientId: string | null,
  ownerId: string | null,
): Promise<RequestRow> {
  const now = ctx.clock.now();
  const row = await updateRequest(trx, now, r.encounter_id, {
    status: "in_review",
    submitted_at: now,
    identity_verified_at: r.identity_verified_at ?? now,
  });
  if (r.environment === "live") {
    // The clinician queue's rule: a submitted encounter has its owner, patient and an active
    // submission (the same insert as checkout and auto-submit, audited).
    await transitionEncounter(trx, ctx.encounterEvents, {
      id: r.encounter_id,
      at: now,
      from: "readyForCheckout",
      to: "submitted",
      set: { submitted_at: now, user_id: ownerId, patient_id: patientId, claimed_at: now },
      ...(ownerId && patientId
        ? {
            submission: {
              actor: { userId: ownerId, kind: "system" },
              userId: ownerId,
              patientId,
              via: "prescribing",
            },
          }
        : {}),
      audit: null,
    });
    return row;
  }
  // The sandbox's simulated physician takes it at once; the request hears completeRequest below.
  await transitionEncounter(trx, ctx.encounterEvents, {
    id: r.encounter_id,
    at: now,
    from: "readyForCheckout",
    to: "reviewing",
    set: { submitted_at: now, review_started_at: now },
    audit: null,
  });
  if (r.progression === "auto") {
    await writeSimulatedPrescriptions(trx, now, r.encounter_id, 1);
    await transitionEncounter(trx, ctx.encounterEvents, {
      id: r.encounter_id,
      at: now,
      from: "reviewing",
      to: "completed",
      set: { completed_at: now, clinical_decision: "treatment_prescribed" },
      audit: null,
    });
    return (await completeRequest(trx, now, ctx.config, row, "complete")).row;
  }
  return row;
}

export async function writeSimulatedPrescriptions(
  trx: Parameters<typeof updateRequest>[0],
  now: Date,
  encounterId: string,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await trx
      .insertInto("prescriptions")
      .values({
        id: newId(),
        encounter_id: encounterId,
        patient_id: null,
        clinician_id: null,
        ...SIMULATED_PRESCRIPTION,
        medication:
          count > 1
            ? `${SIMULATED_PRESCRIPTION.medication} #${i + 1}`
            : SIMULATED_PRESCRIPTION.medication,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
