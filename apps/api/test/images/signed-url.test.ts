import { acceptImages, signImageUrl, storeImages } from "@intake/core/images";
import { newId, randomHex, sha256Hex } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";

/** A real 2x2 PNG as sharp writes it (stored unchanged: re-encoding it gives the same bytes). */
const PNG = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);
const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

let t: TestApp;
let encounterId: string;
let pngId: string;
let svgId: string;

beforeAll(async () => {
  t = await createTestApp();
  encounterId = newId();
  const now = t.clock.now();
  await t.db
    .insertInto("encounters")
    .values({
      id: encounterId,
      state: "open",
      session_token_hash: sha256Hex(randomHex(32)),
      encounter_token_hash: sha256Hex(randomHex(32)),
      expires_at: new Date(now.getTime() + 86_400_000),
      created_at: now,
      updated_at: now,
    })
    .execute();
  const accepted = await acceptImages(t.services, [
    { base64: Buffer.from(PNG).toString("base64"), name: "rash ü.png" },
    { base64: SVG.toString("base64"), name: "chart.svg" },
  ]);
  [pngId, svgId] = (await t.db
    .transaction()
    .execute((trx) => storeImages(trx, t.clock, encounterId, null, accepted))) as [string, string];
});
afterAll(() => t.close());

/** The raw answer (bytes, not text). */
async function download(url: string) {
  const response = await t.app.fetch(new Request(url));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = Buffer.from(bytes).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, bytes, body };
}

describe("storeImages", () => {
  it("stores each image as a row with its bytes; a re-sent image is a new row", async () => {
    const rows = await t.db
      .selectFrom("images")
      .selectAll()
      .where("id", "in", [pngId, svgId])
      .orderBy("name")
      .execute();
    expect(
      rows.map((r) => [r.name, r.mime_type, r.byte_size, r.encounter_id, r.turn_id, r.storage_key]),
    ).toEqual([
      ["chart.svg", "image/svg+xml", SVG.length, encounterId, null, null],
      ["rash ü.png", "image/png", PNG.length, encounterId, null, null],
    ]);
    expect(Buffer.from(rows[1]?.data ?? []).equals(Buffer.from(PNG))).toBe(true);
    expect(rows[1]?.sha256).toBe(sha256Hex(PNG));

    const again = await acceptImages(t.services, [{ base64: Buffer.from(PNG).toString("base64") }]);
    const [dup] = await t.db
      .transaction()
      .execute((trx) => storeImages(trx, t.clock, encounterId, null, again));
    expect(dup).not.toBe(pngId);
    const same = await t.db
      .selectFrom("images")
      .select("id")
      .where("sha256", "=", sha256Hex(PNG))
      .execute();
    expect(same.length).toBe(2);
  });
});

describe("GET /api/v1/images/{id} (signed URL)", () => {
  it("signImageUrl builds {BASE_URL}/api/v1/images/<id>?exp=<unix s>&sig=<64 hex>, valid 15 minutes", () => {
    const now = t.clock.now();
    const signed = signImageUrl(t.config, pngId, now);
    const exp = Math.floor(now.getTime() / 1000) + 900;
    expect(signed.url).toMatch(
      new RegExp(`^${TEST_BASE_URL}/api/v1/images/${pngId}\\?exp=${exp}&sig=[0-9a-f]{64}$`),
    );
    expect(signed.expiresAt).toBe(new Date(exp * 1000).toISOString());
  });

  it("serves the bytes with the stored type, private caching up to the expiry, nosniff and the CSP, without Authorization", async () => {
    const { url } = signImageUrl(t.config, pngId, t.clock.now());
    t.clock.advance(60_000);
    const res = await download(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(res.bytes).equals(Buffer.from(PNG))).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-length")).toBe(String(PNG.length));
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(CSP);
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="rash _.png"; filename*=UTF-8''rash%20%C3%BC.png`,
    );
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("serves SVG inert: as an attachment, nosniff, sandboxing CSP", async () => {
    const res = await download(signImageUrl(t.config, svgId, t.clock.now()).url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="chart.svg"; filename*=UTF-8''chart.svg`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(CSP);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(res.bytes).equals(SVG)).toBe(true);
  });

  it("an expired URL is 403 image_url_expired (the clock moves past 15 minutes)", async () => {
    const { url } = signImageUrl(t.config, pngId, t.clock.now());
    t.clock.advance(899_000);
    expect((await download(url)).status).toBe(200);
    expect((await download(url)).headers.get("cache-control")).toBe("no-store");
    t.clock.advance(1_000);
    const res = await download(url);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error:
        "This image URL has expired (signed URLs are valid for 15 minutes). Fetch the resource that listed the image again for a fresh URL.",
      code: "image_url_expired",
    });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  const INVALID = {
    error:
      "This image URL is not valid: its signature is missing or does not match. Use the exact signed URL the API returned, or fetch the resource again for a fresh one.",
    code: "invalid_signature",
  };

  it.each([
    [
      "a changed signature",
      (u: URL) => u.searchParams.set("sig", flip(u.searchParams.get("sig") ?? "")),
    ],
    [
      "a later exp (extending the URL)",
      (u: URL) => u.searchParams.set("exp", String(Number(u.searchParams.get("exp")) + 3600)),
    ],
    ["no signature", (u: URL) => u.searchParams.delete("sig")],
    ["no exp", (u: URL) => u.searchParams.delete("exp")],
    ["a non-numeric exp", (u: URL) => u.searchParams.set("exp", "soon")],
    [
      "a truncated signature",
      (u: URL) => u.searchParams.set("sig", (u.searchParams.get("sig") ?? "").slice(0, 63)),
    ],
  ])("%s is 403 invalid_signature", async (_label, tamper) => {
    const url = new URL(signImageUrl(t.config, pngId, t.clock.now()).url);
    tamper(url);
    const res = await download(url.toString());
    expect(res.status).toBe(403);
    expect(res.body).toEqual(INVALID);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("another image's signature does not open this image", async () => {
    const svgUrl = new URL(signImageUrl(t.config, svgId, t.clock.now()).url);
    const res = await download(`${TEST_BASE_URL}/api/v1/images/${pngId}${svgUrl.search}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(INVALID);
  });

  it("an expired URL with a forged signature is invalid_signature, not expired", async () => {
    const url = new URL(
      signImageUrl(t.config, pngId, new Date(t.clock.now().getTime() - 3_600_000)).url,
    );
    url.searchParams.set("sig", flip(url.searchParams.get("sig") ?? ""));
    expect((await download(url.toString())).body).toEqual(INVALID);
  });

  it("a validly signed unknown id is 404", async () => {
    const res = await download(signImageUrl(t.config, newId(), t.clock.now()).url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: "The image was not found, or it does not belong to you.",
      code: "not_found",
    });
    const notUuid = await download(signImageUrl(t.config, "not-a-uuid", t.clock.now()).url);
    expect(notUuid.status).toBe(404);
  });

  it("a URL signed under another APP_SECRET is refused", async () => {
    const other = { ...t.config, APP_SECRET: "another-secret-0123456789abcdef0123456789" };
    const res = await download(signImageUrl(other, pngId, t.clock.now()).url);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(INVALID);
  });

  it("is described in the OpenAPI document", async () => {
    const res = await t.get("/api/v1/openapi.json");
    const op = res.body.paths["/api/v1/images/{id}"].get;
    expect(op.operationId).toBe("getImage");
    expect(op.security).toEqual([]);
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(["id", "exp", "sig"]);
    expect(Object.keys(op.responses)).toEqual(["200", "403", "404", "500", "503"]);
  });
});

/** Changes the first hex digit of a signature. */
const flip = (sig: string) => (sig[0] === "0" ? "1" : "0") + sig.slice(1);
