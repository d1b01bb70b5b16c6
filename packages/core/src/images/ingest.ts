import type { Trx } from "@intake/db";
import type { Clock } from "../kernel/clock";
import type { RequestContext, Services } from "../kernel/context";
import { newId, sha256Hex } from "../kernel/crypto";
import { badRequest } from "../kernel/errors";
import { detectImageFormat } from "./detect";
import { ImageFetchRefused } from "./fetch-port";
import { chargeImageStorage } from "./quota";
import { sanitizeImage } from "./sanitize";
import { type ImageInput, MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST } from "./schemas";

/** An image that passed every check: real format known from its bytes, within the size cap. */
export interface AcceptedImage {
  name: string | null;
  mimeType: string;
  bytes: Uint8Array;
  sha256: string;
}

const MB = 1024 * 1024;
const DATA_URL_PREFIX = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Checks the images sent with a letter (at most 3) and returns their bytes. base64 is decoded
 * strictly; URLs are fetched by the image-fetch port (public addresses only). Every failure is a
 * 400 `invalid_image` naming the image (index and name) and the reason; more than 3 images is
 * 400 `too_many_images`. Nothing is stored: call `storeImages` inside the caller's transaction.
 */
export async function acceptImages(
  ctx: Pick<Services, "config" | "ports" | "clock"> &
    Partial<Pick<RequestContext, "db" | "caller" | "clientAddress">>,
  images: ImageInput[],
): Promise<AcceptedImage[]> {
  if (images.length > MAX_IMAGES_PER_REQUEST) {
    throw badRequest(
      "too_many_images",
      `At most ${MAX_IMAGES_PER_REQUEST} images can be sent with one request; ${images.length} were sent. Send the most relevant ${MAX_IMAGES_PER_REQUEST}.`,
      { max_images: MAX_IMAGES_PER_REQUEST },
    );
  }
  // Fetch/decode concurrently; report the first failure by index so the answer is stable.
  const results = await Promise.allSettled(
    images.map((image, index) => acceptOne(ctx, image, index)),
  );
  const accepted: AcceptedImage[] = [];
  for (const result of results) {
    if (result.status === "rejected") throw result.reason;
    accepted.push(result.value);
  }
  // A request's images count against its daily storage quota (account, else client address).
  if (ctx.db && ctx.caller && accepted.length > 0) {
    await chargeImageStorage(
      {
        db: ctx.db,
        clock: ctx.clock,
        config: ctx.config,
        caller: ctx.caller,
        clientAddress: ctx.clientAddress ?? "unknown",
      },
      accepted.reduce((sum, image) => sum + image.bytes.length, 0),
    );
  }
  return accepted;
}

async function acceptOne(
  ctx: Pick<Services, "config" | "ports" | "clock">,
  image: ImageInput,
  index: number,
): Promise<AcceptedImage> {
  const name = cleanName(image.name);
  const label = `images[${index}]${name ? ` (${name})` : ""}`;
  const fail = (reason: string) =>
    badRequest("invalid_image", `${label}: ${reason}`, { image_index: index });

  let bytes: Uint8Array;
  let fallbackName: string | null = null;
  if (image.base64 !== undefined) {
    bytes = decodeBase64(image.base64, fail);
  } else if (image.url !== undefined) {
    try {
      const fetched = await ctx.ports.imageFetcher.fetch(image.url, { maxBytes: MAX_IMAGE_BYTES });
      bytes = fetched.bytes;
      fallbackName = nameFromUrl(fetched.finalUrl);
    } catch (error) {
      if (error instanceof ImageFetchRefused) throw fail(error.message);
      throw error;
    }
  } else {
    throw fail("give exactly one of url or base64");
  }

  if (bytes.length > MAX_IMAGE_BYTES) throw fail(tooLarge(bytes.length));
  const format = detectImageFormat(bytes);
  if (!format.ok) throw fail(format.reason);
  // Decoded in full and re-encoded: what is stored is pixels, without EXIF/GPS or trailing junk.
  const clean = await sanitizeImage(bytes, format.mimeType);
  if (!clean.ok) throw fail(clean.reason);
  if (clean.bytes.length > MAX_IMAGE_BYTES) throw fail(tooLarge(clean.bytes.length));
  return {
    name: name ?? fallbackName,
    mimeType: clean.mimeType,
    bytes: clean.bytes,
    sha256: sha256Hex(clean.bytes),
  };
}

const tooLarge = (size: number) =>
  `the image is ${size} bytes; the limit is ${MAX_IMAGE_BYTES / MB} MB (${MAX_IMAGE_BYTES} bytes). Send a smaller or compressed image.`;

/**
 * Strict base64: an optional `data:<type>;base64,` prefix, line breaks and spaces are ignored;
 * otherwise only the standard alphabet with correct padding, and the canonical encoding (no
 * stray bits). The decoded size is checked before decoding.
 */
function decodeBase64(input: string, fail: (reason: string) => Error): Uint8Array {
  const body = input.replace(DATA_URL_PREFIX, "").replace(/[ \t\r\n]+/g, "");
  if (body.length === 0) throw fail("the base64 data is empty");
  if (body.length % 4 !== 0 || !BASE64_BODY.test(body)) {
    throw fail(
      "the base64 data is not valid: use the standard alphabet (A-Z, a-z, 0-9, +, /) with '=' padding, optionally after a 'data:image/...;base64,' prefix",
    );
  }
  const padding = body.endsWith("==") ? 2 : body.endsWith("=") ? 1 : 0;
  const size = (body.length / 4) * 3 - padding;
  if (size > MAX_IMAGE_BYTES) throw fail(tooLarge(size));
  const buffer = Buffer.from(body, "base64");
  if (buffer.length !== size || buffer.toString("base64") !== body) {
    throw fail("the base64 data is not valid: it is not a canonical base64 encoding");
  }
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}

/** A display name: no control characters or directory parts, at most 255 characters. */
function cleanName(name: string | undefined): string | null {
  if (name === undefined) return null;
  const printable = [...name]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .join("");
  const base = printable.split(/[/\\]/).pop() ?? "";
  const trimmed = base.trim().slice(0, 255);
  return trimmed.length > 0 ? trimmed : null;
}

function nameFromUrl(url: string): string | null {
  try {
    const last = new URL(url).pathname.split("/").pop() ?? "";
    return cleanName(decodeURIComponent(last));
  } catch {
    return null;
  }
}

/**
 * Stores accepted images of one turn in the embedded image store (bytes in `images.data`) and
 * returns their ids, in order. Call it inside the caller's transaction. A re-sent image is a new
 * row (the spec: re-sending an image duplicates it).
 */
export async function storeImages(
  trx: Trx,
  clock: Clock,
  encounterId: string,
  turnId: string | null,
  accepted: AcceptedImage[],
): Promise<string[]> {
  if (accepted.length === 0) return [];
  const now = clock.now();
  const rows = accepted.map((image) => ({
    id: newId(),
    encounter_id: encounterId,
    turn_id: turnId,
    name: image.name,
    mime_type: image.mimeType,
    byte_size: image.bytes.length,
    sha256: image.sha256,
    data: image.bytes,
    storage_key: null,
    created_at: now,
  }));
  await trx.insertInto("images").values(rows).execute();
  return rows.map((r) => r.id);
}
