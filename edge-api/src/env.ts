import type { Kysely } from "kysely";
import type { Database, UserRow } from "./db/database";
import type { TokenIdentity } from "./auth/verify-firebase-token";
import type { RateLimitBindingName } from "./lib/platform/rate-limits";
import type { ConversationRoom } from "./live/conversation-room";
import type { RoundTrips } from "./db/round-trips";
import type { PhotoCleaner } from "./photo-cleaner";
import type { MailJob } from "./lib/mail/outbox";
import type { ViewEvent } from "./lib/listing-figures/view-events";

/** Worker bindings: wrangler.toml [vars], secrets, local-only switches, and the rate limiters (lib/platform/rate-limits.ts). */
export interface Bindings extends Record<RateLimitBindingName, RateLimit> {
  /** The photo cleaner Worker (src/photo-cleaner), re-encoding each uploaded photo. */
  PHOTO_CLEANER: Service<PhotoCleaner>;
  DATABASE_URL: string;
  FIREBASE_PROJECT_ID: string;
  /** Local only: "host:port" of the WebSocket→TCP relay in front of a plain Postgres. */
  PG_RELAY?: string;
  /** Local only: "tcp" reaches a plain Postgres over TCP sockets (the API tests' runner). */
  PG_TRANSPORT?: "tcp";
  /** Local only: "true" accepts the Auth emulator's unsigned tokens (project id must start with demo-). */
  FIREBASE_AUTH_EMULATOR?: string;
  /** Local only: the Auth emulator's "host:port", where removing a user disables their sign-in (auth/sign-in-accounts.ts). */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** Secret, deployed: the project's service-account key (JSON), to disable a removed user's sign-in. */
  FIREBASE_SERVICE_ACCOUNT?: string;
  /** "production" on the deployed worker: test-mode switches are refused there. */
  ENVIRONMENT?: string;
  /** Real Stripe when set; without it payments run in offline test mode (see STRIPE_API_BASE). */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** The Connect endpoint's signing secret (account.updated of sellers' accounts); payments/webhook-events.ts. */
  STRIPE_CONNECT_WEBHOOK_SECRET?: string;
  /** Local only: base URL of the offline Stripe-protocol server used in test mode. */
  STRIPE_API_BASE?: string;
  /** Local only: the key that server accepts and the secret it signs webhooks with (scripts/lib/local-secrets.ts). */
  STRIPE_LOCAL_KEY?: string;
  STRIPE_LOCAL_WEBHOOK_SECRET?: string;
  /** The platform fee on each sale: a percentage ("5", "2.5") and a minimum in cents (wrangler.toml, payments/platform-fee.ts). */
  PLATFORM_FEE_PERCENT?: string;
  PLATFORM_FEE_MIN_CENTS?: string;
  /** Secret, deployed workers only: unexpected errors are also reported to Sentry (lib/platform/sentry.ts). */
  SENTRY_DSN?: string;
  ASSETS?: Fetcher;
  /** Bike photos uploaded by sellers. */
  PHOTOS: R2Bucket;
  /** Email (#37): the outbox's rows go on this queue; the same Worker consumes it (lib/mail/). */
  MAIL_QUEUE: Queue<MailJob>;
  /** What an ad does (#38): bike page views go on this queue and the same Worker counts them in batches (lib/listing-figures/). */
  VIEW_QUEUE: Queue<ViewEvent>;
  /** The mail server (SMTP submission): host, port, "tls" for TLS from the start, credentials (secrets when deployed). */
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_SECURE?: string;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  /** The sender, as `MotoMart <no-reply@motomart.app>`. */
  MAIL_FROM?: string;
  /** The site's origin, for links in mail sent outside any request (https://motomart.app). */
  PUBLIC_ORIGIN?: string;
  /** Secret: signs the unsubscribe links in mail (lib/mail/unsubscribe-token.ts). */
  MAIL_TOKEN_SECRET?: string;
  /** One Durable Object per conversation, for live delivery of new messages (live/conversation-room.ts). */
  CONVERSATION_ROOMS: DurableObjectNamespace<ConversationRoom>;
}

interface Variables {
  /** The answer's X-Request-Id (middleware/request-id.ts), also in logs and error bodies. */
  requestId: string;
  db: Kysely<Database>;
  /** The request's database round trips (db/round-trips.ts), reported in Server-Timing. */
  roundTrips: RoundTrips;
  /** Which browse plan answered (lib/browse/planner.ts), reported in Server-Timing. */
  plan?: string;
  identity: TokenIdentity;
  /** The caller's user record; null when signed in but not yet saved by PUT /users. */
  user: UserRow | null;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
