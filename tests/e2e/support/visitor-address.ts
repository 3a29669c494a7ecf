/**
 * A made-up client address for requests the tests send, in the `CF-Connecting-IP` header that
 * `wrangler dev` keeps when present (it sets 127.0.0.1 otherwise). Sign-ups and anonymous writes are
 * rate limited per address (edge-api/src/lib/platform/rate-limits.ts), so the users tests make through the
 * API come from addresses of their own, as real users do, and never use up 127.0.0.1's allowance
 * that sign-ups through the browser count against.
 */
const random = (below: number) => Math.floor(Math.random() * below);

// The shared range 100.64.0.0/10, under a /24 picked per run (counters may outlive a run by a minute).
const prefix = `100.${64 + random(64)}.${random(256)}`;
let count = 0;

export const visitorAddress = (): string => `${prefix}.${(count++ % 254) + 1}`;
