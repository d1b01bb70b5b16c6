import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "../kernel/net/addresses";
import { type FetchedImage, type ImageFetcher, ImageFetchRefused } from "./fetch-port";

export interface ImageFetcherOptions {
  /** Whole fetch (all hops, body included) must finish within this. */
  timeoutMs: number;
  /** Redirects followed, each checked like the first URL. Default 3. */
  maxRedirects?: number;
  /** Resolves a host name to all its addresses. Default: node:dns lookup (all, verbatim). */
  resolve?: (hostname: string) => Promise<string[]>;
  /**
   * TESTS ONLY, never set from configuration: addresses allowed although not public (e.g. the
   * loopback address of a local test server). Every other address still goes through the real
   * public-address check.
   */
  allowAddress?: (address: string) => boolean;
}

const defaultResolve = async (hostname: string): Promise<string[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The real image fetcher: http(s) only; the host is resolved once per hop and refused when any
 * address is not public; the connection goes to the checked address (pinned through a custom
 * `lookup`, so DNS rebinding between check and connect cannot swap it; TLS still verifies the
 * host name); redirects are followed by hand, each hop checked; one deadline for everything; the
 * body is streamed and aborted past `maxBytes`; only 2xx is accepted.
 */
export function createImageFetcher(options: ImageFetcherOptions): ImageFetcher {
  const resolve = options.resolve ?? defaultResolve;
  const maxRedirects = options.maxRedirects ?? 3;
  const allowed = (address: string) =>
    isPublicAddress(address) || (options.allowAddress?.(address) ?? false);

  return {
    async fetch(url: string, { maxBytes }): Promise<FetchedImage> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      try {
        let current = parseTarget(url);
        for (let hop = 0; ; hop++) {
          const address = await checkedAddress(current, resolve, allowed);
          const response = await request(current, address, controller.signal, options.timeoutMs);
          const status = response.statusCode ?? 0;
          if (REDIRECTS.has(status)) {
            response.destroy();
            const location = response.headers.location;
            if (!location)
              throw new ImageFetchRefused(
                `the image server answered HTTP ${status} without a Location`,
              );
            if (hop >= maxRedirects) {
              throw new ImageFetchRefused(`the URL redirects more than ${maxRedirects} times`);
            }
            current = parseTarget(new URL(location, current).toString());
            continue;
          }
          if (status < 200 || status > 299) {
            response.destroy();
            throw new ImageFetchRefused(
              `the image server answered HTTP ${status}; only a 2xx answer with the image is accepted`,
            );
          }
          const bytes = await readCapped(response, maxBytes, controller.signal, options.timeoutMs);
          const contentType = response.headers["content-type"] ?? null;
          return { bytes, contentType, finalUrl: current.toString() };
        }
      } catch (error) {
        if (error instanceof ImageFetchRefused) throw error;
        if (controller.signal.aborted) {
          throw new ImageFetchRefused(`fetching the URL took longer than ${options.timeoutMs} ms`);
        }
        throw new ImageFetchRefused(
          "the image could not be fetched from the URL (connection failed)",
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function parseTarget(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImageFetchRefused("the URL is not a valid absolute URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ImageFetchRefused(
      `only http and https URLs are fetched, not ${parsed.protocol.replace(/:$/, "")}`,
    );
  }
  if (parsed.username || parsed.password) {
    throw new ImageFetchRefused("URLs with a user name or password are not accepted");
  }
  return parsed;
}

/** Resolves the host (or takes the literal IP) and returns the one address to connect to. */
async function checkedAddress(
  url: URL,
  resolve: (hostname: string) => Promise<string[]>,
  allowed: (address: string) => boolean,
): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new ImageFetchRefused(`the host name ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0)
    throw new ImageFetchRefused(`the host name ${host} could not be resolved`);
  if (!addresses.every(allowed)) {
    throw new ImageFetchRefused(
      "the URL points to a private or loopback address; only public addresses are fetched",
    );
  }
  return addresses[0] as string;
}

function request(
  url: URL,
  address: string,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<IncomingMessage> {
  const family = isIP(address);
  // Pin: whatever name the URL has, the socket connects to the checked address.
  const lookup: LookupFunction = (_hostname, opts, callback) => {
    if ((opts as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
        null,
        [{ address, family }],
      );
    } else {
      callback(null, address, family);
    }
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolvePromise, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        lookup,
        signal,
        timeout: timeoutMs,
        headers: {
          accept: "image/*",
          "accept-encoding": "identity",
          "user-agent": "intake-image-fetcher/1",
        },
        agent: false,
      },
      resolvePromise,
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end();
  });
}

function readCapped(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Uint8Array> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new ImageFetchRefused(tooLarge(maxBytes)));
  }
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onAbort = () => {
      response.destroy();
      reject(new ImageFetchRefused(`fetching the URL took longer than ${timeoutMs} ms`));
    };
    signal.addEventListener("abort", onAbort, { once: true });
    response.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        response.destroy();
        reject(new ImageFetchRefused(tooLarge(maxBytes)));
        return;
      }
      chunks.push(chunk);
    });
    response.on("end", () => {
      signal.removeEventListener("abort", onAbort);
      const body = Buffer.concat(chunks);
      resolvePromise(new Uint8Array(body.buffer, body.byteOffset, body.length));
    });
    response.on("error", (error) => {
      signal.removeEventListener("abort", onAbort);
      reject(error);
    });
  });
}

const tooLarge = (maxBytes: number) => {
  const mb = maxBytes / (1024 * 1024);
  const limit = Number.isInteger(mb) ? `${mb} MB (${maxBytes} bytes)` : `${maxBytes} bytes`;
  return `the image at the URL is larger than ${limit}; send a smaller image`;
};
