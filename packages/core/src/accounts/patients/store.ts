import type { PatientsTable } from "@intake/db";
import type { Insertable, Updateable } from "kysely";
import type { DbOrTrx } from "../../kernel/context";

/**
 * The one module that writes the `patients` table. The verbs (create, update, archive, consent,
 * identity, seats, developer-consented patients) decide; these functions only write, so every
 * change to a patient row is found here.
 */

type PatientColumns = Omit<Updateable<PatientsTable>, "id" | "owner_id" | "created_at">;

/**
 * Inserts a patient. With `ifNoActiveSelf`, a second active self patient of the owner (the
 * partial unique index, also under a race) inserts nothing and returns false.
 */
export async function insertPatient(
  db: DbOrTrx,
  values: Insertable<PatientsTable>,
  options: { ifNoActiveSelf?: boolean } = {},
): Promise<boolean> {
  let q = db.insertInto("patients").values(values);
  if (options.ifNoActiveSelf) q = q.onConflict((oc) => oc.doNothing());
  const inserted = await q.returning("id").executeTakeFirst();
  return inserted !== undefined;
}

/** Writes columns of one patient (and `updated_at`). */
export async function updatePatientColumns(
  db: DbOrTrx,
  id: string,
  at: Date,
  set: PatientColumns,
): Promise<void> {
  await db
    .updateTable("patients")
    .set({ ...set, updated_at: at })
    .where("id", "=", id)
    .execute();
}

/**
 * Archives a patient at `archivedAt` (the record stays for the clinical history). With
 * `ifActive`, an already archived patient keeps its date and false is returned.
 */
export async function archivePatientRow(
  db: DbOrTrx,
  id: string,
  at: Date,
  options: { archivedAt?: Date; ifActive?: boolean } = {},
): Promise<boolean> {
  let q = db
    .updateTable("patients")
    .set({ archived_at: options.archivedAt ?? at, updated_at: at })
    .where("id", "=", id);
  if (options.ifActive) q = q.where("archived_at", "is", null);
  const row = await q.returning("id").executeTakeFirst();
  return row !== undefined;
}

/** Removes a patient nothing refers to yet (a family member whose seat was never paid). */
export async function deleteUnusedPatient(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom("patients").where("id", "=", id).execute();
}
