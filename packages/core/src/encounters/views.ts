import type { Db, Trx, TurnsTable } from "@intake/db";
import type { Selectable } from "kysely";
import type { EncounterRow } from "./encounter-rules";
import type { EncounterSummary, Evaluation, Turn } from "./schemas";

type TurnRow = Selectable<TurnsTable>;

/** Summaries of encounters, with turn counts and active submissions in two batched reads. */
export async function toSummaries(db: Db | Trx, rows: EncounterRow[]): Promise<EncounterSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [counts, submissions] = await Promise.all([
    db
      .selectFrom("turns")
      .select(["encounter_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("encounter_id", "in", ids)
      .groupBy("encounter_id")
      .execute(),
    db
      .selectFrom("submissions")
      .select(["id", "encounter_id", "query_snapshot", "created_at"])
      .where("encounter_id", "in", ids)
      .where("status", "=", "active")
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.encounter_id, Number(c.n)]));
  const submissionOf = new Map(submissions.map((s) => [s.encounter_id, s]));
  return rows.map((r) => {
    const s = submissionOf.get(r.id);
    return {
      id: r.id,
      userId: r.user_id,
      patientId: r.patient_id,
      state: r.state,
      expiresAt: r.expires_at.toISOString(),
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
      turnCount: countOf.get(r.id) ?? 0,
      submission: s
        ? {
            submissionId: s.id,
            querySnapshot: s.query_snapshot,
            createdAt: s.created_at.toISOString(),
          }
        : null,
      billing:
        r.billing_type !== null && r.billing_amount !== null && r.billing_status !== null
          ? { type: r.billing_type, amount: r.billing_amount, status: r.billing_status }
          : null,
    };
  });
}

/** A stored turn in the spec's shape; options and evidence are reserved and empty. */
export function toTurn(row: TurnRow): Turn {
  const evaluation = (
    typeof row.evaluation === "string" ? JSON.parse(row.evaluation) : row.evaluation
  ) as Evaluation;
  return {
    turnId: row.id,
    query: { text: row.query_text, version: row.version, createdAt: row.created_at.toISOString() },
    response: { evaluation, options: [], evidence: [], createdAt: row.created_at.toISOString() },
  };
}
