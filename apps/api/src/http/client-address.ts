import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Who may report the client's address: nobody, any peer, or the peers in a list. */
export type ProxyTrust = (peer: string | undefined) => boolean;

const KEYWORD_RANGES: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/** The TRUST_PROXY setting (config.ts) as a predicate over the socket peer's address. */
export function proxyTrust(setting: boolean | string[]): ProxyTrust {
  if (setting === false) return () => false;
  if (setting === true) return () => true;
  const list = new BlockList();
  for (const entry of setting) {
    const ranges = KEYWORD_RANGES[entry];
    if (ranges) {
      for (const [network, bits, family] of ranges) list.addSubnet(network, bits, family);
      continue;
    }
    const [address = "", bits] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  // BlockList.check builds a native SocketAddress per call (microseconds); the peers of one
  // server are few (its proxies, its clients), so each answer is remembered.
  const known = new Map<string, boolean>();
  return (peer) => {
    if (!peer) return false;
    let trusted = known.get(peer);
    if (trusted === undefined) {
      const address = unmapped(peer);
      const family = isIP(address);
      trusted = family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
      if (known.size >= KNOWN_PEERS) known.clear();
      known.set(peer, trusted);
    }
    return trusted;
  };
}

/** Peers whose trust is remembered (then forgotten all at once, and learnt again). */
const KNOWN_PEERS = 4096;

const trustCache = new WeakMap<object, ProxyTrust>();
const ANY = proxyTrust(true);
const NONE = proxyTrust(false);

function trustOf(setting: boolean | string[]): ProxyTrust {
  if (typeof setting === "boolean") return setting ? ANY : NONE;
  let trust = trustCache.get(setting);
  if (!trust) {
    trust = proxyTrust(setting);
    trustCache.set(setting, trust);
  }
  return trust;
}

/** The settings that decide the client's address (config.ts). */
export interface ClientAddressSettings {
  TRUST_PROXY: boolean | string[];
  CLIENT_ADDRESS_HEADER?: string;
}

/**
 * The client's address for anonymous rate limits, as proxy-addr computes it: the socket's,
 * unless the socket's peer is a proxy we trust (TRUST_PROXY); then X-Forwarded-For is walked from
 * the right and the first address that is not itself a trusted proxy is the client (the entries
 * left of it were written by the client and prove nothing; when every entry is trusted, the
 * left-most). A single-address header such as X-Real-IP is read, before X-Forwarded-For, only
 * when CLIENT_ADDRESS_HEADER names it (a deployment whose proxy sets it); otherwise any client
 * could choose its own address with it.
 */
export function clientAddress(c: Context, settings: ClientAddressSettings): string {
  const setting = settings.TRUST_PROXY;
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  // In-process requests (tests, app.request) have no socket.
  const peer = incoming ? getConnInfo(c).remote.address : undefined;
  const trust = trustOf(setting);
  if (setting === true || trust(peer)) {
    if (settings.CLIENT_ADDRESS_HEADER) {
      const single = c.req.header(settings.CLIENT_ADDRESS_HEADER)?.trim();
      if (single && isIP(single)) return single;
    }
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((a) => a.trim())
      .filter((a) => isIP(a));
    if (forwarded && forwarded.length > 0) {
      for (let i = forwarded.length - 1; i >= 0; i--) {
        const address = forwarded[i] as string;
        if (i === 0 || !trust(address)) return address;
      }
    }
  }
  if (!incoming) return "local";
  return peer ?? "unknown";
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
function unmapped(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
