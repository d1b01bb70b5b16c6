import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import { openIdentityLink } from "../../accounts/identity/identity-port";
import { parseSex } from "../../accounts/patients/rules";
import { insertPatient, updatePatientColumns } from "../../accounts/patients/store";
import { requestEmailCode } from "../../accounts/signin/request-signin-code";
import { consumeEmailCode } from "../../accounts/signin/verify-signin-code";
import { bindEncounterOwner, bindEncounterPatient } from "../../encounters/lifecycle/store";
import { identityVerified } from "../../encounters/pending-reasons";
import { recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext, Services } from "../../kernel/context";
import { newId, sha256Hex } from "../../kernel/crypto";
import { badRequest, conflict, notFound } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import type { RequestRow } from "./outcomes";
import { getDeveloperSettings } from "./settings";
import { startReview } from "./submit-prescribing-query";

const TOKEN = /^[0-9a-f]{64}$/;

export interface ConsentView {
  request: RequestRow;
  /** The developer's app as named on the data-sharing consent. */
  appName: string;
  /** Set once the patient proved the e-mail (the patient's account). */
  patientUserId: string | null;
  patientId: string | null;
  /** Live: whether the patient's identity is verified already. */
  identityVerified: boolean;
}

/** `p***@example.com`: enough for the patient to recognise the address, not to read it off a screen. */
export const maskEmail = (email: string | null): string => {
  if (!email) return "your e-mail address";
  const [local, domain] = email.split("@");
  return `${(local ?? "").slice(0, 1)}***@${domain ?? ""}`;
};

/**
 * The request behind a consent link; the token is the link's consent token (404 otherwise), which
 * opens nothing but this page (not the chat, not a checkout).
 */
export async function findConsentRequest(
  services: Pick<Services, "db" | "clock">,
  encounterId: string,
  token: string | undefined,
): Promise<ConsentView> {
  if (!isUuid(encounterId) || !TOKEN.test(token ?? "")) throw notFound("The consent link");
  const row = await services.db
    .selectFrom("prescribing_requests as r")
    .innerJoin("encounters as e", "e.id", "r.encounter_id")
    .selectAll("r")
    .select(["e.user_id as patient_user_id", "e.patient_id as patient_id"])
    .where("r.encounter_id", "=", encounterId)
    .where("r.consent_token_hash", "=", sha256Hex(token as string))
    .executeTakeFirst();
  if (!row || row.developer_consented) throw notFound("The consent link");
  const { patient_user_id, patient_id, ...request } = row;
  const settings = await getDeveloperSettings(services.db, request.developer_id);
  const developer = await services.db
    .selectFrom("users")
    .select("email")
    .where("id", "=", request.developer_id)
    .executeTakeFirstOrThrow();
  let verified = false;
  if (patient_id) {
    const patient = await services.db
      .selectFrom("patients as p")
      .innerJoin("users as u", "u.id", "p.owner_id")
      .select([
        "p.identity_status",
        "p.relationship",
        "p.date_of_birth",
        "u.identity_status as owner_status",
      ])
      .where("p.id", "=", patient_id)
      .executeTakeFirst();
    verified =
      !!patient &&
      identityVerified(
        {
          identityStatus: patient.identity_status,
          relationship: patient.relationship,
          dateOfBirth: patient.date_of_birth,
        },
        patient.owner_status === "verified",
        services.clock.now(),
      );
  }
  return {
    request,
    appName: settings.app_name ?? `the app of ${developer.email.split("@")[1] ?? "the developer"}`,
    patientUserId: patient_user_id,
    patientId: patient_id,
    identityVerified: verified,
  };
}

function assertStep(view: ConsentView, ok: boolean, what: string): void {
  if (view.request.status === "canceled") {
    throw conflict("request_canceled", "This request was canceled; nothing more is needed.");
  }
  if (!ok)
    throw conflict("consent_step_done", `${what} This page shows the current step: reload it.`);
}

/** Step 1: a one-time consent code to the patient's e-mail (the sign-in code limits apply). */
export async function sendConsentCode(ctx: RequestContext, encounterId: string, token: string) {
  const view = await findConsentRequest(ctx, encounterId, token);
  assertStep(
    view,
    view.request.status === "awaiting_consent" && !view.request.email_verified_at,
    "The e-mail is already confirmed.",
  );
  await requestEmailCode(ctx, view.request.patient_email ?? "", {
    kind: "consent",
    encounterId,
    appName: view.appName,
    dataSharing: view.request.data_visibility === "full",
  });
}

/** Step 1b: the code proves the e-mail; the patient's account (and self patient) exists from now. */
export async function verifyConsentCode(
  ctx: RequestContext,
  encounterId: string,
  token: string,
  code: string,
) {
  const view = await findConsentRequest(ctx, encounterId, token);
  assertStep(view, !view.request.email_verified_at, "The e-mail is already confirmed.");
  // The code confirms this consent's e-mail and binds the request to that person's account; it
  // opens no session (the patient signs in on their own to read the chat).
  const { userId } = await consumeEmailCode(ctx, view.request.patient_email ?? "", code, {
    kind: "consent",
    encounterId,
  });
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    await trx
      .updateTable("prescribing_requests")
      .set({ email_verified_at: now, updated_at: now })
      .where("encounter_id", "=", encounterId)
      .execute();
    await bindEncounterOwner(trx, now, encounterId, userId);
  });
}

export interface ConsentAnswers {
  telehealth: boolean;
  dataSharing: boolean;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  sex: string;
}

/**
 * Step 2: telehealth consent, data sharing (full visibility: names the developer's app) and
 * demographics. The request moves to pending_identity; a live request gets its patient (the
 * account's self patient); a sandbox request in auto progression completes at once.
 */
export async function acceptConsent(
  ctx: RequestContext,
  encounterId: string,
  token: string,
  answers: ConsentAnswers,
): Promise<void> {
  const view = await findConsentRequest(ctx, encounterId, token);
  const r = view.request;
  assertStep(
    view,
    r.status === "awaiting_consent" && !!r.email_verified_at,
    "Consent was already given.",
  );
  if (!answers.telehealth) {
    throw badRequest("telehealth_consent_required", "Accept the telehealth consent to continue.", {
      field: "telehealth",
    });
  }
  if (r.data_visibility === "full" && !answers.dataSharing) {
    throw badRequest(
      "data_sharing_consent_required",
      `This request shares your health information with ${view.appName}. Accept data sharing to continue, or ask the app for a request without it.`,
      { field: "dataSharing" },
    );
  }
  const firstName = answers.firstName.trim();
  const lastName = answers.lastName.trim();
  if (!firstName || !lastName || firstName.length > 100 || lastName.length > 100) {
    throw badRequest("invalid_name", "Enter your legal first and last name.", {
      field: "firstName",
    });
  }
  const dob = answers.dateOfBirth.trim();
  const parsed = new Date(`${dob}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(dob) ||
    Number.isNaN(parsed.getTime()) ||
    parsed > ctx.clock.now()
  ) {
    throw badRequest("invalid_date_of_birth", "Enter your date of birth as YYYY-MM-DD.", {
      field: "dateOfBirth",
    });
  }
  const sex = parseSex(answers.sex);
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    await sql`select 1 from prescribing_requests where encounter_id = ${encounterId} for update`.execute(
      trx,
    );
    let row = await trx
      .updateTable("prescribing_requests")
      .set({
        status: "pending_identity",
        telehealth_consent_at: now,
        data_sharing_consent_at: r.data_visibility === "full" ? now : null,
        first_name: firstName,
        last_name: lastName,
        date_of_birth: dob,
        sex,
        updated_at: now,
      })
      .where("encounter_id", "=", encounterId)
      .where("status", "=", "awaiting_consent")
      .returningAll()
      .executeTakeFirst();
    if (!row) throw conflict("consent_step_done", "Consent was already given. Reload the page.");
    if (r.environment === "live" && view.patientUserId) {
      const self = await trx
        .selectFrom("patients")
        .selectAll()
        .where("owner_id", "=", view.patientUserId)
        .where("relationship", "=", "self")
        .where("archived_at", "is", null)
        .executeTakeFirst();
      let patientId = self?.id ?? null;
      if (self && self.first_name === null) {
        await updatePatientColumns(trx, self.id, now, {
          first_name: firstName,
          last_name: lastName,
          date_of_birth: dob,
          sex,
          state_of_residence: r.patient_state,
          zip_code: r.patient_zip,
          phone_number: r.patient_phone,
          consented_to_telehealth: true,
          consented_at: now,
        });
      } else if (self) {
        await updatePatientColumns(trx, self.id, now, {
          consented_to_telehealth: true,
          consented_at: self.consented_at ?? now,
        });
      }
      if (!self) {
        // Sign-in creates no self patient: the consent page is where this person's details arrive.
        const created = newId();
        patientId = created;
        await insertPatient(trx, {
          id: created,
          owner_id: view.patientUserId,
          relationship: "self",
          first_name: firstName,
          last_name: lastName,
          date_of_birth: dob,
          sex,
          state_of_residence: r.patient_state,
          zip_code: r.patient_zip,
          phone_number: r.patient_phone,
          consented_to_telehealth: true,
          consented_at: now,
          created_at: now,
          updated_at: now,
        });
      }
      if (!patientId) throw notFound("The patient");
      await bindEncounterPatient(trx, now, encounterId, patientId);
      patientId = patientId as string;
    }
    await recordAudit(
      trx,
      now,
      { userId: view.patientUserId, kind: "consent_page" },
      {
        action: "prescribing.consent_accepted",
        entityType: "encounter",
        entityId: encounterId,
        detail: { data_sharing: r.data_visibility === "full" },
      },
    );
    if (r.environment === "test" && row.progression === "auto") {
      row = await startReview(trx, ctx, row, null, null);
    }
  });
}

/**
 * Step 3: identity. Live: starts the identity port's session (returns where to go), or, once the
 * patient is verified, submits the request into the clinician queue. Sandbox: simulated at once.
 */
export async function continueIdentity(
  ctx: RequestContext,
  encounterId: string,
  token: string,
  binding?: string,
): Promise<{ redirectTo: string | null }> {
  const view = await findConsentRequest(ctx, encounterId, token);
  assertStep(view, view.request.status === "pending_identity", "Identity is already verified.");
  const now = ctx.clock.now();
  if (view.request.environment === "live" && !view.identityVerified) {
    if (!view.patientId || !view.patientUserId) throw notFound("The patient");
    // Bound to this browser (the consent page has no account session); back to this page after.
    await ctx.db
      .updateTable("identity_sessions")
      .set({ status: "canceled", completed_at: now })
      .where("patient_id", "=", view.patientId)
      .where("status", "=", "pending")
      .where("opened_at", "is", null)
      .execute();
    const session = await openIdentityLink(ctx, {
      patientId: view.patientId,
      userId: view.patientUserId,
      binding: binding ?? null,
      returnTo: `/consent/${encounterId}?token=${token}`,
    });
    return { redirectTo: session.url };
  }
  await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .updateTable("prescribing_requests")
      .set({ identity_verified_at: now, updated_at: now })
      .where("encounter_id", "=", encounterId)
      .where("status", "=", "pending_identity")
      .returningAll()
      .executeTakeFirst();
    if (!row) throw conflict("consent_step_done", "Identity is already verified. Reload the page.");
    await startReview(
      trx,
      ctx,
      { ...row, progression: "manual" },
      view.patientId,
      view.patientUserId,
    );
  });
  return { redirectTo: null };
}
