import { inTransaction } from "@intake/db";
import { requireAccount } from "../../accounts/callers/caller";
import { loadOwnPatient } from "../../accounts/patients/load";
import { getCheckoutView } from "../../encounters/get-checkout";
import { actorOf, recordAudit } from "../../kernel/audit/record-audit";
import { badRequest, conflict } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { weightMissing } from "./checkout";
import { LetterWeightInput } from "./schemas";

/** Accepted weights in kilograms: a six-month-old to an adult. */
const MIN_KG = 2;
const MAX_KG = 250;

/** `32`, `32.5`, `32,5` or `32 kg` as kilograms (one decimal), or null. */
export function parseWeightKg(value: string): number | null {
  const m = /^\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:kg|kgs|kilograms?)?\s*$/i.exec(value);
  if (!m) return null;
  const kg = Math.round(Number((m[1] as string).replace(",", ".")) * 10) / 10;
  return kg >= MIN_KG && kg <= MAX_KG ? kg : null;
}

/**
 * Checkout, for a person under 19 whose letter gives no weight: the account holder gives the
 * weight in kilograms and it is added to the letter the physician reads (a `# Weight` part at the
 * end of the latest version, the same text a resubmitted letter would carry), so checkout goes on
 * with the same link instead of a new letter. Only the holder of the checkout link, signed in
 * with the account that owns (or may claim) the encounter and the person; only while the weight
 * is missing (a second post changes nothing). The audit log records that it happened, not the
 * weight.
 */
export const addLetterWeight = verb(
  LetterWeightInput,
  async ({ ctx, input }): Promise<{ added: boolean }> => {
    const { userId } = requireAccount(ctx.caller);
    const view = await getCheckoutView.parsed({
      ctx,
      input: { encounterId: input.encounterId, token: input.token },
    });
    if (view.state !== "readyForCheckout") {
      throw conflict(
        "encounter_not_payable",
        "This request is no longer waiting for checkout: the weight cannot be added now.",
      );
    }
    const now = ctx.clock.now();
    const patient = await loadOwnPatient(ctx.db, userId, input.patientId, now);
    const owner = await ctx.db
      .selectFrom("encounters")
      .select(["user_id", "patient_id"])
      .where("id", "=", input.encounterId)
      .executeTakeFirstOrThrow();
    if (
      (owner.user_id && owner.user_id !== userId) ||
      (owner.patient_id && owner.patient_id !== patient.id)
    ) {
      throw conflict(
        "claimed_by_other_account",
        "This request belongs to another account or person: the weight cannot be added here.",
      );
    }
    const kg = parseWeightKg(input.weightKg);
    if (kg === null) {
      throw badRequest(
        "weight_required",
        `Enter the weight in kilograms, a number between ${MIN_KG} and ${MAX_KG} (for example 32 or 32.5).`,
        { field: "weightKg" },
      );
    }
    return inTransaction(ctx.db, async (trx) => {
      // Checked again inside the transaction: a double post adds the weight once.
      if (!(await weightMissing(trx, input.encounterId, patient, now))) return { added: false };
      const turn = await trx
        .selectFrom("turns")
        .select(["id", "query_text"])
        .where("encounter_id", "=", input.encounterId)
        .orderBy("version", "desc")
        .limit(1)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const letter = `${turn.query_text.trimEnd()}\n\n# Weight\n\n${kg} kg (given by the account holder at checkout)\n`;
      await trx
        .updateTable("turns")
        .set({ query_text: letter })
        .where("id", "=", turn.id)
        .execute();
      await recordAudit(trx, now, actorOf(ctx.caller), {
        action: "encounter.weight_added",
        entityType: "encounter",
        entityId: input.encounterId,
        detail: { fields: ["weight"], at: "checkout" },
      });
      return { added: true };
    });
  },
);
