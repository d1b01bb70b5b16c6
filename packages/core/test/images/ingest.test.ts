import { createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  type FetchedImage,
  type ImageFetcher,
  ImageFetchRefused,
} from "../../src/images/fetch-port";
import { acceptImages } from "../../src/images/ingest";
import { MAX_IMAGE_BYTES } from "../../src/images/schemas";
import { ManualClock } from "../../src/kernel/clock";
import { loadConfig } from "../../src/kernel/config";
import type { Services } from "../../src/kernel/context";
import { DomainError } from "../../src/kernel/errors";
import {
  REAL_GIF as GIF,
  HEIC_WITH_EXIF,
  REAL_JPEG as JPEG,
  JPEG_WITH_GPS,
  REAL_PNG as PNG,
  REAL_WEBP,
} from "./real-samples";
import { SVG } from "./samples";

const config = loadConfig({ NODE_ENV: "test", APP_SECRET: "x".repeat(32) });

/** A fetcher port answering from a table, recording what was asked. */
function fakeFetcher(
  table: Record<string, FetchedImage | Error>,
): ImageFetcher & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async fetch(url) {
      calls.push(url);
      const answer = table[url];
      if (!answer)
        throw new ImageFetchRefused(
          "the image server answered HTTP 404; only a 2xx answer with the image is accepted",
        );
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

function ctxWith(
  fetcher: ImageFetcher = fakeFetcher({}),
): Pick<Services, "config" | "ports" | "clock"> {
  return {
    config,
    clock: new ManualClock(),
    ports: { imageFetcher: fetcher } as Services["ports"],
  };
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString("base64");

async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; message: string; extra: unknown }> {
  const error = await promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const d = error as DomainError;
  return { status: d.status, code: d.code, message: d.message, extra: d.extra };
}

describe("acceptImages: base64", () => {
  it("accepts each format, detected from the bytes, with the name and sha256", async () => {
    const accepted = await acceptImages(ctxWith(), [
      { base64: b64(PNG), name: "rash.jpg" },
      { base64: `data:image/png;base64,${b64(JPEG)}` },
      { base64: b64(SVG), name: "C:\\photos\\chart.svg" },
    ]);
    expect(accepted.map((a) => [a.name, a.mimeType])).toEqual([
      ["rash.jpg", "image/png"],
      [null, "image/jpeg"],
      ["chart.svg", "image/svg+xml"],
    ]);
    // PNG and JPEG are re-encoded (metadata dropped); SVG is stored as sent.
    expect(Buffer.from(accepted[2]?.bytes ?? []).equals(Buffer.from(SVG))).toBe(true);
    for (const image of accepted) {
      expect(image.sha256).toBe(createHash("sha256").update(image.bytes).digest("hex"));
    }
  });

  it("ignores line breaks in base64 (MIME style)", async () => {
    const wrapped = b64(GIF).replace(/(.{8})/g, "$1\r\n");
    const [image] = await acceptImages(ctxWith(), [{ base64: wrapped }]);
    expect(image?.mimeType).toBe("image/gif");
  });

  it("an empty list is accepted", async () => {
    expect(await acceptImages(ctxWith(), [])).toEqual([]);
  });

  it("more than 3 images is 400 too_many_images", async () => {
    const one = { base64: b64(PNG) };
    const r = await refusal(acceptImages(ctxWith(), [one, one, one, one]));
    expect(r).toEqual({
      status: 400,
      code: "too_many_images",
      message:
        "At most 3 images can be sent with one request; 4 were sent. Send the most relevant 3.",
      extra: { max_images: 3 },
    });
  });

  const INVALID_BASE64 =
    "the base64 data is not valid: use the standard alphabet (A-Z, a-z, 0-9, +, /) with '=' padding, optionally after a 'data:image/...;base64,' prefix";
  it.each([
    ["characters outside the alphabet", "iVBO!!!!", INVALID_BASE64],
    ["base64url alphabet", "iVBO_w0K", INVALID_BASE64],
    ["missing padding", "iVBORw0KGgo", INVALID_BASE64],
    ["padding in the middle", "iV==Rw0K", INVALID_BASE64],
    [
      "a stray trailing bit (non-canonical)",
      "iVBORw0KGgp=",
      "the base64 data is not valid: it is not a canonical base64 encoding",
    ],
    ["empty", "", "the base64 data is empty"],
    ["only a data: prefix", "data:image/png;base64,", "the base64 data is empty"],
    [
      "valid base64 of a text file",
      Buffer.from("just some text").toString("base64"),
      "not a JPEG, PNG, HEIC, GIF, WebP or SVG image",
    ],
  ])("%s -> 400 invalid_image naming the image", async (_label, base64, reason) => {
    const r = await refusal(
      acceptImages(ctxWith(), [{ base64: b64(PNG) }, { base64, name: "rash.png" }]),
    );
    expect(r).toEqual({
      status: 400,
      code: "invalid_image",
      message: `images[1] (rash.png): ${reason}`,
      extra: { image_index: 1 },
    });
  });

  it("accepts exactly 10 MB and refuses 10 MB + 1 byte", async () => {
    const exact = new Uint8Array(MAX_IMAGE_BYTES);
    exact.set(PNG);
    // A real PNG followed by zeros up to exactly 10 MB: within the limit, and stored re-encoded.
    const [ok] = await acceptImages(ctxWith(), [{ base64: b64(exact) }]);
    expect(ok?.mimeType).toBe("image/png");
    expect(ok?.bytes.length).toBeLessThan(1000);

    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set(PNG);
    const r = await refusal(acceptImages(ctxWith(), [{ base64: b64(over) }]));
    expect(r.code).toBe("invalid_image");
    expect(r.message).toBe(
      "images[0]: the image is 10485761 bytes; the limit is 10 MB (10485760 bytes). Send a smaller or compressed image.",
    );
  });
});

describe("acceptImages: URLs go through the image-fetch port", () => {
  it("detects the format from the fetched bytes, not the declared type, and names it from the URL", async () => {
    const fetcher = fakeFetcher({
      "https://cdn.example.com/a/rash%20photo.png": {
        bytes: JPEG,
        contentType: "image/png",
        finalUrl: "https://cdn.example.com/a/rash%20photo.png",
      },
    });
    const [image] = await acceptImages(ctxWith(fetcher), [
      { url: "https://cdn.example.com/a/rash%20photo.png" },
    ]);
    expect(image).toMatchObject({ name: "rash photo.png", mimeType: "image/jpeg" });
    expect(fetcher.calls).toEqual(["https://cdn.example.com/a/rash%20photo.png"]);
  });

  it("a refusal of the fetcher is 400 invalid_image naming the image and the reason", async () => {
    const fetcher = fakeFetcher({
      "http://127.0.0.1/x.png": new ImageFetchRefused(
        "the URL points to a private or loopback address; only public addresses are fetched",
      ),
    });
    const r = await refusal(acceptImages(ctxWith(fetcher), [{ url: "http://127.0.0.1/x.png" }]));
    expect(r).toEqual({
      status: 400,
      code: "invalid_image",
      message:
        "images[0]: the URL points to a private or loopback address; only public addresses are fetched",
      extra: { image_index: 0 },
    });
  });

  it("fetched bytes that are not an image are refused", async () => {
    const fetcher = fakeFetcher({
      "https://example.com/page": {
        bytes: Buffer.from("<html></html>"),
        contentType: "image/png",
        finalUrl: "https://example.com/page",
      },
    });
    const r = await refusal(
      acceptImages(ctxWith(fetcher), [{ url: "https://example.com/page", name: "scan" }]),
    );
    expect(r.message).toBe("images[0] (scan): not a JPEG, PNG, HEIC, GIF, WebP or SVG image");
  });

  it("reports the first failing image by index when several fail", async () => {
    const r = await refusal(
      acceptImages(ctxWith(), [
        { base64: b64(PNG) },
        { url: "https://example.com/missing" },
        { base64: "!!" },
      ]),
    );
    expect(r.message).toBe(
      "images[1]: the image server answered HTTP 404; only a 2xx answer with the image is accepted",
    );
  });
});

describe("acceptImages: images are decoded in full and re-encoded", () => {
  it("a PNG signature followed by 10 MiB of random bytes is 400 invalid_image", async () => {
    const junk = new Uint8Array(randomBytes(MAX_IMAGE_BYTES - 16));
    junk.set(PNG.subarray(0, 16));
    const r = await refusal(acceptImages(ctxWith(), [{ base64: b64(junk), name: "x.png" }]));
    expect(r).toEqual({
      status: 400,
      code: "invalid_image",
      message:
        "images[0] (x.png): the image data does not decode (damaged, truncated, or not really an image)",
      extra: { image_index: 0 },
    });
  });

  it.each([
    ["JPEG", JPEG],
    ["GIF", GIF],
    ["WebP", REAL_WEBP],
  ])("a truncated %s is refused", async (_, sample) => {
    const r = await refusal(
      acceptImages(ctxWith(), [{ base64: b64(sample.subarray(0, sample.length - 12)) }]),
    );
    expect(r.code).toBe("invalid_image");
  });

  it("EXIF (GPS position, camera) is gone from a stored JPEG", async () => {
    expect((await sharp(JPEG_WITH_GPS).metadata()).exif).toBeDefined();
    expect(Buffer.from(JPEG_WITH_GPS).includes("SecretCam")).toBe(true);
    const [image] = await acceptImages(ctxWith(), [{ base64: b64(JPEG_WITH_GPS) }]);
    const stored = Buffer.from(image?.bytes ?? []);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([4, 3]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes("SecretCam")).toBe(false);
    expect(stored.includes("Exif")).toBe(false);
  });

  it("an image over the pixel limit is refused, naming the limit", async () => {
    // A 8000 x 8000 PNG of one colour compresses to a few hundred KB but decodes to 64 Mpx.
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: "black" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const r = await refusal(acceptImages(ctxWith(), [{ base64: b64(bomb) }]));
    expect(r.code).toBe("invalid_image");
    expect(r.message).toMatch(/larger than 40,000,000 pixels/);
  });

  it("HEIC: random bytes after the header are refused; Exif items are blanked", async () => {
    const junk = new Uint8Array(randomBytes(100_000));
    junk.set(HEIC_WITH_EXIF.subarray(0, 24));
    expect((await refusal(acceptImages(ctxWith(), [{ base64: b64(junk) }]))).code).toBe(
      "invalid_image",
    );
    expect(Buffer.from(HEIC_WITH_EXIF).includes("GPS-51.5N")).toBe(true);
    const [image] = await acceptImages(ctxWith(), [{ base64: b64(HEIC_WITH_EXIF) }]);
    expect(image?.mimeType).toBe("image/heic");
    expect(image?.bytes.length).toBe(HEIC_WITH_EXIF.length);
    expect(Buffer.from(image?.bytes ?? []).includes("GPS-51.5N")).toBe(false);
    expect(Buffer.from(image?.bytes ?? []).includes("PIXELS")).toBe(true);
  });
});
