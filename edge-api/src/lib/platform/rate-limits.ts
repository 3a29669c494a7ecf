/**
 * The API's rate limits, in one place. Each row is counted by a Workers Rate Limiting binding of
 * the same name: wrangler.toml declares it with this limit and period for the local Worker,
 * [env.staging] and [env.production] (bindings are not inherited), and the README's "Rate limits"
 * table lists these rows. tests/api/rate-limits.test.ts fails when either differs from this file.
 * Enforced by middleware/rate-limit.ts.
 */
export interface RateLimitRule {
  /** The wrangler.toml `[[ratelimits]]` binding that counts this route. */
  binding: `RATE_LIMIT_${string}`;
  /** What the README calls it. */
  name: string;
  method: "POST" | "PUT";
  /** The path under the app, e.g. `/api/contact`; a `:id` segment matches any one segment. */
  path: `/api/${string}`;
  /** Calls allowed per key within `period` seconds (Cloudflare counts per location, approximately). */
  limit: number;
  /** 10 or 60 seconds: the only periods the binding accepts. */
  period: 10 | 60;
  /**
   * `user`: the verified Firebase user when the call has a valid token, else the caller's IP.
   * `user and ip`: the IP always, and the user too when the call has a valid token; both must allow.
   *   For the public forms, where a throwaway account costs nothing: fresh accounts from one address
   *   share its allowance, and an account that moves between addresses keeps its own.
   * `ip`: always the IP — every sign-up brings a brand-new account, so per account it would never bite.
   * `account`: only a call with a valid token, by its user; others are not counted by this rule (a
   *   route that needs an account answers them 401 anyway).
   */
  per: "user" | "user and ip" | "ip" | "account";
  /** The 429 answer's message, which the UI shows as it is. */
  message: string;
}

export const RATE_LIMITS = [
  {
    binding: "RATE_LIMIT_SIGN_UP",
    name: "Sign-up",
    method: "PUT",
    path: "/api/users",
    // An office, a campus or a mobile carrier puts thousands of people behind one address: this
    // stops a script making accounts by the thousand, not a busy network.
    limit: 100,
    period: 60,
    per: "ip",
    message: "Too many sign-ups from your network. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_SIGN_UP_ACCOUNT",
    name: "Sign-up, one account",
    method: "PUT",
    path: "/api/users",
    // The same new account saving its profile again and again (the sign-up form's retries, a loop).
    limit: 5,
    period: 60,
    per: "account",
    message: "Too many attempts to finish signing up. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_CONTACT",
    name: "Contact form",
    method: "POST",
    path: "/api/contact",
    limit: 5,
    period: 60,
    per: "user and ip",
    message: "Too many messages sent. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_NEWSLETTER",
    name: "Newsletter",
    method: "POST",
    path: "/api/newsletter",
    limit: 5,
    period: 60,
    per: "user and ip",
    message: "Too many subscriptions. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_REPORTS",
    name: "Report a listing",
    method: "POST",
    path: "/api/reports",
    limit: 10,
    period: 60,
    per: "user and ip",
    message: "Too many reports sent. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_BOOKINGS",
    name: "Book a bike",
    method: "POST",
    path: "/api/bookings",
    limit: 10,
    period: 60,
    per: "user",
    message: "Too many bookings. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_LISTINGS",
    name: "Add a listing",
    method: "POST",
    path: "/api/bikes",
    limit: 30,
    period: 60,
    per: "user",
    message: "Too many listings added. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_BULK_IMPORT",
    name: "CSV import",
    method: "POST",
    path: "/api/bulk/bikes",
    limit: 5,
    period: 60,
    per: "user",
    message: "Too many imports. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_PHOTOS",
    name: "Photo upload",
    method: "POST",
    path: "/api/photos",
    // A bike's 10 photos are 20 uploads (each with its card variant): three listings a minute.
    limit: 60,
    period: 60,
    per: "user",
    message: "Too many photos uploaded. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_ASK_SELLER",
    name: "Ask the seller",
    method: "POST",
    path: "/api/conversations",
    limit: 10,
    period: 60,
    per: "user and ip",
    message: "Too many questions sent. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_MESSAGES",
    name: "Send a message",
    method: "POST",
    path: "/api/conversations/:id/messages",
    limit: 30,
    period: 60,
    per: "user",
    message: "Too many messages sent. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_CONVERSATION_REPORTS",
    name: "Report a conversation",
    method: "POST",
    path: "/api/conversations/:id/report",
    limit: 10,
    period: 60,
    per: "user and ip",
    message: "Too many reports sent. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_SAVE_BIKE",
    name: "Save a bike",
    method: "PUT",
    path: "/api/saved-bikes/:id",
    limit: 60,
    period: 60,
    per: "user",
    message: "Too many bikes saved. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_PAYOUT_CONNECT",
    name: "Connect payouts",
    method: "POST",
    path: "/api/payouts/connect",
    // Each call may create a Stripe account link; a seller needs one per onboarding attempt.
    limit: 10,
    period: 60,
    per: "user",
    message: "Too many attempts to connect payouts. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_PHONE_NUMBER",
    name: "Show a phone number",
    method: "POST",
    path: "/api/bikes/:id/phone",
    // A buyer compares a few bikes; a script collecting sellers' numbers asks for hundreds.
    limit: 20,
    period: 60,
    per: "user and ip",
    message: "Too many phone numbers asked for. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_REVIEW_REPORTS",
    name: "Report a review",
    method: "POST",
    path: "/api/reviews/:id/report",
    limit: 10,
    period: 60,
    per: "user and ip",
    message: "Too many reports sent. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_UNSUBSCRIBE",
    name: "Unsubscribe from email",
    method: "POST",
    path: "/api/email/unsubscribe",
    limit: 30,
    period: 60,
    per: "ip",
    message: "Too many unsubscribe requests. Try again in a minute.",
  },
  {
    binding: "RATE_LIMIT_VIEWS",
    name: "Bike page views",
    method: "POST",
    path: "/api/bikes/:id/views",
    // Counted views feed sellers' figures (#38): a visitor reads far fewer pages a minute, a script
    // flooding the views queue from one address is stopped; one network's many people share it.
    limit: 300,
    period: 60,
    per: "ip",
    message: "Too many page views from your network. Try again in a minute.",
  },
] as const satisfies readonly RateLimitRule[];

export type LimitedRoute = (typeof RATE_LIMITS)[number];
/** The Worker's rate-limit bindings (env.ts). */
export type RateLimitBindingName = LimitedRoute["binding"];

/** A rule's path as a pattern: a `:param` segment stands for any one segment (a conversation's id). */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`);
const PATTERNS = new Map<string, RegExp>(RATE_LIMITS.map((rule) => [rule.path, pathPattern(rule.path)]));

/** The rules for a request, in order: none when its method and path are not limited (a trailing slash is ignored). */
export function rateLimitsFor(method: string, path: string): LimitedRoute[] {
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return RATE_LIMITS.filter((rule) => rule.method === method && PATTERNS.get(rule.path)!.test(bare));
}
