/**
 * The throwaway stack `npm test` runs on: the same local stack as `npm start`
 * (scripts/lib/local-stack.ts) in a temp directory — a fresh Postgres with the migrations and demo
 * data, an Auth emulator without persistence, the relay, offline Stripe — plus a copy of the seeded
 * database for the browser tests. Its ports differ from `npm start`'s, so tests can run while the
 * app is up.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startLocalStack, type LocalStack } from "./lib/local-stack";
import { DEMO_ACCOUNTS } from "./lib/seed-data";
import { startLocalStripe } from "./lib/stripe-local";
import { startRefusingMailServer } from "./lib/refusing-mail-server";

export interface TestStack extends LocalStack {
  /** Copies of the seeded database for the browser tests, one per browser-test runner (scripts/test.ts):
   * what the API tests write (thousands of bulk-imported bikes, say) must not change what a browser
   * test sees, nor what one runner writes what the other sees. */
  e2eDatabaseUrls: string[];
  /** The offline Stripe server's base URL (tests never use real Stripe); it delivers its events to the first browser runner's Worker. */
  stripeApiBase: string;
  /**
   * A second offline Stripe server for the API tests, which delivers no events (their Worker runs
   * inside vitest and listens on no port): the API and browser tests may run at the same time, and
   * an event for an API test's payment must not reach the browser tests' Worker and database.
   */
  apiStripeApiBase: string;
  /** A mail server refusing every mail (scripts/lib/refusing-mail-server.ts), for the API tests of retries and bounces. */
  refusingSmtpPort: number;
  /** A temp directory for this run's files (removed by stop()). */
  dir: string;
}

const E2E_DATABASE = "motomart_e2e";

/** CREATE DATABASE … TEMPLATE: a byte copy of the migrated, seeded database, in well under a second. */
async function copyDatabase(connectionString: string, name: string): Promise<string> {
  const source = new URL(connectionString).pathname.slice(1);
  const admin = new pg.Client({ connectionString: connectionString.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(source)}`);
  } finally {
    await admin.end();
  }
  return connectionString.replace(/\/[^/]+$/, `/${name}`);
}

export async function startTestStack(options: { webPort: number; browserRunners: number }): Promise<TestStack> {
  const env = process.env;
  const dir = mkdtempSync(join(tmpdir(), "motomart-test-"));
  // Postgres runs as the `postgres` user, which must be able to reach its data directory.
  chmodSync(dir, 0o755);
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  let stack: LocalStack;
  try {
    stack = await startLocalStack({
      // A throwaway cluster: a commit need not wait for the disk (a crash loses the run, never a user's data).
      pgSettings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
      ports: {
        web: options.webPort,
        pg: Number(env.TEST_PG_PORT ?? 15430),
        relay: Number(env.TEST_PG_RELAY_PORT ?? 15431),
        auth: Number(env.TEST_AUTH_EMULATOR_PORT ?? 9199),
        stripe: Number(env.TEST_STRIPE_PORT ?? 15432),
        smtp: Number(env.TEST_SMTP_PORT ?? 15435),
        inbox: Number(env.TEST_MAIL_INBOX_PORT ?? 15436),
      },
      portSettings: {
        web: "TEST_E2E_PORT",
        pg: "TEST_PG_PORT",
        relay: "TEST_PG_RELAY_PORT",
        auth: "TEST_AUTH_EMULATOR_PORT",
        stripe: "TEST_STRIPE_PORT",
        smtp: "TEST_SMTP_PORT",
        inbox: "TEST_MAIL_INBOX_PORT",
      },
      // Unset, the emulator CLI picks free ones (from 4400 and 4500); set them when stacks start side by side.
      authHubPort: Number(env.TEST_AUTH_EMULATOR_HUB_PORT ?? 0) || undefined,
      authLoggingPort: Number(env.TEST_AUTH_EMULATOR_LOGGING_PORT ?? 0) || undefined,
      pgDataDir: join(dir, "pg"),
      // Fresh for every run: nothing outside this run knows the offline Stripe key.
      secretsFile: join(dir, "local-secrets.json"),
      mailDir: join(dir, "mail"),
      logsDir: dir,
      onStep: (message) => console.log(`[stack] ${message}`),
    });
  } catch (error) {
    await removeDir();
    throw error;
  }
  const stop = async () => {
    await stack.stop();
    await removeDir();
  };
  try {
    // One after another: a template database can be copied by one CREATE DATABASE at a time.
    const e2eDatabaseUrls: string[] = [];
    for (let runner = 1; runner <= options.browserRunners; runner++) {
      e2eDatabaseUrls.push(await copyDatabase(stack.databaseUrl, runner === 1 ? E2E_DATABASE : `${E2E_DATABASE}_${runner}`));
    }
    // An ephemeral port: nothing but this run's API tests ever calls it.
    const apiStripe = await startLocalStripe({
      port: 0,
      apiKey: stack.workerVars.STRIPE_LOCAL_KEY!,
      connectedAccounts: DEMO_ACCOUNTS.flatMap((a) => (a.payoutAccount ? [{ id: a.payoutAccount, email: a.email }] : [])),
    });
    const refusing = await startRefusingMailServer();
    const stopAll = async () => {
      await refusing.stop();
      await apiStripe.close();
      await stop();
    };
    return {
      ...stack,
      e2eDatabaseUrls,
      stripeApiBase: stack.stripeApiBase!,
      apiStripeApiBase: apiStripe.url,
      refusingSmtpPort: refusing.port,
      dir,
      stop: stopAll,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
