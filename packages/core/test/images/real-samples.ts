import sharp from "sharp";

/** Small real images of each format sharp writes (decodable, unlike the byte samples). */
const base = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 40, b: 40 } } });
const bytesOf = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.length);

export const REAL_PNG = bytesOf(await base().png().toBuffer());
export const REAL_JPEG = bytesOf(await base().jpeg().toBuffer());
export const REAL_GIF = bytesOf(await base().gif().toBuffer());
export const REAL_WEBP = bytesOf(await base().webp().toBuffer());
/** A JPEG carrying EXIF with a GPS position and a camera model. */
export const JPEG_WITH_GPS = bytesOf(
  await base()
    .jpeg()
    .withExif({
      IFD0: { Make: "SecretCam", Model: "Model GPS-123" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2644/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3954/100",
      },
    })
    .toBuffer(),
);

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const box = (type: string, ...payload: number[][]) => {
  const body = payload.flat();
  return [...u32(8 + body.length), ...Buffer.from(type, "latin1"), ...body];
};
const text = (s: string) => [...Buffer.from(s, "latin1")];

/**
 * A HEIC-shaped file (ftyp, meta with iinf/iloc, mdat) whose item 2 is an `Exif` item holding
 * "GPS-51.5N" and item 1 the (fake) picture "PIXELS": enough for the structure and Exif checks.
 */
function heicWithExif(): Uint8Array {
  const ftyp = box("ftyp", text("heic"), u32(0), text("mif1heic"));
  const infe = (id: number, type: string) =>
    box("infe", [2, 0, 0, 0], u16(id), u16(0), text(type), [0]);
  const iinf = box("iinf", [0, 0, 0, 0], u16(2), infe(1, "hvc1"), infe(2, "Exif"));
  const exif = text("\0\0\0\0GPS-51.5N");
  const pixels = text("PIXELS");
  // iloc v0: offset_size 4, length_size 4, base_offset_size 0; offsets filled in below.
  const ilocOf = (pixelsAt: number, exifAt: number) =>
    box(
      "iloc",
      [0, 0, 0, 0],
      [0x44, 0x00],
      u16(2),
      u16(1),
      u16(0),
      u16(1),
      u32(pixelsAt),
      u32(pixels.length),
      u16(2),
      u16(0),
      u16(1),
      u32(exifAt),
      u32(exif.length),
    );
  const metaOf = (iloc: number[]) =>
    box(
      "meta",
      [0, 0, 0, 0],
      box("hdlr", [0, 0, 0, 0], u32(0), text("pict"), u32(0), u32(0), u32(0), [0]),
      iinf,
      iloc,
    );
  const metaLength = metaOf(ilocOf(0, 0)).length;
  const mdatStart = ftyp.length + metaLength + 8;
  const meta = metaOf(ilocOf(mdatStart, mdatStart + pixels.length));
  return new Uint8Array([...ftyp, ...meta, ...box("mdat", pixels, exif)]);
}
export const HEIC_WITH_EXIF = heicWithExif();
