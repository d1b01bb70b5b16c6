import type { RequestContext } from "../../kernel/context";
import { requireAccount } from "../callers/caller";
import { type PatientRow, selectPatients, toPatient } from "./load";
import type { Patient } from "./schemas";

/** The caller's active patients, oldest first (the self patient usually leads). */
export async function listPatients({ ctx }: { ctx: RequestContext }): Promise<Patient[]> {
  const caller = requireAccount(ctx.caller);
  const now = ctx.clock.now();
  const rows = await selectPatients(ctx.db, caller.userId, now)
    .orderBy("patients.created_at")
    .orderBy("patients.id")
    .execute();
  return rows.map((row) => toPatient(row as PatientRow, now));
}
