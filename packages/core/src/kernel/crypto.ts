import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hash,
  randomBytes,
  randomFillSync,
  randomUUID,
  timingSafeEqual,
} from "node:crypto";

export const newId = (): string => randomUUID();

/**
 * Random bytes are drawn from the CSPRNG 4 KB at a time and handed out once each, in order:
 * one `randomBytes(32)` call costs microseconds (a call into OpenSSL for every token), a slice
 * of the pool a few hundred nanoseconds. No byte is ever handed out twice; the pool is refilled
 * when what is left is too short. (Each process has its own pool: a forked worker starts empty.)
 */
const POOL = Buffer.allocUnsafe(4096);
let poolOffset = POOL.length;
export function randomHex(bytes: number): string {
  if (bytes > POOL.length) return randomBytes(bytes).toString("hex");
  if (poolOffset + bytes > POOL.length) {
    randomFillSync(POOL);
    poolOffset = 0;
  }
  const hex = POOL.toString("hex", poolOffset, poolOffset + bytes);
  POOL.fill(0, poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return hex;
}
/** One-shot SHA-256 (`crypto.hash`, Node ≥ 20.12: half the cost of createHash for short values). */
export const sha256Hex = (value: string | Uint8Array): string => hash("sha256", value, "hex");
export const hmacHex = (secret: string, value: string): string =>
  createHmac("sha256", secret).update(value).digest("hex");

/** Constant-time comparison of two hex or ASCII strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * AES-256-GCM sealing for secrets the service must read back in clear (signing keys, webhook
 * secrets). The key comes from APP_SECRET, which is kept outside the database.
 */
export function seal(appSecret: string, plaintext: string): string {
  const key = createHash("sha256").update(`seal:${appSecret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    "v1",
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

export function unseal(appSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body)
    throw new Error("sealed value has an unknown format");
  const key = createHash("sha256").update(`seal:${appSecret}`).digest();
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
