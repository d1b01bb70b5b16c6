import { inTransaction } from "@intake/db";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { newId } from "../../kernel/crypto";
import { badRequest } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { requireAccount } from "../callers/caller";
import { loadOwnPatient, REQUIRED_COLUMNS, toPatient } from "./load";
import {
  assertOldEnough,
  parseDateOfBirth,
  parseName,
  parsePhone,
  parseRelationship,
  parseSex,
  parseState,
  parseZip,
} from "./rules";
import { CreatePatientInput, type Patient } from "./schemas";
import { insertPatient, updatePatientColumns } from "./store";

/** Adds a person to the caller's account. Every field is required and checked by its own rule. */
export const createPatient = verb(CreatePatientInput, async ({ ctx, input }): Promise<Patient> => {
  const caller = requireAccount(ctx.caller);
  const now = ctx.clock.now();
  const relationship = parseRelationship(input.relationship);
  const values = {
    first_name: parseName("firstName", input.firstName),
    last_name: parseName("lastName", input.lastName),
    date_of_birth: parseDateOfBirth(input.dateOfBirth, now),
    sex: parseSex(input.sex),
    state_of_residence: parseState(input.stateOfResidence),
    zip_code: parseZip(input.zipCode),
    phone_number: parsePhone(input.phoneNumber),
  };
  assertOldEnough(relationship, values.date_of_birth, now);

  let id = newId();
  await inTransaction(ctx.db, async (trx) => {
    if (relationship === "self") {
      const existing = await trx
        .selectFrom("patients")
        .select(["id", ...REQUIRED_COLUMNS])
        .where("owner_id", "=", caller.userId)
        .where("relationship", "=", "self")
        .where("archived_at", "is", null)
        .executeTakeFirst();
      if (existing && REQUIRED_COLUMNS.every((column) => existing[column] !== null)) {
        throw selfExists(existing.id);
      }
      if (existing) {
        // An empty placeholder from an older sign-in: these demographics complete it.
        id = existing.id;
        await updatePatientColumns(trx, id, now, values);
        await recordAudit(trx, now, actorOf(ctx.caller), {
          action: "patient.created",
          entityType: "patient",
          entityId: id,
          detail: { relationship, fields: Object.keys(input).filter((k) => k !== "relationship") },
        });
        return;
      }
    }
    // The partial unique index allows one active self patient per owner, also under a race.
    const inserted = await insertPatient(
      trx,
      { id, owner_id: caller.userId, relationship, ...values, created_at: now, updated_at: now },
      { ifNoActiveSelf: true },
    );
    if (!inserted) throw selfExists(null);
    await recordAudit(trx, now, actorOf(ctx.caller), {
      action: "patient.created",
      entityType: "patient",
      entityId: id,
      detail: { relationship, fields: Object.keys(input).filter((k) => k !== "relationship") },
    });
  });
  return toPatient(await loadOwnPatient(ctx.db, caller.userId, id, now), now);
});

const selfExists = (patientId: string | null) =>
  badRequest(
    "self_patient_exists",
    "This account already has its self patient. Update it with PATCH /api/v1/patients/{id} instead of creating another.",
    patientId ? { patientId } : {},
  );
