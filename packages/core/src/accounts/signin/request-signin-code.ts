import { randomInt } from "node:crypto";
import { inTransaction } from "@intake/db";
import { sql } from "kysely";
import { z } from "zod";
import { recordAudit } from "../../kernel/audit/record-audit";
import type { RequestContext } from "../../kernel/context";
import { hmacHex, newId, seal, sha256Hex } from "../../kernel/crypto";
import { EMAIL_TOPIC } from "../../kernel/email/outbox-email";
import { badRequest, tooManyRequests } from "../../kernel/errors";
import { enqueueOutbox } from "../../kernel/outbox/enqueue";
import { verb } from "../../kernel/verbs";
import { SigninCodeRequest } from "./schemas";

export const SIGNIN_CODE_TTL_MS = 10 * 60 * 1000;
export const SIGNIN_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;
const Email = z.email().max(254);

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The stored form of a code: keyed with APP_SECRET, so a leaked table cannot be brute-forced offline. */
export const signinCodeHash = (appSecret: string, codeId: string, code: string): string =>
  hmacHex(appSecret, `signin-code:${codeId}:${code}`);

/** What an e-mailed code may do: sign in, or confirm the e-mail of one consent page. */
export type EmailCodePurpose =
  | { kind: "signin" }
  | { kind: "consent"; encounterId: string; appName: string; dataSharing: boolean };

/**
 * Sends a one-time 6-digit sign-in code to an address, through the e-mail outbox (written in the
 * same transaction as the code). The answer is the same whether or not the address has an
 * account. A new code replaces any earlier one. Limited per address and per client.
 */
export const requestSigninCode = verb(
  SigninCodeRequest,
  async ({ ctx, input }): Promise<{ expiresAt: Date }> => {
    return requestEmailCode(ctx, input.email, { kind: "signin" });
  },
);

/** The e-mail that carries a code: a sign-in code, or a consent code naming the app and what it asks. */
function codeMessage(purpose: EmailCodePurpose, email: string, code: string) {
  if (purpose.kind === "signin") {
    return {
      to: email,
      subject: "Your sign-in code",
      text: [
        `Your sign-in code is ${code}.`,
        "",
        "It expires in 10 minutes and works once. If you did not ask to sign in, ignore this e-mail.",
      ].join("\n"),
    };
  }
  // The developer names its app: no line breaks or other control characters reach the headers.
  const app =
    purpose.appName
      .replace(/\p{Cc}+/gu, " ")
      .trim()
      .slice(0, 100) || "An app";
  const asks = purpose.dataSharing
    ? "to have a physician review your health request through telehealth, and to see your letter, your conversation with the physician, the clinical notes and your prescriptions"
    : "to have a physician review your health request through telehealth";
  return {
    to: email,
    subject: `Confirm the request from ${app}`,
    text: [
      `${app} asks for your consent ${asks}.`,
      "",
      `To continue on the consent page, enter this confirmation code: ${code}`,
      "",
      "This code only confirms your e-mail address for this one request; it does not sign you in to any account. It expires in 10 minutes and works once.",
      `If you did not ask ${app} for this, ignore this e-mail: nothing happens without your consent.`,
    ].join("\n"),
  };
}

/**
 * Sends a one-time 6-digit code for `purpose`. Sign-in and consent codes have the same limits
 * per address and per client, counted apart (consent codes asked for a person's address cannot
 * use up that person's sign-in codes); a new code replaces only earlier codes of its own purpose
 * (and consent page), and each is accepted only for its purpose.
 */
export async function requestEmailCode(
  ctx: RequestContext,
  rawEmail: string,
  purpose: EmailCodePurpose,
): Promise<{ expiresAt: Date }> {
  const email = normalizeEmail(rawEmail);
  if (!Email.safeParse(email).success) {
    throw badRequest("invalid_email", "Enter a valid e-mail address, e.g. name@example.com.", {
      field: "email",
    });
  }
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - HOUR_MS);
  const clientHash = sha256Hex(`client:${ctx.clientAddress}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = newId();
  const expiresAt = new Date(now.getTime() + SIGNIN_CODE_TTL_MS);

  await inTransaction(ctx.db, async (trx) => {
    // One request per address at a time, so the limit holds under concurrent requests.
    await sql`select pg_advisory_xact_lock(hashtext(${`signin:${email}`}))`.execute(trx);
    const recent = (column: "email" | "client_hash", value: string) =>
      trx
        .selectFrom("signin_codes")
        .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("oldest")])
        .where(column, "=", value)
        .where("purpose", "=", purpose.kind)
        .where("created_at", ">", windowStart)
        .executeTakeFirstOrThrow();
    for (const [column, value, limit] of [
      ["email", email, ctx.config.SIGNIN_CODES_PER_EMAIL_PER_HOUR],
      ["client_hash", clientHash, ctx.config.SIGNIN_CODES_PER_CLIENT_PER_HOUR],
    ] as const) {
      const { n, oldest } = await recent(column, value);
      if (Number(n) >= limit) {
        const retryMs = oldest ? new Date(oldest).getTime() + HOUR_MS - now.getTime() : HOUR_MS;
        throw tooManyRequests(
          retryMs / 1000,
          `Too many ${purpose.kind === "signin" ? "sign-in" : "confirmation"} codes were requested${column === "email" ? " for this address" : " from this network"}. Wait about ${Math.ceil(retryMs / 60_000)} minutes, or use the last code you received.`,
        );
      }
    }
    const encounterId = purpose.kind === "consent" ? purpose.encounterId : null;
    let replaced = trx
      .updateTable("signin_codes")
      .set({ consumed_at: now })
      .where("email", "=", email)
      .where("purpose", "=", purpose.kind)
      .where("consumed_at", "is", null);
    if (encounterId) replaced = replaced.where("encounter_id", "=", encounterId);
    await replaced.execute();
    await trx
      .insertInto("signin_codes")
      .values({
        id,
        email,
        code_hash: signinCodeHash(ctx.config.APP_SECRET, id, code),
        expires_at: expiresAt,
        created_at: now,
        client_hash: clientHash,
        purpose: purpose.kind,
        encounter_id: encounterId,
      })
      .execute();
    const message = codeMessage(purpose, email, code);
    await enqueueOutbox(trx, now, EMAIL_TOPIC, {
      kind: purpose.kind === "signin" ? "signin_code" : "consent_code",
      sealed: seal(ctx.config.APP_SECRET, JSON.stringify(message)),
    });
    await recordAudit(
      trx,
      now,
      { userId: null, kind: "anonymous" },
      {
        action: purpose.kind === "signin" ? "signin.code_requested" : "consent.code_requested",
        entityType: "signin_code",
        entityId: id,
      },
    );
  });
  return { expiresAt };
}
