import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { loadConfig } from "../../src/config";
import type { Services } from "../../src/context";
import { DomainError } from "../../src/errors";
import {
  type FetchedImage,
  type ImageFetcher,
  ImageFetchRefused,
} from "../../src/images/fetch-port";
import { acceptImages } from "../../src/images/ingest";
import { MAX_IMAGE_BYTES } from "../../src/images/schemas";
import { GIF, JPEG, PNG, SVG } from "./samples";

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
    expect(accepted.map((a) => [a.name, a.mimeType, a.bytes.length])).toEqual([
      ["rash.jpg", "image/png", PNG.length],
      [null, "image/jpeg", JPEG.length],
      ["chart.svg", "image/svg+xml", SVG.length],
    ]);
    expect(Buffer.from(accepted[0]?.bytes ?? []).equals(Buffer.from(PNG))).toBe(true);
    expect(accepted[0]?.sha256).toBe(createHash("sha256").update(PNG).digest("hex"));
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
    const [ok] = await acceptImages(ctxWith(), [{ base64: b64(exact) }]);
    expect(ok?.bytes.length).toBe(MAX_IMAGE_BYTES);

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
