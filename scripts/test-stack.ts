/**
 * A throwaway stack for the API tests: a fresh Postgres in a temp directory (migrated and seeded
 * with the demo data), the WebSocket relay, and an Auth emulator without persistence. Its ports
 * differ from `npm start`'s, so tests can run while the app is up.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import pg from "pg";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEmulatorAccount, DEFAULT_PROJECT_ID, startAuthEmulator } from "./lib/auth-emulator";
import { startEmbeddedPostgres } from "./lib/embedded-postgres";
import { migrate } from "./lib/migrate";
import { startPgRelay } from "./lib/pg-relay";
import { startLocalStripe } from "./lib/stripe-local";
import { assertPortFree } from "./lib/process";
import { seed } from "./lib/seed";
import { DEMO_ACCOUNTS } from "./lib/seed-data";
import { LOCAL_WEBHOOK_SECRET } from "../edge-api/src/payments/local-test-mode";

export interface TestStack {
  databaseUrl: string;
  /** A second database, a copy of the seeded one, for the browser tests: what the API tests
   * write (thousands of bulk-imported bikes, say) must not change what a browser test sees. */
  e2eDatabaseUrl: string;
  /** "127.0.0.1:PORT" of the WebSocket→TCP relay (the Worker's PG_RELAY). */
  relay: string;
  /** "127.0.0.1:PORT" of the Auth emulator. */
  authEmulatorHost: string;
  /** Base URL of the offline Stripe-protocol server (the Worker's STRIPE_API_BASE). */
  stripeApiBase: string;
  projectId: string;
  /** A temp directory for this run's files (removed by stop()). */
  dir: string;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  pgPort?: number;
  relayPort?: number;
  authPort?: number;
  stripePort?: number;
  /** Where the offline Stripe server delivers signed webhook events, if anywhere. */
  stripeWebhookUrl?: string;
}

const E2E_DATABASE = "motomart_e2e";

/** CREATE DATABASE … TEMPLATE: a byte copy of the migrated, seeded database, in well under a second. */
async function copyDatabase(connectionString: string, name: string): Promise<void> {
  const source = new URL(connectionString).pathname.slice(1);
  const admin = new pg.Client({ connectionString: connectionString.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(source)}`);
  } finally {
    await admin.end();
  }
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const pgPort = options.pgPort ?? Number(process.env.TEST_PG_PORT ?? 54330);
  const relayPort = options.relayPort ?? Number(process.env.TEST_PG_RELAY_PORT ?? 54331);
  const authPort = options.authPort ?? Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9199);
  const stripePort = options.stripePort ?? Number(process.env.TEST_STRIPE_PORT ?? 54332);
  await Promise.all([
    assertPortFree(pgPort, "test Postgres", "TEST_PG_PORT"),
    assertPortFree(relayPort, "test Postgres relay", "TEST_PG_RELAY_PORT"),
    assertPortFree(authPort, "test Auth emulator", "TEST_AUTH_EMULATOR_PORT"),
    assertPortFree(stripePort, "test Stripe server", "TEST_STRIPE_PORT"),
  ]);

  const dir = mkdtempSync(join(tmpdir(), "motomart-test-"));
  // Postgres runs as the `postgres` user, which must be able to reach its data directory.
  chmodSync(dir, 0o755);
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {});
    stops.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // allSettled: whatever started is registered for stop() even when the other part fails.
    const [database, auth] = await Promise.allSettled([
      (async () => {
        const postgres = await startEmbeddedPostgres({ dataDir: join(dir, "pg"), port: pgPort });
        stops.push(postgres.stop);
        await migrate(postgres.connectionString);
        await seed(postgres.connectionString);
        await copyDatabase(postgres.connectionString, E2E_DATABASE);
        return postgres.connectionString;
      })(),
      (async () => {
        const emulator = await startAuthEmulator({ port: authPort, logFile: join(dir, "auth-emulator.log") });
        stops.push(emulator.stop);
        for (const a of DEMO_ACCOUNTS) {
          await createEmulatorAccount({ host: emulator.host, uid: a.uid, email: a.email, password: a.password, displayName: a.name });
        }
        return emulator.host;
      })(),
    ]);
    if (database.status === "rejected") throw database.reason;
    if (auth.status === "rejected") throw auth.reason;

    const relay = await startPgRelay({ port: relayPort });
    stops.push(relay.close);
    const stripe = await startLocalStripe({ port: stripePort, webhookUrl: options.stripeWebhookUrl, webhookSecret: LOCAL_WEBHOOK_SECRET });
    stops.push(stripe.close);
    return {
      stripeApiBase: stripe.url,
      databaseUrl: database.value,
      e2eDatabaseUrl: database.value.replace(/\/[^/]+$/, `/${E2E_DATABASE}`),
      relay: `127.0.0.1:${relay.port}`,
      authEmulatorHost: auth.value,
      projectId: DEFAULT_PROJECT_ID,
      dir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
