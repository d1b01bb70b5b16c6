import type { Config } from "../config";
import { hmacHex, safeEqual } from "../crypto";

/** Scheduling links of a video-call invite are valid this long (short-lived per the spec). */
export const SCHEDULING_TTL_SECONDS = 72 * 3600;

const sign = (config: Pick<Config, "APP_SECRET">, encounterId: string, exp: number) =>
  hmacHex(config.APP_SECRET, `schedule:${encounterId}:${exp}`);

/** `{WEB_URL}/schedule/<id>?token=<exp>.<hmac>`: the token names its own expiry. */
export function schedulingUrl(
  config: Pick<Config, "APP_SECRET" | "WEB_URL">,
  encounterId: string,
  now: Date,
): string {
  const exp = Math.floor(now.getTime() / 1000) + SCHEDULING_TTL_SECONDS;
  return `${config.WEB_URL}/schedule/${encounterId}?token=${exp}.${sign(config, encounterId, exp)}`;
}

/** Whether a scheduling token is genuine for the encounter and not expired. */
export function schedulingTokenValid(
  config: Pick<Config, "APP_SECRET">,
  encounterId: string,
  token: string | undefined,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token ?? "");
  if (!match) return false;
  const exp = Number(match[1]);
  if (!safeEqual(sign(config, encounterId, exp), match[2] as string)) return false;
  return exp > Math.floor(now.getTime() / 1000);
}

export function schedulingUrlValid(
  config: Pick<Config, "APP_SECRET">,
  url: string,
  now: Date,
): boolean {
  const match = /\/schedule\/([0-9a-f-]{36})\?token=([^&]+)/.exec(url);
  return !!match && schedulingTokenValid(config, match[1] as string, match[2], now);
}
