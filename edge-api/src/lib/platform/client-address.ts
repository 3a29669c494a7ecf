/**
 * Who an anonymous caller is, for the rate limits (middleware/rate-limit.ts): the address in
 * CF-Connecting-IP, which Cloudflare sets on every request (a client cannot choose it there);
 * `wrangler dev` sets it to the local client's address. Only requests that never passed through
 * either (the API tests' in-process `app.request`) lack it: they share `unknown`.
 *
 * An IPv6 address counts as its whole /64: one customer usually holds a /64 and can pick any
 * address in it, which would otherwise be a fresh allowance per request.
 */
export function clientAddress(header: string | undefined): string {
  const address = header?.trim().toLowerCase();
  if (!address) return "unknown";
  if (!address.includes(":")) return address;
  // An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is that IPv4 address.
  if (address.includes(".")) return address.slice(address.lastIndexOf(":") + 1);
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

/** The eight groups of an IPv6 address (without leading zeros), or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const [head = "", tail, ...rest] = address.split("::");
  if (rest.length) return null;
  const part = (text: string) =>
    text ? text.split(":").map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? group.replace(/^0+(?=.)/, "") : "?")) : [];
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  if ([...front, ...back].includes("?")) return null;
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...front, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...back];
}
