import type { Config } from "../../kernel/config";
import { hmacHex, safeEqual } from "../../kernel/crypto";

/** Which patient page a token opens; part of what is signed, so one page's token opens no other. */
export type PagePurpose = "schedule" | "visit";

/** `<exp>.<hmac>`: a page token that names its own expiry (Unix seconds). */
export function expiringToken(
  config: Pick<Config, "APP_SECRET">,
  purpose: PagePurpose,
  encounterId: string,
  exp: number,
): string {
  return `${exp}.${hmacHex(config.APP_SECRET, `${purpose}:${encounterId}:${exp}`)}`;
}

/** Whether a page token is genuine for this page and encounter, and not expired. */
export function expiringTokenValid(
  config: Pick<Config, "APP_SECRET">,
  purpose: PagePurpose,
  encounterId: string,
  token: string | undefined,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token ?? "");
  if (!match) return false;
  const exp = Number(match[1]);
  const expected = hmacHex(config.APP_SECRET, `${purpose}:${encounterId}:${exp}`);
  if (!safeEqual(expected, match[2] as string)) return false;
  return exp > Math.floor(now.getTime() / 1000);
}
