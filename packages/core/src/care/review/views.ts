import { listConditionCategories } from "../../catalogue/conditions/catalogue";
import type { EncounterRow } from "../../encounters/encounter-rules";
import { signImageUrl } from "../../images/signed-url";
import type { Config } from "../../kernel/config";
import type { DbOrTrx } from "../../kernel/context";
import { loadChatEvents } from "../chat/chat-events";
import { clinicalDecisionOf, type Prescription, type ReviewEncounter } from "./schemas";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

let catalogue: Set<string> | null = null;
/** Whether a medication is one the condition catalogue lists (case-insensitive). */
export function isCatalogueMedication(name: string): boolean {
  catalogue ??= new Set(
    listConditionCategories().flatMap((c) =>
      c.conditions.flatMap((x) => x.medications.map((m) => m.toLowerCase())),
    ),
  );
  return catalogue.has(name.trim().toLowerCase());
}

export async function loadPrescriptions(db: DbOrTrx, encounterId: string): Promise<Prescription[]> {
  const rows = await db
    .selectFrom("prescriptions as r")
    .leftJoin("clinicians as c", "c.user_id", "r.clinician_id")
    .selectAll("r")
    .select(["c.first_name", "c.last_name", "c.credentials"])
    .where("r.encounter_id", "=", encounterId)
    .orderBy("r.created_at")
    .orderBy("r.id")
    .execute();
  return rows.map((r) => ({
    prescriptionId: r.id,
    medication: r.medication,
    fromCatalogue: isCatalogueMedication(r.medication),
    quantity: r.quantity,
    refills: r.refills,
    instructions: r.instructions,
    status: r.status,
    clinicianName:
      r.first_name !== null
        ? `${r.first_name} ${r.last_name ?? ""}`.trim() +
          (r.credentials ? `, ${r.credentials}` : "")
        : null,
    createdAt: r.created_at.toISOString(),
  }));
}

/** Everything a clinician needs to review one encounter. */
export async function toReviewEncounter(
  db: DbOrTrx,
  config: Pick<Config, "APP_SECRET" | "BASE_URL">,
  now: Date,
  e: EncounterRow,
): Promise<ReviewEncounter> {
  const [turns, submission, images, patient, allergies, medications, events, notes, prescriptions] =
    await Promise.all([
      db
        .selectFrom("turns")
        .select(["version", "query_text", "created_at"])
        .where("encounter_id", "=", e.id)
        .orderBy("version")
        .execute(),
      db
        .selectFrom("submissions")
        .select("query_snapshot")
        .where("encounter_id", "=", e.id)
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom("images")
        .select(["id", "name", "mime_type"])
        .where("encounter_id", "=", e.id)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
      db
        .selectFrom("patients")
        .selectAll()
        .where("id", "=", e.patient_id as string)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("patient_allergies")
        .selectAll()
        .where("patient_id", "=", e.patient_id as string)
        .orderBy("confirmed_at", "desc")
        .execute(),
      db
        .selectFrom("patient_medications")
        .selectAll()
        .where("patient_id", "=", e.patient_id as string)
        .orderBy("confirmed_at", "desc")
        .execute(),
      loadChatEvents(db, e.id),
      db
        .selectFrom("clinical_notes as n")
        .innerJoin("clinicians as c", "c.user_id", "n.clinician_id")
        .select(["n.id", "n.note", "n.created_at", "c.first_name", "c.last_name", "c.credentials"])
        .where("n.encounter_id", "=", e.id)
        .orderBy("n.created_at")
        .orderBy("n.id")
        .execute(),
      loadPrescriptions(db, e.id),
    ]);
  const lastTurn = turns.at(-1);
  return {
    encounterId: e.id,
    state: e.state,
    clinicianId: e.clinician_id,
    submittedAt: iso(e.submitted_at),
    reviewStartedAt: iso(e.review_started_at),
    completedAt: iso(e.completed_at),
    followUpUntil: iso(e.follow_up_until),
    closedAt: iso(e.closed_at),
    canceledAt: iso(e.canceled_at),
    clinicalDecision: clinicalDecisionOf(e.clinical_decision),
    letter: submission?.query_snapshot ?? lastTurn?.query_text ?? "",
    turns: turns.map((t) => ({
      version: t.version,
      text: t.query_text,
      createdAt: t.created_at.toISOString(),
    })),
    images: images.map((i) => {
      const signed = signImageUrl(config, i.id, now);
      return {
        id: i.id,
        fileName: i.name,
        mimeType: i.mime_type,
        url: signed.url,
        urlExpiresAt: signed.expiresAt,
      };
    }),
    patient: {
      id: patient.id,
      firstName: patient.first_name,
      lastName: patient.last_name,
      dateOfBirth: patient.date_of_birth,
      sex: patient.sex,
      stateOfResidence: patient.state_of_residence,
      clinicalHistory: {
        allergies: allergies.map((a) => ({
          substance: a.substance,
          reaction: a.reaction,
          severity: a.severity,
          confirmedBy: a.confirmed_by,
          confirmedAt: a.confirmed_at.toISOString(),
        })),
        medications: medications.map((m) => ({
          name: m.name,
          status: m.status,
          confirmedBy: m.confirmed_by,
          confirmedAt: m.confirmed_at.toISOString(),
        })),
      },
    },
    events,
    notes: notes.map((n) => ({
      id: n.id,
      note: n.note,
      clinicianName:
        `${n.first_name} ${n.last_name}`.trim() + (n.credentials ? `, ${n.credentials}` : ""),
      createdAt: n.created_at.toISOString(),
    })),
    prescriptions,
  };
}
