import { DomainError } from "../../kernel/errors";

/** Card details as typed on the embedded processor's form; checked and never stored. */
export interface CardInput {
  number: string;
  exp_month: string | number;
  exp_year: string | number;
  cvc: string;
}

/**
 * Why a card was declined, in Stripe's words: the `decline_code` of a card error, or its `code`
 * when it has none (`expired_card`, `incorrect_cvc`, `processing_error`). Both processors report
 * these; any other value reads as `generic_decline`.
 */
export type DeclineReason =
  | "generic_decline"
  | "insufficient_funds"
  | "lost_card"
  | "stolen_card"
  | "expired_card"
  | "incorrect_cvc"
  | "processing_error";

const GENERIC =
  "Your card was declined by your card issuer. Nothing was charged. Use another card, or call the number on the back of your card to ask why.";

/**
 * One sentence per decline reason, in plain words: what happened, that nothing was charged, and
 * what to do. Lost or stolen cards read as a plain decline (as Stripe advises: the person at the
 * keyboard may not be the card holder).
 */
const DECLINE_TEXT: Record<DeclineReason, string> = {
  generic_decline: GENERIC,
  lost_card: GENERIC,
  stolen_card: GENERIC,
  insufficient_funds:
    "Your card was declined because it does not have enough funds. Nothing was charged. Use another card, or add funds and try again.",
  expired_card:
    "Your card has expired. Nothing was charged. Check the expiry date, or use another card.",
  incorrect_cvc:
    "The security code does not match this card. Nothing was charged. Check the 3 digits on the back of the card (4 on the front of an American Express card) and try again.",
  processing_error:
    "Your card issuer could not process the payment just now. Nothing was charged. Wait a minute and try again, or use another card.",
};

/** A reason as reported (any string, or none) → one of the known reasons. */
export function declineReason(value: unknown): DeclineReason {
  if (value === "card_declined" || value === "do_not_honor") return "generic_decline";
  return typeof value === "string" && Object.hasOwn(DECLINE_TEXT, value)
    ? (value as DeclineReason)
    : "generic_decline";
}

/** The sentence for a decline reason (always with "Nothing was charged"). */
export const declineText = (reason: unknown): string => DECLINE_TEXT[declineReason(reason)];

/** 402 `card_declined`, with the reason (`decline_code`) and its sentence. */
export const cardDeclined = (reason?: unknown) => {
  const code = declineReason(reason);
  return new DomainError("card_declined", DECLINE_TEXT[code], { decline_code: code });
};

const invalidCard = (field: string, message: string) =>
  new DomainError("invalid_card", message, { field });

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65)/.test(digits)) return "discover";
  return "unknown";
}

/**
 * Checks number (Luhn, 12-19 digits), expiry (not past, at `now`) and CVC shape. Returns the
 * digits, brand and last4; the number, expiry and CVC go no further.
 */
export function checkCard(
  card: CardInput,
  now: Date,
): { digits: string; brand: string; last4: string } {
  const digits = String(card.number ?? "").replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    throw invalidCard("number", "The card number is not valid. Check the digits and try again.");
  }
  const month = Number(card.exp_month);
  let year = Number(card.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw invalidCard("exp_month", "The expiry month must be a number from 1 to 12.");
  }
  if (!Number.isInteger(year) || year < 0) {
    throw invalidCard("exp_year", "The expiry year must be a year such as 2030.");
  }
  if (year < 100) year += 2000;
  const endOfExpiryMonth = Date.UTC(year, month, 1);
  if (endOfExpiryMonth <= now.getTime()) {
    throw invalidCard("exp_year", "The card has expired. Use a card that is still valid.");
  }
  const brand = cardBrand(digits);
  const cvcLength = brand === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(String(card.cvc ?? ""))) {
    throw invalidCard("cvc", `The security code must be ${cvcLength} digits.`);
  }
  return { digits, brand, last4: digits.slice(-4) };
}
