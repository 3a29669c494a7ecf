/**
 * `npm start`: the whole product offline on one machine — Postgres (embedded, or DATABASE_URL),
 * migrations and demo data, the Firebase Auth emulator with demo accounts, the WebSocket relay
 * the Neon driver needs, the UI build, and `wrangler dev` serving API + UI on one origin.
 * Ctrl-C stops everything in order and exits 0.
 */
import { join } from "node:path";
import { createEmulatorAccount, DEFAULT_PROJECT_ID, startAuthEmulator } from "./lib/auth-emulator";
import { startEmbeddedPostgres } from "./lib/embedded-postgres";
import { migrate } from "./lib/migrate";
import { startPgRelay } from "./lib/pg-relay";
import { startLocalStripe } from "./lib/stripe-local";
import { LOCAL_WEBHOOK_SECRET } from "../edge-api/src/payments/local-test-mode";
import { assertPortFree, childEnv, createShutdown, ROOT, startService, waitForHttp, type Service } from "./lib/process";
import { seed } from "./lib/seed";
import { DEMO_ACCOUNTS } from "./lib/seed-data";
import { buildUi } from "./lib/ui-build";

const env = process.env;
const PORT = Number(env.PORT ?? 8787);
const PG_PORT = Number(env.PG_PORT ?? 54320);
const RELAY_PORT = Number(env.PG_RELAY_PORT ?? 54321);
const AUTH_PORT = Number(env.AUTH_EMULATOR_PORT ?? 9099);
const STRIPE_PORT = Number(env.STRIPE_LOCAL_PORT ?? 54322);
const DATA = join(ROOT, ".data");
const LOGS = join(DATA, "logs");
const started = Date.now();

const shutdown = createShutdown();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (message: string) => console.log(`  ✓ ${message} (${elapsed()})`);

function checkNode(): void {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    throw new Error(`Node ${process.versions.node} is too old (wrangler needs ≥ 22.12). Run it as \`npm start\`, which uses the repo's pinned Node.`);
  }
}

async function startDatabase(): Promise<string> {
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({ dataDir: join(DATA, "pg"), port: PG_PORT });
    shutdown.add("Postgres", postgres.stop);
    databaseUrl = postgres.connectionString;
    step(`Postgres on 127.0.0.1:${PG_PORT}`);
  }
  const applied = await migrate(databaseUrl);
  const inserted = await seed(databaseUrl);
  const added = Object.entries(inserted).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${k}`);
  step(`migrations ${applied.length ? `applied: ${applied.join(", ")}` : "up to date"}; demo data ${added.length ? `added: ${added.join(", ")}` : "present"}`);
  return databaseUrl;
}

/** Resolves once the emulator answers; `exited` is wrapped so the caller does not await it. */
async function startAuth(): Promise<{ exited: Service["exited"] }> {
  const emulator = await startAuthEmulator({
    port: AUTH_PORT,
    persistDir: join(DATA, "auth"),
    logFile: join(LOGS, "auth-emulator.log"),
  });
  shutdown.add("Auth emulator", emulator.stop);
  for (const account of DEMO_ACCOUNTS) {
    await createEmulatorAccount({ host: emulator.host, uid: account.uid, email: account.email, password: account.password, displayName: account.name });
  }
  step(`Auth emulator on ${emulator.host} (project ${DEFAULT_PROJECT_ID})`);
  return { exited: emulator.exited };
}

function labelled<T>(label: string, promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  });
}

async function main(): Promise<void> {
  checkNode();
  console.log("Starting MotoMart…");
  await Promise.all([
    assertPortFree(PORT, "web/API", "PORT"),
    assertPortFree(RELAY_PORT, "Postgres relay", "PG_RELAY_PORT"),
    assertPortFree(AUTH_PORT, "Auth emulator", "AUTH_EMULATOR_PORT"),
    env.STRIPE_SECRET_KEY ? Promise.resolve() : assertPortFree(STRIPE_PORT, "offline Stripe", "STRIPE_LOCAL_PORT"),
    env.DATABASE_URL ? Promise.resolve() : assertPortFree(PG_PORT, "Postgres", "PG_PORT"),
  ]);

  // The three slow parts are independent; allSettled so every started service is registered for
  // shutdown before a failure in another one stops the run.
  const [database, auth, ui] = await Promise.allSettled([
    labelled(env.DATABASE_URL ? "Database (DATABASE_URL)" : "Database", startDatabase()),
    labelled("Auth emulator", startAuth()),
    buildUi({
      logFile: join(LOGS, "ui-build.log"),
      // Baked into the bundle: where the browser finds the Auth emulator.
      env: { VITE_FIREBASE_PROJECT_ID: DEFAULT_PROJECT_ID, VITE_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${AUTH_PORT}` },
    }).then((result) => {
      step(`UI ${result}${result.startsWith("failed") ? ` — see ${join(LOGS, "ui-build.log")}` : ""}`);
    }),
  ]);
  for (const result of [database, auth, ui]) if (result.status === "rejected") throw result.reason;
  const databaseUrl = (database as PromiseFulfilledResult<string>).value;
  const authExited = (auth as PromiseFulfilledResult<{ exited: Service["exited"] }>).value.exited;

  const dbHost = new URL(databaseUrl);
  const relay = await startPgRelay({ port: RELAY_PORT, allowTargets: [`${dbHost.hostname}:${dbHost.port || 5432}`] });
  shutdown.add("Postgres relay", relay.close);

  // Payments: real Stripe with STRIPE_SECRET_KEY, else the offline Stripe-protocol server (test mode).
  const paymentVars: string[] = [];
  if (env.STRIPE_SECRET_KEY) {
    paymentVars.push("--var", `STRIPE_SECRET_KEY:${env.STRIPE_SECRET_KEY}`);
    if (env.STRIPE_WEBHOOK_SECRET) paymentVars.push("--var", `STRIPE_WEBHOOK_SECRET:${env.STRIPE_WEBHOOK_SECRET}`);
    step("Payments: real Stripe (STRIPE_SECRET_KEY)");
  } else {
    const stripe = await startLocalStripe({
      port: STRIPE_PORT,
      webhookUrl: `http://127.0.0.1:${PORT}/api/stripe/webhook`,
      webhookSecret: LOCAL_WEBHOOK_SECRET,
    });
    shutdown.add("offline Stripe", stripe.close);
    paymentVars.push("--var", `STRIPE_API_BASE:${stripe.url}`);
    step(`Payments: test mode, offline Stripe on ${stripe.url} (card 4242 4242 4242 4242 succeeds)`);
  }

  const wrangler = startService(
    "wrangler",
    join(ROOT, "node_modules", ".bin", "wrangler"),
    [
      "dev",
      "--port", String(PORT),
      "--ip", "127.0.0.1",
      "--persist-to", join(DATA, "wrangler"),
      "--show-interactive-dev-session=false",
      "--var", `DATABASE_URL:${databaseUrl}`,
      "--var", `PG_RELAY:127.0.0.1:${relay.port}`,
      "--var", "FIREBASE_AUTH_EMULATOR:true",
      ...paymentVars,
    ],
    {
      logFile: join(LOGS, "wrangler.log"),
      // Offline: no metrics, no request.cf lookup, no banner (its npm version check).
      env: childEnv({ WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true", NO_COLOR: "1" }),
    },
  );
  shutdown.add("wrangler", () => wrangler.stop("SIGINT", 10_000));
  await waitForHttp(`http://127.0.0.1:${PORT}/api/health`, { timeoutMs: 120_000, service: wrangler, accept: (s) => s === 200 });

  // A service dying later takes the stack down rather than leaving it half-working.
  for (const [name, exited] of [["wrangler", wrangler.exited], ["Auth emulator", authExited]] as const) {
    void exited.then((code) => {
      if (shutdown.stopping) return;
      console.error(`\n${name} exited unexpectedly (${code}); see ${LOGS}. Stopping.`);
      void shutdown.shutdown(1);
    });
  }

  printReady(databaseUrl);
}

function printReady(databaseUrl: string): void {
  const rows = DEMO_ACCOUNTS.map((a) => [a.role, a.email, a.password, a.role === "seller" ? (a.verified ? "verified" : "not verified") : ""]);
  const table = [["role", "email", "password", ""], ...rows];
  const widths = [0, 1, 2].map((i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (r: string[]) => `    ${r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("   ")}`.trimEnd();
  console.log(`
  MotoMart is ready in ${elapsed()}:  http://127.0.0.1:${PORT}

  Demo accounts (email + password sign-in):
${table.map(line).join("\n")}

    API health      http://127.0.0.1:${PORT}/api/health
    Postgres        ${databaseUrl}
    Auth emulator   127.0.0.1:${AUTH_PORT} (project ${DEFAULT_PROJECT_ID})
    Logs            ${LOGS}

  Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  console.error(`\nStart failed: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown.shutdown(1);
});
