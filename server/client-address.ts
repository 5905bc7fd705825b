// Who a request is counted as, for rate limits and logs. Express has already resolved proxies
// (`trust proxy` from TRUST_PROXY), so req.ip is the socket's address unless a trusted proxy
// named another.
import { isIPv6 } from "node:net";
import type { Request } from "express";

/** The 8 groups of an IPv6 address (embedded IPv4 counted as two), or null. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.split("%")[0]!;
  if (!isIPv6(plain)) return null;
  const halves = plain.split("::");
  const groupsOf = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const head = groupsOf(halves[0]!);
  const tail = halves.length > 1 ? groupsOf(halves[1]!) : [];
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/**
 * The client identity for a raw address: IPv4 as it is (also when it arrives IPv4-mapped), IPv6 as
 * its /64 network. One IPv6 subscriber holds a whole /64, so counting single addresses would let
 * one client rotate through billions of them.
 */
export function clientIdentity(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

export function clientAddress(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress;
  return address ? clientIdentity(address) : "unknown";
}
