import { inTransaction } from "@intake/db";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { badRequest } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { verb } from "../../kernel/verbs";
import { requireAccount } from "../callers/caller";
import { isVerified, loadOwnPatient, toPatient } from "./load";
import {
  assertOldEnough,
  parseDateOfBirth,
  parseName,
  parsePhone,
  parseSex,
  parseState,
  parseZip,
} from "./rules";
import { type Patient, UpdatePatientInput } from "./schemas";
import { updatePatientColumns } from "./store";

const COLUMNS = {
  firstName: "first_name",
  lastName: "last_name",
  dateOfBirth: "date_of_birth",
  sex: "sex",
  stateOfResidence: "state_of_residence",
  zipCode: "zip_code",
  phoneNumber: "phone_number",
} as const;
type Field = keyof typeof COLUMNS;
/** Fields identity verification locks: everything but the phone number (spec). */
const LOCKED_AFTER_VERIFICATION: Field[] = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "sex",
  "stateOfResidence",
  "zipCode",
];

/**
 * Changes a patient. Demographics only before identity verification; the phone number at any
 * time; telehealth consent can be given once and never withdrawn. A field sent with its current
 * value is not a change (so sending the whole patient back with a new phone number works).
 */
export const updatePatient = verb(UpdatePatientInput, async ({ ctx, input }): Promise<Patient> => {
  const caller = requireAccount(ctx.caller);
  const now = ctx.clock.now();
  const { id, consentedToTelehealth, ...fields } = input;

  await inTransaction(ctx.db, async (trx) => {
    // Lock first so concurrent PATCHes (e.g. two consent calls) apply one after the other.
    if (isUuid(id))
      await trx.selectFrom("patients").select("id").where("id", "=", id).forUpdate().execute();
    const row = await loadOwnPatient(trx, caller.userId, id, now);

    const parsed: Partial<Record<Field, string>> = {};
    for (const [field, value] of Object.entries(fields) as [Field, string | undefined][]) {
      if (value === undefined) continue;
      parsed[field] = parseField(field, value, now);
    }
    const changed = (Object.keys(parsed) as Field[]).filter((f) => parsed[f] !== row[COLUMNS[f]]);

    if (isVerified(row, now)) {
      const locked = changed.filter((f) => LOCKED_AFTER_VERIFICATION.includes(f));
      if (locked.length > 0) {
        throw badRequest(
          "patient_locked",
          `Identity verification is complete, so ${locked.join(", ")} can no longer change (only phoneNumber can). Contact support to correct verified details.`,
          { fields: locked },
        );
      }
    }
    if (row.consented_to_telehealth && consentedToTelehealth === false) {
      throw badRequest(
        "consent_cannot_be_revoked",
        "Telehealth consent was given and cannot be withdrawn through the API. Leave consentedToTelehealth out, or send true.",
        { field: "consentedToTelehealth" },
      );
    }
    const dateOfBirth = parsed.dateOfBirth ?? row.date_of_birth;
    if (parsed.dateOfBirth !== undefined && dateOfBirth)
      assertOldEnough(row.relationship, dateOfBirth, now);

    const set: Record<string, unknown> = {};
    for (const f of changed) set[COLUMNS[f]] = parsed[f];
    const consenting = consentedToTelehealth === true && !row.consented_to_telehealth;
    if (consenting) {
      set.consented_to_telehealth = true;
      set.consented_at = now;
    }
    if (Object.keys(set).length === 0) return;
    await updatePatientColumns(trx, row.id, now, set);
    if (changed.length > 0) {
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "patient.updated",
        entityType: "patient",
        entityId: row.id,
        detail: { fields: changed },
      });
    }
    if (consenting) {
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "patient.telehealth_consent_given",
        entityType: "patient",
        entityId: row.id,
      });
    }
  });
  return toPatient(await loadOwnPatient(ctx.db, caller.userId, id, now), now);
});

function parseField(field: Field, value: string, now: Date): string {
  switch (field) {
    case "firstName":
    case "lastName":
      return parseName(field, value);
    case "dateOfBirth":
      return parseDateOfBirth(value, now);
    case "sex":
      return parseSex(value);
    case "stateOfResidence":
      return parseState(value);
    case "zipCode":
      return parseZip(value);
    case "phoneNumber":
      return parsePhone(value);
  }
}
