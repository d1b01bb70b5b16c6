import { inTransaction } from "@intake/db";
import { recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext } from "../../kernel/context";
import { safeEqual } from "../../kernel/crypto";
import { badRequest } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { applyClinicianGrant } from "../clinicians/clinicians";
import { ensureUserByEmail } from "../users/ensure-user";
import { normalizeEmail, SIGNIN_MAX_ATTEMPTS, signinCodeHash } from "./request-signin-code";
import { SigninCodeVerification } from "./schemas";

type Outcome =
  | { ok: true; userId: string; created: boolean }
  | { ok: false; code: "invalid_code" | "code_expired" | "code_locked"; attemptsLeft?: number };

/**
 * Exchanges an e-mail address and its latest code for a session. Codes are single-use, expire
 * after 10 minutes, and die after 5 wrong tries. The first sign-in creates the user; the `self`
 * patient is created when its demographics are given (POST /api/v1/patients), never as an empty
 * placeholder. Returns the session JWT of the embedded issuer. Only sign-in codes are accepted:
 * a consent page's code confirms that consent and nothing else.
 */
export const verifySigninCode = verb(
  SigninCodeVerification,
  async ({ ctx, input }): Promise<{ userId: string; token: string; created: boolean }> => {
    const outcome = await consumeEmailCode(ctx, input.email, input.code, { kind: "signin" });
    const token = await ctx.sessions.issue(outcome.userId);
    return { userId: outcome.userId, token, created: outcome.created };
  },
);

/**
 * Checks and consumes the latest code of `purpose` for an address (a consent code: of that
 * consent page), and finds or creates the address's user. No session is issued here.
 */
export async function consumeEmailCode(
  ctx: RequestContext,
  rawEmail: string,
  rawCode: string,
  purpose: { kind: "signin" } | { kind: "consent"; encounterId: string },
): Promise<{ userId: string; created: boolean }> {
  const email = normalizeEmail(rawEmail);
  const code = rawCode.replace(/\s/g, "");
  if (!/^\d{6}$/.test(code)) throw failure({ ok: false, code: "invalid_code" });
  const now = ctx.clock.now();

  // Wrong tries must be counted even though the request fails: decide inside, throw outside.
  const outcome = await inTransaction(ctx.db, async (trx): Promise<Outcome> => {
    let latest = trx
      .selectFrom("signin_codes")
      .selectAll()
      .where("email", "=", email)
      .where("purpose", "=", purpose.kind)
      .where("consumed_at", "is", null);
    if (purpose.kind === "consent") latest = latest.where("encounter_id", "=", purpose.encounterId);
    const row = await latest.orderBy("created_at", "desc").limit(1).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, code: "invalid_code" };
    if (row.expires_at <= now) return { ok: false, code: "code_expired" };
    if (row.attempts >= SIGNIN_MAX_ATTEMPTS) return { ok: false, code: "code_locked" };
    if (!safeEqual(row.code_hash, signinCodeHash(ctx.config.APP_SECRET, row.id, code))) {
      const attempts = row.attempts + 1;
      await trx.updateTable("signin_codes").set({ attempts }).where("id", "=", row.id).execute();
      return attempts >= SIGNIN_MAX_ATTEMPTS
        ? { ok: false, code: "code_locked" }
        : { ok: false, code: "invalid_code", attemptsLeft: SIGNIN_MAX_ATTEMPTS - attempts };
    }
    await trx
      .updateTable("signin_codes")
      .set({ consumed_at: now })
      .where("id", "=", row.id)
      .execute();
    const user = await ensureUserByEmail(trx, ctx.clock, email);
    const actor = { userId: user.id, kind: purpose.kind === "signin" ? "session" : "consent_page" };
    if (user.created)
      await recordAudit(trx, now, actor, {
        action: "user.created",
        entityType: "user",
        entityId: user.id,
      });
    if (purpose.kind === "signin") {
      await applyClinicianGrant(trx, ctx.config, ctx.clock, user);
      await recordAudit(trx, now, actor, {
        action: "user.signed_in",
        entityType: "user",
        entityId: user.id,
      });
    } else {
      await recordAudit(trx, now, actor, {
        action: "consent.email_confirmed",
        entityType: "encounter",
        entityId: purpose.encounterId,
      });
    }
    return { ok: true, userId: user.id, created: user.created };
  });
  if (!outcome.ok) throw failure(outcome);
  return { userId: outcome.userId, created: outcome.created };
}

function failure(outcome: Extract<Outcome, { ok: false }>) {
  switch (outcome.code) {
    case "code_expired":
      return badRequest(
        "code_expired",
        "This code has expired (codes last 10 minutes). Request a new code.",
      );
    case "code_locked":
      return badRequest(
        "code_locked",
        "Too many wrong tries: this code no longer works. Request a new code.",
      );
    default:
      return badRequest(
        "invalid_code",
        outcome.attemptsLeft !== undefined
          ? `That code is not right. Check the latest e-mail; ${outcome.attemptsLeft} tries left for this code.`
          : "That code is not valid. Enter the 6-digit code from the latest e-mail, or request a new one.",
        outcome.attemptsLeft !== undefined ? { attempts_left: outcome.attemptsLeft } : {},
      );
  }
}
