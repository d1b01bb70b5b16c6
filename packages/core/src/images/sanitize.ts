import sharp from "sharp";
import type { DetectedFormat } from "./detect";

type ImageMime = Extract<DetectedFormat, { ok: true }>["mimeType"];

/** Decoded size cap: about 40 megapixels (a 10 MB file may not decompress into gigabytes). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** A decode that takes longer than this is refused (libvips stops it). */
const DECODE_TIMEOUT_SECONDS = 15;

// No operation cache: every image is decoded once, and the cache would only hold memory.
sharp.cache(false);

export type SanitizedImage =
  | { ok: true; bytes: Uint8Array; mimeType: ImageMime }
  | { ok: false; reason: string };

const UNDECODABLE = "the image data does not decode (damaged, truncated, or not really an image)";

/**
 * Decodes an accepted image completely (sharp/libvips) and re-encodes it in its own format, so
 * only pixels are stored: EXIF (GPS position, camera, dates), XMP, IPTC and comments are dropped,
 * and bytes that only look like an image by their first bytes are refused. A JPEG's EXIF
 * orientation is applied to the pixels first, so the photo stays upright without it.
 * SVG is checked by rendering it and stored as sent (it is served inert: docs/images.md).
 * HEIC cannot be decoded by the bundled libvips (HEVC is not included): its box structure is
 * checked instead and its Exif/XMP items are blanked in place (docs/images.md).
 */
export async function sanitizeImage(
  bytes: Uint8Array,
  mimeType: ImageMime,
): Promise<SanitizedImage> {
  if (mimeType === "image/heic") return sanitizeHeic(bytes);
  const animated = mimeType === "image/gif" || mimeType === "image/webp";
  try {
    if (mimeType === "image/svg+xml") {
      return (await svgParses(bytes))
        ? { ok: true, bytes, mimeType }
        : { ok: false, reason: UNDECODABLE };
    }
    const input = sharp(bytes, {
      failOn: "error",
      limitInputPixels: MAX_IMAGE_PIXELS,
      animated,
    }).timeout({ seconds: DECODE_TIMEOUT_SECONDS });
    let output: Buffer;
    switch (mimeType) {
      case "image/jpeg":
        output = await input.rotate().jpeg({ quality: 90 }).toBuffer();
        break;
      case "image/png":
        output = await input.png().toBuffer();
        break;
      case "image/gif":
        output = await input.gif().toBuffer();
        break;
      case "image/webp":
        output = await input.webp({ quality: 90 }).toBuffer();
        break;
      default:
        return { ok: false, reason: UNDECODABLE };
    }
    return {
      ok: true,
      bytes: new Uint8Array(output.buffer, output.byteOffset, output.length),
      mimeType,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit|exceeds pixel/i.test(message)) {
      return {
        ok: false,
        reason: `the image is larger than ${MAX_IMAGE_PIXELS.toLocaleString("en-US")} pixels; send a smaller image`,
      };
    }
    return { ok: false, reason: UNDECODABLE };
  }
}

/** Whether librsvg parses the SVG; one without an intrinsic size (no width/height/viewBox) is fine. */
async function svgParses(bytes: Uint8Array): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: "error" }).metadata();
    return true;
  } catch (error) {
    return error instanceof Error && /bad dimensions/.test(error.message);
  }
}

const u32 = (b: Uint8Array, at: number) =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>>
  0;
const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

interface Box {
  type: string;
  /** Where the box's payload starts and the box ends. */
  start: number;
  end: number;
}

/** The boxes between `from` and `to`, or null when they do not tile that range exactly. */
function boxes(b: Uint8Array, from: number, to: number): Box[] | null {
  const list: Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) return null;
    let size = u32(b, at);
    const type = fourcc(b, at + 4);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      const high = u32(b, at + 8);
      if (high !== 0) return null;
      size = u32(b, at + 12);
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return null;
    list.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return list;
}

/**
 * HEIC: the file must be ISO-BMFF boxes that tile it exactly (`ftyp` first, a `meta` box), so
 * random bytes after a HEIC header are refused; the payloads of `Exif` items and XMP (`mime`)
 * items are overwritten with zeros where `iloc` places them in the file, so location and camera
 * data are not stored (offsets stay valid: nothing moves).
 */
function sanitizeHeic(input: Uint8Array): SanitizedImage {
  const bytes = new Uint8Array(input);
  const top = boxes(bytes, 0, bytes.length);
  if (top === null) return { ok: false, reason: UNDECODABLE };
  if (top[0]?.type !== "ftyp") return { ok: false, reason: UNDECODABLE };
  const meta = top.find((box) => box.type === "meta");
  if (!meta) return { ok: false, reason: UNDECODABLE };
  // `meta` is a full box: version and flags before its children.
  const children = boxes(bytes, meta.start + 4, meta.end);
  if (!children) return { ok: false, reason: UNDECODABLE };
  const metadataItems = new Set<number>();
  const iinf = children.find((box) => box.type === "iinf");
  if (iinf) {
    const version = bytes[iinf.start] ?? 0;
    const countSize = version === 0 ? 2 : 4;
    const entries = boxes(bytes, iinf.start + 4 + countSize, iinf.end);
    if (!entries) return { ok: false, reason: UNDECODABLE };
    for (const infe of entries) {
      if (infe.type !== "infe") continue;
      const v = bytes[infe.start] ?? 0;
      if (v < 2) continue;
      const idSize = v === 2 ? 2 : 4;
      const id = idSize === 2 ? u16(bytes, infe.start + 4) : u32(bytes, infe.start + 4);
      const itemType = fourcc(bytes, infe.start + 4 + idSize + 2);
      if (itemType === "Exif" || itemType === "mime") metadataItems.add(id);
    }
  }
  if (metadataItems.size === 0) return { ok: true, bytes, mimeType: "image/heic" };
  const iloc = children.find((box) => box.type === "iloc");
  if (!iloc) return { ok: false, reason: UNDECODABLE };
  const extents = ilocExtents(bytes, iloc, metadataItems);
  if (!extents) return { ok: false, reason: UNDECODABLE };
  for (const [offset, length] of extents) bytes.fill(0, offset, offset + length);
  return { ok: true, bytes, mimeType: "image/heic" };
}

/** File ranges `[offset, length]` of the given items (construction method 0), or null if malformed. */
function ilocExtents(b: Uint8Array, iloc: Box, items: Set<number>): [number, number][] | null {
  const version = b[iloc.start] ?? 0;
  if (version > 2) return null;
  let at = iloc.start + 4;
  const read = (size: number): number | null => {
    if (at + size > iloc.end) return null;
    let value = 0;
    if (size === 2) value = u16(b, at);
    else if (size === 4) value = u32(b, at);
    else if (size === 8) {
      if (u32(b, at) !== 0) return null;
      value = u32(b, at + 4);
    } else if (size !== 0) return null;
    at += size;
    return value;
  };
  const sizes1 = b[at] ?? 0;
  const sizes2 = b[at + 1] ?? 0;
  at += 2;
  const offsetSize = sizes1 >> 4;
  const lengthSize = sizes1 & 0xf;
  const baseOffsetSize = sizes2 >> 4;
  const indexSize = version === 0 ? 0 : sizes2 & 0xf;
  const count = read(version < 2 ? 2 : 4);
  if (count === null) return null;
  const ranges: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const id = read(version < 2 ? 2 : 4);
    if (id === null) return null;
    let method = 0;
    if (version >= 1) {
      const m = read(2);
      if (m === null) return null;
      method = m & 0xf;
    }
    if (read(2) === null) return null; // data_reference_index
    const base = read(baseOffsetSize);
    const extentCount = read(2);
    if (base === null || extentCount === null) return null;
    for (let e = 0; e < extentCount; e++) {
      if (read(indexSize) === null) return null;
      const offset = read(offsetSize);
      const length = read(lengthSize);
      if (offset === null || length === null) return null;
      if (!items.has(id) || method !== 0) continue;
      const start = base + offset;
      const end = length === 0 ? b.length : start + length;
      if (end > b.length) return null;
      ranges.push([start, end - start]);
    }
  }
  return ranges;
}
