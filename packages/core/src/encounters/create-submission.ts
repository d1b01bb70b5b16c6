import type { Trx } from "@intake/db";
import type { AuditActor } from "../audit/record-audit";
import { recordAudit } from "../audit/record-audit";
import { newId } from "../crypto";

/**
 * Creates the active submission of an encounter from its newest turn, the same row one-call
 * auto-submit writes: the letter snapshot, owner and patient. Call it in the transaction that
 * moves the encounter to `submitted`. Returns the submission id.
 */
export async function createSubmission(
  trx: Trx,
  at: Date,
  actor: AuditActor,
  s: { encounterId: string; userId: string; patientId: string },
): Promise<string> {
  const turn = await trx
    .selectFrom("turns")
    .select(["id", "query_text"])
    .where("encounter_id", "=", s.encounterId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const id = newId();
  await trx
    .insertInto("submissions")
    .values({
      id,
      encounter_id: s.encounterId,
      user_id: s.userId,
      patient_id: s.patientId,
      turn_id: turn.id,
      query_snapshot: turn.query_text,
      status: "active",
      replaced_by_id: null,
      canceled_at: null,
      created_at: at,
    })
    .execute();
  await recordAudit(trx, at, actor, {
    action: "submission.created",
    entityType: "submission",
    entityId: id,
    detail: { encounter_id: s.encounterId, turn_id: turn.id, via: "checkout" },
  });
  return id;
}
