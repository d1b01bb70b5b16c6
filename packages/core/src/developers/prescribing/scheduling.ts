import type { Config } from "../../kernel/config";
import { expiringToken, expiringTokenValid } from "./page-links";

/** Scheduling links of a video-call invite are valid this long (short-lived per the spec). */
export const SCHEDULING_TTL_SECONDS = 72 * 3600;

/** `{WEB_URL}/schedule/<id>?token=<exp>.<hmac>`: the token names its own expiry. */
export function schedulingUrl(
  config: Pick<Config, "APP_SECRET" | "WEB_URL">,
  encounterId: string,
  now: Date,
): string {
  const exp = Math.floor(now.getTime() / 1000) + SCHEDULING_TTL_SECONDS;
  return `${config.WEB_URL}/schedule/${encounterId}?token=${expiringToken(config, "schedule", encounterId, exp)}`;
}

/** Whether a scheduling token is genuine for the encounter and not expired. */
export function schedulingTokenValid(
  config: Pick<Config, "APP_SECRET">,
  encounterId: string,
  token: string | undefined,
  now: Date,
): boolean {
  return expiringTokenValid(config, "schedule", encounterId, token, now);
}

export function schedulingUrlValid(
  config: Pick<Config, "APP_SECRET">,
  url: string,
  now: Date,
): boolean {
  const match = /\/schedule\/([0-9a-f-]{36})\?token=([^&]+)/.exec(url);
  return !!match && schedulingTokenValid(config, match[1] as string, match[2], now);
}
