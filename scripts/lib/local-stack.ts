/**
 * The local stack, assembled in one place for `npm start` (scripts/start.ts) and `npm test`
 * (scripts/test-stack.ts) so the two cannot drift apart: Postgres (embedded, or DATABASE_URL)
 * with the migrations and demo data, the Firebase Auth emulator with the demo accounts, the
 * WebSocket→TCP relay the Neon driver needs, a session pooler in front of the embedded Postgres (as
 * Neon's pooled endpoint is in production), and payments (the offline Stripe-protocol server, or
 * real Stripe keys) — plus `startWorker`, which runs `wrangler dev` on top of it.
 */
import { dirname, join } from "node:path";
import { createEmulatorAccount, DEFAULT_PROJECT_ID, startAuthEmulator } from "./auth-emulator";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { loadOrCreateLocalSecrets } from "./local-secrets";
import { migrate } from "./migrate";
import { startPgPooler } from "./pg-pooler";
import { startPgRelay } from "./pg-relay";
import { assertPortFree, childEnv, ROOT, startService, waitForHttp, WRANGLER, WRANGLER_OFFLINE_ENV, type Service } from "./process";
import { nodeKysely } from "./kysely-node";
import { recomputeIfStale } from "../../edge-api/src/lib/price-rating/freshness";
import { seed, type SeedSummary } from "./seed";
import { DEMO_ACCOUNTS } from "./seed-data";
import { startLocalStripe } from "./stripe-local";
import { startMailServer } from "./mail-server";
import { PHOTO_CLEANER_CONFIG } from "./photo-cleaner";

interface LocalStackPorts {
  /** Where the Worker will listen: the offline Stripe server sends its webhooks there. */
  web: number;
  pg: number;
  relay: number;
  auth: number;
  stripe: number;
  /** The local mail server's SMTP port and its web inbox (scripts/lib/mail-server.ts). */
  smtp: number;
  inbox: number;
}

export interface LocalStackOptions {
  /**
   * Every default port (scripts/start.ts, scripts/test-stack.ts, tests/faults) is below 32768, outside
   * the ephemeral range operating systems give outgoing connections (Linux 32768–60999, macOS and
   * Windows 49152–65535): an outgoing connection that happened to get 54332 from the faults suite's
   * hundreds made the next suite's "port in use" check fail.
   */
  ports: LocalStackPorts;
  /** The setting that moves each port, for the "port in use" message (PG_PORT, TEST_PG_PORT, …). */
  portSettings: Record<keyof LocalStackPorts, string>;
  /** Embedded Postgres's data directory (unused with `databaseUrl`). */
  pgDataDir: string;
  /** Another Postgres instead of the embedded one; migrations and demo data are applied to it. */
  databaseUrl?: string;
  /** Embedded Postgres's server settings beyond the defaults (scripts/test-stack.ts: no waiting on the disk). */
  pgSettings?: Record<string, string>;
  /** The Auth emulator's hub and logging ports (scripts/lib/auth-emulator.ts); the CLI picks free ones when unset. */
  authHubPort?: number;
  authLoggingPort?: number;
  /** Keep the emulator's accounts here between runs; without it every run starts empty. */
  authPersistDir?: string;
  logsDir: string;
  /** Real Stripe (test or live keys) instead of the offline server. */
  stripe?: { secretKey: string; webhookSecret?: string };
  /** Where the offline server's generated key and webhook secret are kept (scripts/lib/local-secrets.ts). */
  secretsFile: string;
  /** The local mail server's folder; `keptEmails` bounds it (npm start keeps its inbox across restarts). */
  mailDir: string;
  keptEmails?: number;
  /** Progress lines ("Postgres on …"). */
  onStep?: (message: string) => void;
}

export interface LocalStack {
  /** Postgres itself: for migrations, the seed, copying databases and the tests' own queries. */
  databaseUrl: string;
  /** Where a Worker connects for a database of this server: the pooler for the embedded Postgres (scripts/lib/pg-pooler.ts), else the URL as given. */
  workerDatabaseUrl(databaseUrl: string): string;
  /** "127.0.0.1:PORT" of the relay (the Worker's PG_RELAY). */
  relay: string;
  /** "127.0.0.1:PORT" of the Auth emulator. */
  authEmulatorHost: string;
  projectId: string;
  /** The offline Stripe server's base URL; undefined with real Stripe. */
  stripeApiBase?: string;
  /** The local mail server's web inbox; its REST API is under /api (GET /api/email). */
  inboxUrl: string;
  /** What the demo seed inserted this time (all zero when it was there already). */
  seeded: SeedSummary;
  /** The Worker's bindings for this stack, for `wrangler dev --var NAME:value`. */
  workerVars: Record<string, string>;
  /** Long-running parts whose unexpected exit should stop the run. */
  services: RunningPart[];
  /** Stops everything it started, last started first. */
  stop(): Promise<void>;
}

type RunningPart = Pick<Service, "name" | "exited">;

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports, portSettings: settings, onStep = () => {} } = options;
  await Promise.all([
    assertPortFree(ports.web, "web/API", settings.web),
    assertPortFree(ports.relay, "Postgres relay", settings.relay),
    assertPortFree(ports.auth, "Auth emulator", settings.auth),
    options.stripe ? Promise.resolve() : assertPortFree(ports.stripe, "offline Stripe", settings.stripe),
    options.databaseUrl ? Promise.resolve() : assertPortFree(ports.pg, "Postgres", settings.pg),
    assertPortFree(ports.smtp, "mail server (SMTP)", settings.smtp),
    assertPortFree(ports.inbox, "mail inbox", settings.inbox),
  ]);

  const stops: Array<() => Promise<void>> = [];
  const services: RunningPart[] = [];
  const stop = async () => {
    for (const fn of stops.splice(0).reverse()) await fn().catch(() => {});
  };

  try {
    // allSettled: whatever started is registered for stop() even when the other part fails.
    const [database, auth] = await Promise.allSettled([
      labelled(options.databaseUrl ? "Database (DATABASE_URL)" : "Database", startDatabase(options, stops, onStep)),
      labelled("Auth emulator", startAuth(options, stops, services, onStep)),
    ]);
    if (database.status === "rejected") throw database.reason;
    if (auth.status === "rejected") throw auth.reason;
    const { databaseUrl, seeded } = database.value;

    // Only in front of the embedded server, whose loopback password sign-in the pooler speaks.
    const pooler = options.databaseUrl ? undefined : await startPgPooler({ upstreamUrl: databaseUrl });
    if (pooler)
      stops.push(async () => {
        const { backendsStarted, sessions } = pooler.stats();
        onStep(`Postgres pooler: ${sessions} sessions on ${backendsStarted} backends`);
        await pooler.close();
      });
    const workerDatabaseUrl = (url: string) => (pooler ? pooler.pooledUrl(url) : url);
    const target = new URL(workerDatabaseUrl(databaseUrl));
    const relay = await startPgRelay({ port: ports.relay, allowTargets: [`${target.hostname}:${target.port || 5432}`] });
    stops.push(relay.close);

    const mail = await startMailServer({
      smtpPort: ports.smtp,
      webPort: ports.inbox,
      directory: options.mailDir,
      maxEmails: options.keptEmails,
    });
    stops.push(mail.stop);
    onStep(`Mail: every email lands in the local inbox ${mail.inboxUrl}`);
    const secrets = loadOrCreateLocalSecrets(options.secretsFile);

    const workerVars: Record<string, string> = {
      DATABASE_URL: workerDatabaseUrl(databaseUrl),
      PG_RELAY: `127.0.0.1:${relay.port}`,
      FIREBASE_AUTH_EMULATOR: "true",
      // Where removing a user disables their sign-in (edge-api/src/auth/sign-in-accounts.ts).
      FIREBASE_AUTH_EMULATOR_HOST: auth.value,
      // Mail goes to the local mail server over SMTP, as it would to a provider (README "Email").
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(mail.smtpPort),
      MAIL_FROM: "MotoMart <no-reply@motomart.test>",
      PUBLIC_ORIGIN: `http://127.0.0.1:${ports.web}`,
      MAIL_TOKEN_SECRET: secrets.mailTokenSecret,
    };
    let stripeApiBase: string | undefined;
    if (options.stripe) {
      workerVars.STRIPE_SECRET_KEY = options.stripe.secretKey;
      if (options.stripe.webhookSecret) workerVars.STRIPE_WEBHOOK_SECRET = options.stripe.webhookSecret;
      onStep("Payments: real Stripe (STRIPE_SECRET_KEY)");
    } else {
      const stripe = await startLocalStripe({
        port: ports.stripe,
        apiKey: secrets.stripeKey,
        webhookUrl: `http://127.0.0.1:${ports.web}/api/stripe/webhook`,
        webhookSecret: secrets.webhookSecret,
        // Sellers' connected accounts outlive a restart, beside the secrets; the demo sellers' are onboarded (seed-data.ts).
        accountsFile: join(dirname(options.secretsFile), "stripe-local-accounts.json"),
        connectedAccounts: DEMO_ACCOUNTS.flatMap((a) => (a.payoutAccount ? [{ id: a.payoutAccount, email: a.email }] : [])),
      });
      stops.push(stripe.close);
      stripeApiBase = workerVars.STRIPE_API_BASE = stripe.url;
      workerVars.STRIPE_LOCAL_KEY = secrets.stripeKey;
      workerVars.STRIPE_LOCAL_WEBHOOK_SECRET = secrets.webhookSecret;
      onStep(`Payments: test mode, offline Stripe on ${stripe.url} (card 4242 4242 4242 4242 succeeds)`);
    }

    return {
      databaseUrl,
      workerDatabaseUrl,
      relay: workerVars.PG_RELAY!,
      authEmulatorHost: auth.value,
      projectId: DEFAULT_PROJECT_ID,
      stripeApiBase,
      inboxUrl: mail.inboxUrl,
      seeded,
      workerVars,
      services,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startDatabase(
  options: LocalStackOptions,
  stops: Array<() => Promise<void>>,
  onStep: (message: string) => void,
): Promise<{ databaseUrl: string; seeded: SeedSummary }> {
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({ dataDir: options.pgDataDir, port: options.ports.pg, settings: options.pgSettings });
    stops.push(postgres.stop);
    databaseUrl = postgres.connectionString;
    onStep(`Postgres on 127.0.0.1:${options.ports.pg}`);
  }
  const applied = await migrate(databaseUrl);
  const seeded = await seed(databaseUrl);
  const added = Object.entries(seeded)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k}`);
  onStep(
    `migrations ${applied.length ? `applied: ${applied.join(", ")}` : "up to date"}; demo data ${added.length ? `added: ${added.join(", ")}` : "present"}`,
  );
  // The fair-price ratings exist from the first start, not from the first 07:00 (#33 point 4).
  const db = nodeKysely(databaseUrl, 1);
  try {
    const rated = await recomputeIfStale(db);
    if (rated) onStep(`fair-price ratings computed (${rated.reason}): ${rated.bikes} bikes in ${rated.groups} groups`);
  } finally {
    await db.destroy();
  }
  return { databaseUrl, seeded };
}

async function startAuth(
  options: LocalStackOptions,
  stops: Array<() => Promise<void>>,
  services: RunningPart[],
  onStep: (message: string) => void,
): Promise<string> {
  const emulator = await startAuthEmulator({
    port: options.ports.auth,
    hubPort: options.authHubPort,
    loggingPort: options.authLoggingPort,
    persistDir: options.authPersistDir,
    logFile: join(options.logsDir, "auth-emulator.log"),
  });
  stops.push(emulator.stop);
  services.push({ name: "Auth emulator", exited: emulator.exited });
  for (const account of DEMO_ACCOUNTS) {
    await createEmulatorAccount({
      host: emulator.host,
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.name,
    });
  }
  onStep(`Auth emulator on ${emulator.host} (project ${DEFAULT_PROJECT_ID})`);
  return emulator.host;
}

function labelled<T>(label: string, promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
}

export interface WorkerOptions {
  port: number;
  /** Miniflare's state (R2 photos, …). */
  persistTo: string;
  /** The UI build to serve; wrangler.toml's ui/dist when omitted. */
  assets?: string;
  /** The Worker already bundled; wrangler.toml's source, bundled and watched, when omitted. */
  bundle?: string;
  /** The photo cleaner Worker's config; edge-api's, bundling and watching its source, when omitted. */
  photoCleanerConfig?: string;
  vars: Record<string, string>;
  logFile: string;
  name?: string;
}

/**
 * `wrangler dev` (workerd) serving the Worker and the UI build, with the photo cleaner Worker beside
 * it (wrangler's multi-config dev: the first config is the one served); resolves once /api/health answers.
 */
export async function startWorker(options: WorkerOptions): Promise<{ url: string; service: Service }> {
  const service = startService(
    options.name ?? "wrangler",
    WRANGLER,
    [
      "dev",
      ...(options.bundle ? [options.bundle, "--no-bundle"] : []),
      "--config",
      join(ROOT, "wrangler.toml"),
      "--config",
      options.photoCleanerConfig ?? PHOTO_CLEANER_CONFIG,
      "--port",
      String(options.port),
      "--ip",
      "127.0.0.1",
      ...(options.assets ? ["--assets", options.assets] : []),
      "--persist-to",
      options.persistTo,
      "--show-interactive-dev-session=false",
      // Cron Triggers run on request: GET /cdn-cgi/handler/scheduled runs the Worker's `scheduled` (the saved searches' digest).
      "--test-scheduled",
      ...Object.entries(options.vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    {
      logFile: options.logFile,
      env: childEnv(WRANGLER_OFFLINE_ENV),
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHttp(`${url}/api/health`, { timeoutMs: 120_000, service, accept: (status) => status === 200 });
  } catch (error) {
    await service.stop("SIGINT", 10_000);
    throw error;
  }
  return { url, service };
}
