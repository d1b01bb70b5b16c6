/** Minimal byte samples of each accepted format and of lookalikes. */
export const bytes = (...parts: Array<number[] | string>): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
export const ftyp = (major: string, compatible: string[] = []) =>
  bytes(
    u32(16 + 4 * compatible.length),
    "ftyp",
    major,
    [0, 0, 0, 0],
    ...compatible,
    [0, 0, 0, 8],
    "meta",
  );

export const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0]);
export const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR");
export const GIF = bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0]);
export const WEBP = bytes("RIFF", [26, 0, 0, 0], "WEBPVP8 ", [0, 0, 0, 0]);
export const HEIC = ftyp("heic", ["mif1", "heic"]);
export const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
