import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ImageFetchRefused } from "../../src/images/fetch-port";
import { createImageFetcher } from "../../src/images/fetcher";
import { PNG } from "./samples";

/** A real local HTTP server; records every request it receives. */
let server: Server;
let port: number;
let seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    const url = new URL(req.url ?? "/", "http://x");
    const hops = Number(url.searchParams.get("n") ?? "0");
    switch (url.pathname) {
      case "/png":
        res.writeHead(200, { "content-type": "image/png" }).end(Buffer.from(PNG));
        return;
      case "/redirect":
        res.writeHead(302, { location: hops > 1 ? `/redirect?n=${hops - 1}` : "/png" }).end();
        return;
      case "/to":
        res.writeHead(307, { location: url.searchParams.get("target") ?? "/png" }).end();
        return;
      case "/no-location":
        res.writeHead(301).end();
        return;
      case "/missing":
        res.writeHead(404, { "content-type": "text/plain" }).end("no");
        return;
      case "/bytes": {
        // Streamed without Content-Length, in 64 KiB chunks.
        const size = Number(url.searchParams.get("size"));
        res.writeHead(200, { "content-type": "application/octet-stream" });
        for (let sent = 0; sent < size; sent += 65536)
          res.write(Buffer.alloc(Math.min(65536, size - sent), 1));
        res.end();
        return;
      }
      case "/declared-large":
        res.writeHead(200, { "content-length": "5000" }).end(Buffer.alloc(5000));
        return;
      case "/hang":
        return; // never answers
      case "/dribble":
        res.writeHead(200);
        res.write("a"); // headers and a byte, then nothing
        return;
      default:
        res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const maxBytes = 10 * 1024 * 1024;
const PRIVATE =
  "the URL points to a private or loopback address; only public addresses are fetched";

async function reason(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => new Error("expected a refusal"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageFetchRefused);
  return (error as Error).message;
}

describe("the real image fetcher, production settings (public addresses only)", () => {
  const fetcher = createImageFetcher({ timeoutMs: 2000 });

  it.each([
    ["127.0.0.1", () => `http://127.0.0.1:${port}/png`],
    ["localhost (resolved by the system resolver)", () => `http://localhost:${port}/png`],
    ["10.x", () => "http://10.0.0.1/png"],
    ["cloud metadata 169.254.169.254", () => "http://169.254.169.254/latest/meta-data/"],
    ["[::1]", () => `http://[::1]:${port}/png`],
    ["[::ffff:127.0.0.1]", () => `http://[::ffff:127.0.0.1]:${port}/png`],
    ["decimal IPv4 2130706433 (= 127.0.0.1)", () => `http://2130706433:${port}/png`],
    ["hex IPv4 0x7f.1", () => `http://0x7f.1:${port}/png`],
    ["0.0.0.0", () => `http://0.0.0.0:${port}/png`],
    ["[fd00::1]", () => "https://[fd00::1]/x.png"],
  ])("refuses %s without connecting", async (_label, url) => {
    expect(await reason(fetcher.fetch(url(), { maxBytes }))).toBe(PRIVATE);
    expect(seen).toEqual([]);
  });

  it("refuses a host name resolving to loopback, and one with any non-public address among public ones", async () => {
    const resolving = (answers: Record<string, string[]>) =>
      createImageFetcher({ timeoutMs: 2000, resolve: async (host) => answers[host] ?? [] });
    const f = resolving({
      "images.test": ["127.0.0.1"],
      "mixed.test": ["93.184.216.34", "10.0.0.7"],
      "none.test": [],
    });
    expect(await reason(f.fetch(`http://images.test:${port}/png`, { maxBytes }))).toBe(PRIVATE);
    expect(await reason(f.fetch("https://mixed.test/x.png", { maxBytes }))).toBe(PRIVATE);
    expect(await reason(f.fetch("https://none.test/x.png", { maxBytes }))).toBe(
      "the host name none.test could not be resolved",
    );
    expect(seen).toEqual([]);
  });

  it.each([
    ["ftp://example.com/x.png", "only http and https URLs are fetched, not ftp"],
    ["file:///etc/passwd", "only http and https URLs are fetched, not file"],
    ["javascript:alert(1)", "only http and https URLs are fetched, not javascript"],
    ["gopher://example.com/", "only http and https URLs are fetched, not gopher"],
    ["not a url", "the URL is not a valid absolute URL"],
    ["https://user:pw@example.com/x.png", "URLs with a user name or password are not accepted"],
  ])("refuses %s", async (url, expected) => {
    expect(await reason(fetcher.fetch(url, { maxBytes }))).toBe(expected);
  });
});

describe("the real image fetcher against a local server (tests allow exactly 127.0.0.1)", () => {
  // The only exception to the public-address rule; every other address still goes through the
  // production check, so a redirect from the test server to a private address is refused.
  const allowAddress = (address: string) => address === "127.0.0.1";
  const fetcher = createImageFetcher({ timeoutMs: 2000, allowAddress });

  it("fetches the bytes of a 200 answer", async () => {
    const fetched = await fetcher.fetch(`http://127.0.0.1:${port}/png`, { maxBytes });
    expect(Buffer.from(fetched.bytes).equals(Buffer.from(PNG))).toBe(true);
    expect(fetched.contentType).toBe("image/png");
    expect(fetched.finalUrl).toBe(`http://127.0.0.1:${port}/png`);
    expect(seen[0]?.headers).toMatchObject({ accept: "image/*", "accept-encoding": "identity" });
    expect(seen[0]?.headers.cookie).toBeUndefined();
  });

  it("follows up to 3 redirects, checking each hop", async () => {
    const fetched = await fetcher.fetch(`http://127.0.0.1:${port}/redirect?n=3`, { maxBytes });
    expect(fetched.finalUrl).toBe(`http://127.0.0.1:${port}/png`);
    expect(seen.map((s) => s.url)).toEqual([
      "/redirect?n=3",
      "/redirect?n=2",
      "/redirect?n=1",
      "/png",
    ]);
  });

  it("refuses a 4th redirect", async () => {
    expect(await reason(fetcher.fetch(`http://127.0.0.1:${port}/redirect?n=4`, { maxBytes }))).toBe(
      "the URL redirects more than 3 times",
    );
    expect(seen).toHaveLength(4);
  });

  it.each([
    ["cloud metadata", "http://169.254.169.254/latest/meta-data/", PRIVATE],
    ["10.x", "http://10.1.2.3/x.png", PRIVATE],
    ["[::1]", "http://[::1]/x.png", PRIVATE],
    ["another loopback address", "http://127.0.0.2/x.png", PRIVATE],
    ["a file: URL", "file:///etc/passwd", "only http and https URLs are fetched, not file"],
  ])("refuses a redirect to %s", async (_label, target, expected) => {
    const url = `http://127.0.0.1:${port}/to?target=${encodeURIComponent(target)}`;
    expect(await reason(fetcher.fetch(url, { maxBytes }))).toBe(expected);
    expect(seen.map((s) => s.url)).toEqual([`/to?target=${encodeURIComponent(target)}`]);
  });

  it("refuses a redirect to a host name that resolves to a private address", async () => {
    const f = createImageFetcher({
      timeoutMs: 2000,
      allowAddress,
      resolve: async (host) => (host === "internal.test" ? ["10.0.0.5"] : []),
    });
    const url = `http://127.0.0.1:${port}/to?target=${encodeURIComponent("http://internal.test/secret.png")}`;
    expect(await reason(f.fetch(url, { maxBytes }))).toBe(PRIVATE);
  });

  it("connects to the checked address (pinned): a second DNS answer is never used", async () => {
    let calls = 0;
    const f = createImageFetcher({
      timeoutMs: 2000,
      allowAddress,
      // A rebinding resolver: checked answer first, then an unreachable address.
      resolve: async () => (calls++ === 0 ? ["127.0.0.1"] : ["192.0.2.1"]),
    });
    const fetched = await f.fetch(`http://images.test:${port}/png`, { maxBytes });
    expect(fetched.bytes.length).toBe(PNG.length);
    expect(calls).toBe(1);
    expect(seen[0]?.headers.host).toBe(`images.test:${port}`);
  });

  it.each([
    [
      "/missing",
      "the image server answered HTTP 404; only a 2xx answer with the image is accepted",
    ],
    ["/error", "the image server answered HTTP 500; only a 2xx answer with the image is accepted"],
    ["/no-location", "the image server answered HTTP 301 without a Location"],
  ])("refuses a non-2xx answer (%s)", async (path, expected) => {
    expect(await reason(fetcher.fetch(`http://127.0.0.1:${port}${path}`, { maxBytes }))).toBe(
      expected,
    );
  });

  it("caps the streamed body: exactly the limit passes, one byte more is aborted", async () => {
    const ok = await fetcher.fetch(`http://127.0.0.1:${port}/bytes?size=1000`, { maxBytes: 1000 });
    expect(ok.bytes.length).toBe(1000);
    expect(
      await reason(fetcher.fetch(`http://127.0.0.1:${port}/bytes?size=1001`, { maxBytes: 1000 })),
    ).toBe("the image at the URL is larger than 1000 bytes; send a smaller image");
  });

  it("streams exactly 10 MB, and aborts 10 MB + 1 byte", async () => {
    const ok = await fetcher.fetch(`http://127.0.0.1:${port}/bytes?size=${maxBytes}`, { maxBytes });
    expect(ok.bytes.length).toBe(maxBytes);
    expect(
      await reason(
        fetcher.fetch(`http://127.0.0.1:${port}/bytes?size=${maxBytes + 1}`, { maxBytes }),
      ),
    ).toBe("the image at the URL is larger than 10 MB (10485760 bytes); send a smaller image");
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    expect(
      await reason(fetcher.fetch(`http://127.0.0.1:${port}/declared-large`, { maxBytes: 1000 })),
    ).toBe("the image at the URL is larger than 1000 bytes; send a smaller image");
  });

  it("times out a server that never answers, and one that stops mid-body", async () => {
    const quick = createImageFetcher({ timeoutMs: 300, allowAddress });
    const started = Date.now();
    expect(await reason(quick.fetch(`http://127.0.0.1:${port}/hang`, { maxBytes }))).toBe(
      "fetching the URL took longer than 300 ms",
    );
    expect(await reason(quick.fetch(`http://127.0.0.1:${port}/dribble`, { maxBytes }))).toBe(
      "fetching the URL took longer than 300 ms",
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
