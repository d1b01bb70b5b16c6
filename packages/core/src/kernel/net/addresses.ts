import { isIPv4, isIPv6 } from "node:net";

/**
 * Whether an IP address is a public unicast address the service may connect to on a caller's
 * behalf. Everything else is refused: private, loopback, link-local, unique-local, CGNAT,
 * multicast, broadcast, unspecified, documentation/benchmark/reserved ranges, and IPv6 forms
 * that embed a non-public IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4). IPv6 is an
 * allow-list: only global unicast (2000::/3) outside the special ranges is public.
 */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(ip)) return isPublicIPv4(parseIPv4(ip));
  if (isIPv6(ip)) return isPublicIPv6(parseIPv6(ip));
  return false;
}

type V4 = [number, number, number, number];

const V4_BLOCKED: Array<[V4, number]> = [
  [[0, 0, 0, 0], 8], // "this network", unspecified
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // CGNAT (shared address space)
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local (cloud metadata lives here)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 31, 196, 0], 24], // AS112
  [[192, 52, 193, 0], 24], // AMT
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[192, 175, 48, 0], 24], // AS112
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

function parseIPv4(ip: string): V4 {
  return ip.split(".").map(Number) as V4;
}

function v4ToInt(v: V4): number {
  return ((v[0] << 24) | (v[1] << 16) | (v[2] << 8) | v[3]) >>> 0;
}

function isPublicIPv4(v: V4): boolean {
  const value = v4ToInt(v);
  return !V4_BLOCKED.some(([net, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 === (v4ToInt(net) & mask) >>> 0;
  });
}

/** 8 groups of 16 bits. The input has been validated by `isIPv6`. */
function parseIPv6(ip: string): number[] {
  let text = ip.toLowerCase();
  const groups: number[] = [];
  // Trailing dotted IPv4 (e.g. ::ffff:127.0.0.1).
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  let tail: number[] = [];
  if (dotted?.[1]) {
    const v = parseIPv4(dotted[1]);
    tail = [(v[0] << 8) | v[1], (v[2] << 8) | v[3]];
    text = text.slice(0, -dotted[1].length);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const missing = 8 - left.length - right.length - tail.length;
  groups.push(...left, ...new Array(Math.max(0, missing)).fill(0), ...right, ...tail);
  return groups;
}

function embeddedV4(g: number[], from: number): V4 {
  const hi = g[from] ?? 0;
  const lo = g[from + 1] ?? 0;
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
}

function isPublicIPv6(g: number[]): boolean {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated): judge the IPv4.
  if (zeroUpTo(5) && g[5] === 0xffff) return isPublicIPv4(embeddedV4(g, 6));
  if (zeroUpTo(6)) return false; // ::, ::1 and the deprecated IPv4-compatible range
  // ::ffff:0:a.b.c.d (SIIT) — refuse.
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return false;
  // NAT64 64:ff9b::/96: public only when the embedded IPv4 is.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return isPublicIPv4(embeddedV4(g, 6));
  const first = g[0] ?? 0;
  if ((first & 0xe000) !== 0x2000) return false; // outside global unicast 2000::/3 (fc00::/7, fe80::/10, ff00::/8, 64:ff9b:1::/48 ...)
  if (first === 0x2001 && (g[1] ?? 0) < 0x0200) return false; // 2001::/23 IETF protocol assignments (Teredo, ORCHID, benchmarking)
  if (first === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (first === 0x2002) return isPublicIPv4(embeddedV4(g, 1)); // 6to4 embeds an IPv4
  if (first === 0x3fff && (g[1] ?? 0) < 0x1000) return false; // 3fff::/20 documentation
  return true;
}
