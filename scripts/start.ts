/**
 * `npm start`: the whole product offline on one machine — the local stack (scripts/lib/local-stack.ts:
 * Postgres or DATABASE_URL with migrations and demo data, the Auth emulator with demo accounts,
 * the relay, offline Stripe), the UI build, and `wrangler dev` serving API + UI on one origin.
 * Ctrl-C stops everything in order and exits 0.
 */
import { join } from "node:path";
import { DEFAULT_PROJECT_ID } from "./lib/auth-emulator";
import { startLocalStack, startWorker } from "./lib/local-stack";
import { createShutdown, ROOT } from "./lib/process";
import { DEMO_ACCOUNTS } from "./lib/seed-data";
import { buildUi } from "./lib/ui-build";

const env = process.env;
const PORT = Number(env.PORT ?? 8787);
const PG_PORT = Number(env.PG_PORT ?? 15420);
const RELAY_PORT = Number(env.PG_RELAY_PORT ?? 15421);
const AUTH_PORT = Number(env.AUTH_EMULATOR_PORT ?? 9099);
const STRIPE_PORT = Number(env.STRIPE_LOCAL_PORT ?? 15422);
const SMTP_PORT = Number(env.SMTP_LOCAL_PORT ?? 15425);
const INBOX_PORT = Number(env.MAIL_INBOX_PORT ?? 15426);
const DATA = join(ROOT, ".data");
const LOGS = join(DATA, "logs");
const started = Date.now();

const shutdown = createShutdown();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (message: string) => console.log(`  ✓ ${message} (${elapsed()})`);

function checkNode(): void {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    throw new Error(
      `Node ${process.versions.node} is too old (wrangler needs ≥ 22.12). Run it as \`npm start\`, which uses the repo's pinned Node.`,
    );
  }
}

async function main(): Promise<void> {
  checkNode();
  console.log("Starting MotoMart…");
  // The stack and the UI build are independent; allSettled so a started stack is registered for
  // shutdown before a failed build stops the run (and the other way round).
  const [stackResult, ui] = await Promise.allSettled([
    startLocalStack({
      ports: { web: PORT, pg: PG_PORT, relay: RELAY_PORT, auth: AUTH_PORT, stripe: STRIPE_PORT, smtp: SMTP_PORT, inbox: INBOX_PORT },
      portSettings: {
        web: "PORT",
        pg: "PG_PORT",
        relay: "PG_RELAY_PORT",
        auth: "AUTH_EMULATOR_PORT",
        stripe: "STRIPE_LOCAL_PORT",
        smtp: "SMTP_LOCAL_PORT",
        inbox: "MAIL_INBOX_PORT",
      },
      pgDataDir: join(DATA, "pg"),
      databaseUrl: env.DATABASE_URL,
      authPersistDir: join(DATA, "auth"),
      secretsFile: join(DATA, "local-secrets.json"),
      mailDir: join(DATA, "mail"),
      keptEmails: 1000,
      logsDir: LOGS,
      stripe: env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET } : undefined,
      onStep: step,
    }).then((stack) => {
      shutdown.add("local stack", stack.stop);
      return stack;
    }),
    buildUi({
      logFile: join(LOGS, "ui-build.log"),
      // Baked into the bundle: where the browser finds the Auth emulator.
      env: { VITE_FIREBASE_PROJECT_ID: DEFAULT_PROJECT_ID, VITE_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${AUTH_PORT}` },
    }).then((result) => {
      step(`UI ${result}${result.startsWith("failed") ? ` — see ${join(LOGS, "ui-build.log")}` : ""}`);
    }),
  ]);
  if (stackResult.status === "rejected") throw stackResult.reason;
  if (ui.status === "rejected") throw ui.reason;
  const stack = stackResult.value;

  const worker = await startWorker({
    port: PORT,
    persistTo: join(DATA, "wrangler"),
    vars: stack.workerVars,
    logFile: join(LOGS, "wrangler.log"),
  });
  shutdown.add("wrangler", () => worker.service.stop("SIGINT", 10_000));

  // A service dying later takes the stack down rather than leaving it half-working.
  for (const part of [worker.service, ...stack.services]) {
    void part.exited.then((code) => {
      if (shutdown.stopping) return;
      console.error(`\n${part.name} exited unexpectedly (${code}); see ${LOGS}. Stopping.`);
      void shutdown.shutdown(1);
    });
  }

  printReady(stack.databaseUrl, stack.inboxUrl);
}

function printReady(databaseUrl: string, inboxUrl: string): void {
  const rows = DEMO_ACCOUNTS.map((a) => [
    a.role,
    a.email,
    a.password,
    a.role === "seller" ? (a.verified ? "verified" : "not verified") : "",
  ]);
  const table = [["role", "email", "password", ""], ...rows];
  const widths = [0, 1, 2].map((i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (r: string[]) => `    ${r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("   ")}`.trimEnd();
  console.log(`
  MotoMart is ready in ${elapsed()}:  http://127.0.0.1:${PORT}

  Demo accounts (email + password sign-in):
${table.map(line).join("\n")}

    API health      http://127.0.0.1:${PORT}/api/health
    Email inbox     ${inboxUrl} (every email the app sends lands here)
    Postgres        ${databaseUrl}
    Auth emulator   127.0.0.1:${AUTH_PORT} (project ${DEFAULT_PROJECT_ID})
    Logs            ${LOGS}

  Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  console.error(`\nStart failed: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown.shutdown(1);
});
