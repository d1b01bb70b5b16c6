import { createHmac } from "node:crypto";
import type { Config } from "../kernel/config";
import { safeEqual } from "../kernel/crypto";
import { forbidden } from "../kernel/errors";

/** Signed image URLs are valid this long (spec: about 15 minutes). */
export const IMAGE_URL_TTL_SECONDS = 15 * 60;

/** A key of its own for image URLs, derived from APP_SECRET (never the secret itself). */
const signingKey = (appSecret: string): Buffer =>
  createHmac("sha256", appSecret).update("intake:image-url-signing:v1").digest();

const signature = (config: Pick<Config, "APP_SECRET">, imageId: string, exp: number): string =>
  createHmac("sha256", signingKey(config.APP_SECRET)).update(`${imageId}.${exp}`).digest("hex");

/**
 * `{BASE_URL}/api/v1/images/<id>?exp=<unix seconds>&sig=<hex HMAC-SHA256 of "<id>.<exp>">`, valid
 * 15 minutes from `now`. The URL is the credential: hand it out only to whoever may see the image.
 */
export function signImageUrl(
  config: Pick<Config, "APP_SECRET" | "BASE_URL">,
  imageId: string,
  now: Date,
): { url: string; expiresAt: string } {
  const exp = Math.floor(now.getTime() / 1000) + IMAGE_URL_TTL_SECONDS;
  const sig = signature(config, imageId, exp);
  return {
    url: `${config.BASE_URL}/api/v1/images/${encodeURIComponent(imageId)}?exp=${exp}&sig=${sig}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/**
 * Checks a signed image URL's `exp` and `sig`; returns the seconds it stays valid. The signature
 * is checked first (constant-time), so only genuine URLs learn that they expired.
 */
export function verifyImageSignature(
  config: Pick<Config, "APP_SECRET">,
  imageId: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
): number {
  const invalid = () =>
    forbidden(
      "invalid_signature",
      "This image URL is not valid: its signature is missing or does not match. Use the exact signed URL the API returned, or fetch the resource again for a fresh one.",
    );
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/i.test(sig)) throw invalid();
  const expiresAt = Number(exp);
  if (!safeEqual(signature(config, imageId, expiresAt), sig.toLowerCase())) throw invalid();
  const remaining = expiresAt - Math.floor(now.getTime() / 1000);
  if (remaining <= 0) {
    throw forbidden(
      "image_url_expired",
      "This image URL has expired (signed URLs are valid for 15 minutes). Fetch the resource that listed the image again for a fresh URL.",
    );
  }
  return remaining;
}
