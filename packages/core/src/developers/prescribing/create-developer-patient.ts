import { inTransaction } from "@intake/db";
import { parsePhone, parseSex, parseState, parseZip } from "../../accounts/patients/rules";
import { insertPatient } from "../../accounts/patients/store";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { newId } from "../../kernel/crypto";
import { DomainError } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { requireDeveloperKey } from "./developer-caller";
import { DeveloperPatientInput } from "./schemas";
import { getDeveloperSettings } from "./settings";

/**
 * POST /api/v1/prescribing/patients (enterprise agreements only): a patient whose telehealth and
 * data-sharing consent the developer attests. Such patients are never e-mailed; their requests
 * skip the consent page and their webhooks carry no chat_url.
 */
export const createDeveloperPatient = verb(
  DeveloperPatientInput,
  async ({
    ctx,
    input,
  }): Promise<{ patient_id: string; environment: "test" | "live"; created_at: string }> => {
    const caller = requireDeveloperKey(ctx.caller);
    const settings = await getDeveloperSettings(ctx.db, caller.userId);
    if (!settings.enterprise) {
      throw new DomainError(
        "enterprise_agreement_required",
        "Developer-consented patients need an enterprise agreement on your account. Without one, send patient_email with each request so the patient consents themselves.",
      );
    }
    const now = ctx.clock.now();
    const id = newId();
    await inTransaction(ctx.db, async (trx) => {
      await insertPatient(trx, {
        id,
        owner_id: caller.userId,
        relationship: "other",
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        date_of_birth: input.date_of_birth,
        sex: parseSex(input.sex),
        state_of_residence: parseState(input.state),
        zip_code: parseZip(input.zip),
        phone_number: parsePhone(input.phone),
        consented_to_telehealth: true,
        consented_at: now,
        identity_status: "verified",
        identity_verified_at: now,
        created_at: now,
        updated_at: now,
      });
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "patient.created",
        entityType: "patient",
        entityId: id,
        detail: { developer_consented: true, environment: caller.environment },
      });
    });
    return { patient_id: id, environment: caller.environment, created_at: now.toISOString() };
  },
);
