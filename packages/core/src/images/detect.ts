/**
 * Image format detection by content (magic bytes), never by a file name or a declared type.
 * Returns the MIME type, or a reason the bytes are refused.
 */
export type DetectedFormat =
  | {
      ok: true;
      mimeType:
        | "image/jpeg"
        | "image/png"
        | "image/gif"
        | "image/webp"
        | "image/heic"
        | "image/svg+xml";
    }
  | { ok: false; reason: string };

const NOT_AN_IMAGE = "not a JPEG, PNG, HEIC, GIF, WebP or SVG image";

/** Brands of an ISO-BMFF `ftyp` box that mean HEIF/HEIC still images or sequences. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
/** Generic HEIF brands (mif1/msf1) are also used by AVIF, which is not an accepted format. */
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

export function detectImageFormat(bytes: Uint8Array): DetectedFormat {
  if (bytes.length === 0) return { ok: false, reason: "the image is empty" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, mimeType: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ok: true, mimeType: "image/png" };
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) {
    return { ok: true, mimeType: "image/gif" };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return { ok: true, mimeType: "image/webp" };
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") return detectHeif(bytes);
  const svg = detectSvg(bytes);
  if (svg) return svg;
  return { ok: false, reason: NOT_AN_IMAGE };
}

function detectHeif(bytes: Uint8Array): DetectedFormat {
  const size =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  if (size < 16 || size > bytes.length || size % 4 !== 0)
    return { ok: false, reason: NOT_AN_IMAGE };
  const major = ascii(bytes, 8, 12);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= size; at += 4) compatible.push(ascii(bytes, at, at + 4));
  const brands = [major, ...compatible];
  if (!brands.some((b) => HEIC_BRANDS.has(b))) return { ok: false, reason: NOT_AN_IMAGE };
  // A generic HEIF major brand with AVIF among the brands is an AVIF file.
  if (
    (GENERIC_HEIF_BRANDS.has(major) || AVIF_BRANDS.has(major)) &&
    brands.some((b) => AVIF_BRANDS.has(b))
  ) {
    return {
      ok: false,
      reason: "an AVIF image, which is not accepted; send JPEG, PNG, HEIC, GIF, WebP or SVG",
    };
  }
  if (AVIF_BRANDS.has(major)) return { ok: false, reason: NOT_AN_IMAGE };
  return { ok: true, mimeType: "image/heic" };
}

/**
 * SVG: UTF-8 text whose root element is `<svg`, after an optional BOM, XML declaration,
 * comments, processing instructions and a DOCTYPE without an internal subset (entity
 * declarations are refused: they serve only entity-expansion and external-entity attacks).
 * Returns null when the bytes do not look like XML at all.
 */
function detectSvg(bytes: Uint8Array): DetectedFormat | null {
  if (
    bytes[0] !== 0x3c &&
    bytes[0] !== 0xef &&
    bytes[0] !== 0x20 &&
    bytes[0] !== 0x09 &&
    bytes[0] !== 0x0a &&
    bytes[0] !== 0x0d
  ) {
    return null;
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes("\u0000")) return null;
  // Index-based scan: no re-slicing of a (possibly 10 MB) string per prolog item.
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const skipSpace = () => {
    while (at < text.length && " \t\r\n".includes(text.charAt(at))) at++;
  };
  for (;;) {
    skipSpace();
    if (text.startsWith("<?", at)) {
      const end = text.indexOf("?>", at + 2);
      if (end < 0) return null;
      at = end + 2;
    } else if (text.startsWith("<!--", at)) {
      const end = text.indexOf("-->", at + 4);
      if (end < 0) return null;
      at = end + 3;
    } else if (text.slice(at, at + 9).toUpperCase() === "<!DOCTYPE") {
      const end = text.indexOf(">", at);
      if (end < 0) return null;
      if (text.slice(at, end).includes("[")) {
        return {
          ok: false,
          reason:
            "an SVG with a DOCTYPE internal subset (entity declarations), which is not accepted",
        };
      }
      at = end + 1;
    } else {
      break;
    }
  }
  const rest = text.slice(at, at + 5);
  if (/^<svg[\s>/]/.test(rest)) return { ok: true, mimeType: "image/svg+xml" };
  return null;
}
