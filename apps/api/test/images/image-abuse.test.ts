import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";

/**
 * Images through the real agent query: bytes that only look like an image are refused, metadata
 * is not stored, and each client address (anonymous) or account has a daily storage quota.
 */
const QUOTA = 60_000;

let t: TestApp;
let png: string;
beforeAll(async () => {
  t = await createTestApp({
    IMAGE_BYTES_PER_DAY_PER_CLIENT: String(QUOTA),
    IMAGE_BYTES_PER_DAY_PER_ACCOUNT: String(QUOTA),
  });
  png = (
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
      .png()
      .toBuffer()
  ).toString("base64");
});
afterAll(() => t?.close());

const imageCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("images")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A PNG of random pixels: re-encoded it stays about `side * side * 3` bytes. */
const noisyPng = async (side: number) =>
  (
    await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer()
  ).toString("base64");

describe("images are decoded, not judged by their first bytes", () => {
  it("a PNG signature followed by random bytes is 400 invalid_image and nothing is stored", async () => {
    const junk = Buffer.concat([Buffer.from(png, "base64").subarray(0, 16), randomBytes(2 << 20)]);
    const before = await imageCount();
    const res = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE), images: [{ base64: junk.toString("base64"), name: "x.png" }] },
      { headers: { "x-forwarded-for": "198.51.100.10" } },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_image", image_index: 0 });
    expect(res.body.error).toMatch(/does not decode/);
    expect(await imageCount()).toBe(before);
  });

  it("EXIF GPS and camera data are not stored", async () => {
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "blue" },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "SecretCam", Model: "X1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2644/100" },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const account = await t.createAccount();
    const res = await t.post(
      "/api/v1/agent/query",
      { query: letter(COMPLETE), images: [{ base64: jpeg.toString("base64"), name: "p.jpg" }] },
      { token: account.apiKey },
    );
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom("images")
      .select(["data", "mime_type"])
      .where("encounter_id", "=", res.body.encounter_id)
      .executeTakeFirstOrThrow();
    expect(row.mime_type).toBe("image/jpeg");
    const stored = Buffer.from(row.data as Uint8Array);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes("SecretCam")).toBe(false);
    expect(stored.includes("GPS")).toBe(false);
  });
});

describe("daily image storage quotas", () => {
  it("per anonymous client address: 429 with Retry-After and a clear message, until the next UTC day", async () => {
    const image = await noisyPng(80); // about 19 KB re-encoded
    const send = (address: string) =>
      t.post(
        "/api/v1/agent/query",
        { query: letter(COMPLETE), images: [{ base64: image }] },
        { headers: { "x-forwarded-for": address } },
      );
    // TRUST_PROXY defaults to loopback; in-process requests have no socket, so the header is
    // not trusted and every request is the same client ("local") — which is what is tested.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 6; i++) {
      const res = await send("203.0.113.1");
      statuses.push(res.status);
      if (res.status === 429) {
        refused = res;
        break;
      }
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(refused?.status).toBe(429);
    expect(refused?.body.code).toBe("rate_limited");
    expect(refused?.body.error).toMatch(/Image storage quota reached.*client address.*per day/);
    const retryAfter = Number(refused?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(refused?.body.retry_after_seconds).toBe(retryAfter);

    // A letter without images is not affected; the next UTC day the quota is fresh.
    expect((await t.post("/api/v1/agent/query", { query: letter(COMPLETE) })).status).toBe(200);
    t.clock.advance(retryAfter * 1000);
    expect((await send("203.0.113.1")).status).toBe(200);
  });

  it("per account: one account's quota does not touch another's", async () => {
    const image = await noisyPng(80);
    const a = await t.createAccount();
    const b = await t.createAccount();
    const send = (key: string) =>
      t.post(
        "/api/v1/agent/query",
        { query: letter(COMPLETE), images: [{ base64: image }] },
        { token: key },
      );
    let status = 200;
    for (let i = 0; i < 6 && status === 200; i++) status = (await send(a.apiKey)).status;
    expect(status).toBe(429);
    const last = await send(a.apiKey);
    expect(last.body.error).toMatch(/this account may store 60000 bytes of images per day/);
    expect((await send(b.apiKey)).status).toBe(200);
  });
});
