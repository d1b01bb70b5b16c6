import type { Services } from "../kernel/context";
import { sha256Hex } from "../kernel/crypto";
import { DomainError, gone } from "../kernel/errors";
import { verb } from "../kernel/verbs";
import type { EncounterState } from "./schemas";
import { CheckoutLinkInput } from "./schemas";

export interface CheckoutView {
  encounterId: string;
  state: EncounterState;
  expiresAt: string;
  finalDecisionReady: boolean;
  claimed: boolean;
}

/**
 * What the hosted checkout page shows for `/checkout/<id>?token=<encounter_token>`. Only the
 * newest encounter token opens it (tokens rotate on every resubmission).
 */
export const getCheckoutView = verb(
  CheckoutLinkInput,
  async ({
    ctx,
    input,
  }: {
    ctx: Pick<Services, "db" | "clock">;
    input: { encounterId: string; token: string };
  }): Promise<CheckoutView> => {
    const valid = /^[0-9a-f]{64}$/.test(input.token) && /^[0-9a-f-]{36}$/.test(input.encounterId);
    const row = valid
      ? await ctx.db
          .selectFrom("encounters")
          .select(["id", "state", "expires_at", "user_id"])
          .where("id", "=", input.encounterId)
          .where("encounter_token_hash", "=", sha256Hex(input.token))
          // A prescribing request has no checkout: its patient goes through the consent page.
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom("prescribing_requests as pr")
                  .select("pr.encounter_id")
                  .whereRef("pr.encounter_id", "=", "encounters.id"),
              ),
            ),
          )
          .executeTakeFirst()
      : undefined;
    if (!row) {
      throw new DomainError(
        "checkout_link_invalid",
        "This checkout link is not valid. It may have been replaced by a newer one after the letter was resubmitted: use the checkout_url of the latest response.",
      );
    }
    if (row.expires_at.getTime() <= ctx.clock.now().getTime()) {
      throw gone(
        "encounter_expired",
        "This encounter has expired. Submit the letter again to start a new one.",
      );
    }
    const latest = await ctx.db
      .selectFrom("turns")
      .select("result")
      .where("encounter_id", "=", row.id)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
    const result = (
      typeof latest?.result === "string" ? JSON.parse(latest.result) : latest?.result
    ) as { final_decision_ready?: boolean } | undefined;
    return {
      encounterId: row.id,
      state: row.state,
      expiresAt: row.expires_at.toISOString(),
      finalDecisionReady: result?.final_decision_ready === true,
      claimed: row.user_id !== null,
    };
  },
);
