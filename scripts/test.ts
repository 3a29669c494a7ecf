/**
 * `npm test`: every check the team relies on — `checks` (type-checking every project, the linter,
 * and knip for unused files, exports and dependencies; no stack needed), `faults` (tests/faults:
 * outages on a stack of their own), and on a throwaway stack (scripts/test-stack.ts):
 * `api` (vitest inside workerd), `scripts` (the operations scripts under Node against fresh
 * databases), `desktop` (Electron main-process logic under Node) and `e2e` (Playwright on a
 * Chromium that scripts/lib/chromium.ts finds, against `wrangler dev` serving the built UI).
 *
 * The suites share nothing they could trip each other over, so lanes run side by side and
 * keep both cores busy where one suite alone would wait on a browser, a socket or a single
 * threaded compiler: checks then faults (their own stack, their own ports); the API, scripts and
 * desktop suites on the test stack; and the browser tests, one Playwright run shared by two
 * runners (each one test at a time, as the specs expect), each on its own copy of the database
 * with its own Worker and offline Stripe server (the API tests get another, see test-stack.ts).
 * Each line a suite prints carries its name; a table of the suites' times ends the run.
 *
 * Exits non-zero if any failed. Arguments after `--` go to the API vitest (`npm test -- bikes`);
 * TEST_SUITES=checks,faults,api,scripts,desktop,e2e picks suites; TEST_E2E_FILTER=desktop,admin runs
 * only the browser spec files whose names match.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { assertPortFree, childEnv, createShutdown, ROOT } from "./lib/process";
import { findChromium } from "./lib/chromium";
import { DEMO_ACCOUNTS } from "./lib/seed-data";
import { startLocalStripe } from "./lib/stripe-local";
import { buildForBrowserTests, startTestWorker, type TestBuild } from "./lib/test-worker";
import { startTestStack, type TestStack } from "./test-stack";

// Interrupted tests are a failure, not a clean stop.
const shutdown = createShutdown(console.log, 130);
const E2E_PORT = Number(process.env.TEST_E2E_PORT ?? 8788);
/** The second browser runner's Worker (the offline Stripe server it gets sends its events there). */
const E2E_SECOND_PORT = Number(process.env.TEST_E2E_SECOND_PORT ?? 8789);
const ALL_SUITES = "checks,faults,api,scripts,desktop,e2e";
/** Suites that bring what they need themselves: no shared test stack for them. */
const STANDALONE = new Set(["checks", "faults"]);
const suites = new Set((process.env.TEST_SUITES ?? (process.argv.length > 2 ? "api" : ALL_SUITES)).split(","));
const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
const OFFLINE = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

const started = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const failed: string[] = [];
/**
 * A failed suite's telling lines (a failed test's name, its error), printed again after the
 * table: CI shows only the end of a long run's output.
 */
const failureLines = new Map<string, string[]>();
const TELLING = /✘|×|\bFAIL\b|^\s+\d+\) \[|TimeoutError|Timed out|Error: expect/;
const MAX_TELLING_LINES = 80;
/** Lines kept after an error line: Playwright's locator, expected value, timeout and code frame. */
const ERROR_CONTEXT_LINES = 16;
const ERROR_LINE = /^\s*(Error|TimeoutError|AssertionError)\b[^:]*:/;
const timings: { name: string; from: number; to: number; ok: boolean }[] = [];

/** Prints a line as `[name] line`, so suites running side by side stay readable. */
const say = (name: string, line: string) => console.log(`[${name}] ${line}`);

/** Runs one suite's command with its output prefixed by its name; records its time and whether it passed. */
async function suite(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = childEnv()): Promise<boolean> {
  const from = Date.now();
  say(name, `started at ${seconds(started)} s`);
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    const telling: string[] = [];
    failureLines.set(name, telling);
    for (const stream of [child.stdout, child.stderr]) {
      let context = 0;
      createInterface({ input: stream }).on("line", (line) => {
        say(name, line);
        if (telling.length >= MAX_TELLING_LINES) return;
        if (TELLING.test(line) || context > 0) telling.push(line);
        context = ERROR_LINE.test(line) ? ERROR_CONTEXT_LINES : Math.max(0, context - 1);
      });
    }
    child.once("error", reject);
    child.once("exit", (exit, signal) => resolve(exit ?? (signal ? 128 : 1)));
  });
  const ok = code === 0;
  timings.push({ name, from, to: Date.now(), ok });
  say(name, `${ok ? "passed" : `FAILED (exit ${code})`} in ${seconds(from)} s`);
  if (!ok) failed.push(name);
  return ok;
}

/** Checks, then faults: neither needs the shared stack (faults start their own, on ports of their own). */
async function standaloneLane(): Promise<void> {
  if (suites.has("checks")) {
    for (const script of ["typecheck", "lint", "knip"]) await suite(script, "npm", ["run", "--silent", script]);
  }
  // Fault tests break a local stack of their own (stopping its Postgres); their ports differ from the shared stack's.
  if (suites.has("faults")) {
    await suite("faults", bin("vitest"), ["run", "--config", "tests/faults/vitest.config.ts"], childEnv(OFFLINE));
  }
}

function stackEnv(stack: TestStack, stripeApiBase: string): NodeJS.ProcessEnv {
  return childEnv({
    TEST_DATABASE_URL: stack.databaseUrl,
    // The API tests' Worker connects through the stack's pooler, as npm start's and the browser tests' Workers do.
    TEST_WORKER_DATABASE_URL: stack.workerDatabaseUrl(stack.databaseUrl),
    TEST_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
    TEST_FIREBASE_PROJECT_ID: stack.projectId,
    TEST_STRIPE_API_BASE: stripeApiBase,
    // The offline Stripe key and webhook secret this run generated (scripts/lib/local-secrets.ts).
    TEST_STRIPE_LOCAL_KEY: stack.workerVars.STRIPE_LOCAL_KEY ?? "",
    TEST_STRIPE_LOCAL_WEBHOOK_SECRET: stack.workerVars.STRIPE_LOCAL_WEBHOOK_SECRET ?? "",
    // The local mail server (its inbox's API is read by the tests), and one that refuses mail (tests/api/mail.test.ts).
    TEST_SMTP_PORT: stack.workerVars.SMTP_PORT ?? "",
    TEST_MAIL_INBOX_URL: stack.inboxUrl,
    TEST_MAIL_TOKEN_SECRET: stack.workerVars.MAIL_TOKEN_SECRET ?? "",
    TEST_REFUSING_SMTP_PORT: String(stack.refusingSmtpPort),
    ...OFFLINE,
  });
}

/** The API, scripts and desktop suites, one after another, on the test stack's database. */
async function nodeLane(stack: TestStack): Promise<void> {
  const env = stackEnv(stack, stack.apiStripeApiBase);
  if (suites.has("api"))
    await suite("api", bin("vitest"), ["run", "--config", "tests/api/vitest.config.ts", ...process.argv.slice(2)], env);
  if (suites.has("scripts")) await suite("scripts", bin("vitest"), ["run", "--config", "tests/scripts/vitest.config.ts"], env);
  if (suites.has("desktop") && existsSync(join(ROOT, "desktop", "vitest.config.ts"))) {
    await suite("desktop", bin("vitest"), ["run", "--config", "desktop/vitest.config.ts"], env);
  }
}

const e2eFilters = (process.env.TEST_E2E_FILTER ?? "").split(",").filter(Boolean);
/**
 * A browser test mostly waits (on the page, the Worker, the database) and runs one at a time, so
 * two runners side by side use what one leaves of the cores. One Playwright run drives both, a
 * worker each (tests/e2e/support/runner.ts): whichever is free takes the next spec file, so both
 * end within a file of each other. A filtered run (a few spec files) has one runner.
 */
const E2E_RUNNERS = e2eFilters.length ? 1 : 2;

/** One browser-test runner: its own Worker, offline Stripe server and copy of the database (tests/e2e/support/runner.ts reads it). */
interface BrowserRunner {
  url: string;
  stripeApiBase: string;
  databaseUrl: string;
}

async function startBrowserRunner(stack: TestStack, runner: number, build: TestBuild): Promise<BrowserRunner> {
  const port = runner === 1 ? E2E_PORT : E2E_SECOND_PORT;
  let stripeApiBase = stack.stripeApiBase;
  if (runner > 1) {
    // The stack's offline Stripe server sends its events to the first runner's Worker; this one to this runner's.
    const stripe = await startLocalStripe({
      port: 0,
      apiKey: stack.workerVars.STRIPE_LOCAL_KEY!,
      webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
      webhookSecret: stack.workerVars.STRIPE_LOCAL_WEBHOOK_SECRET,
      connectedAccounts: DEMO_ACCOUNTS.flatMap((a) => (a.payoutAccount ? [{ id: a.payoutAccount, email: a.email }] : [])),
    });
    shutdown.add(`offline Stripe (tests-${runner})`, stripe.close);
    stripeApiBase = stripe.url;
  }
  const databaseUrl = stack.e2eDatabaseUrls[runner - 1]!;
  const worker = await startTestWorker(stack, {
    runner,
    port,
    databaseUrl,
    stripeApiBase,
    build,
  });
  shutdown.add(`wrangler (tests${runner === 1 ? "" : `-${runner}`})`, () => worker.service.stop("SIGINT", 10_000));
  return { url: worker.url, stripeApiBase, databaseUrl };
}

/** The browser tests: one Playwright run over the runners that started. */
async function browserLane(stack: TestStack): Promise<void> {
  if (!suites.has("e2e")) return;
  const from = Date.now();
  const chromium = await findChromium();
  say("e2e", `Browser tests on ${chromium.path} (${chromium.source}), on ${E2E_RUNNERS} runner(s)`);
  if (E2E_RUNNERS > 1) await assertPortFree(E2E_SECOND_PORT, "second browser runner's Worker", "TEST_E2E_SECOND_PORT");
  const build = await buildForBrowserTests(stack);
  const runners = [await startBrowserRunner(stack, 1, build)];
  if (E2E_RUNNERS > 1) {
    // Started after the first: two `wrangler dev` starting at once can pick the same free port for the photo cleaner's socket.
    try {
      runners.push(await startBrowserRunner(stack, 2, build));
    } catch (error) {
      // A help, not a part of the run: the first runner takes every spec file.
      say(
        "e2e",
        `The second runner did not start, the first runs every spec file: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  say("e2e", `UI built and ${runners.length} Worker(s) ready in ${seconds(from)} s`);
  timings.push({ name: "e2e set-up", from, to: Date.now(), ok: true });
  await suite("e2e", bin("playwright"), ["test", "--config", "tests/e2e/playwright.config.ts", ...e2eFilters], {
    ...stackEnv(stack, stack.stripeApiBase),
    E2E_RUNNERS: JSON.stringify(runners),
    // The build the Worker serves, which desktop-cache.spec.ts serves through the desktop app's handler.
    E2E_UI_DIR: build.assets,
    CHROMIUM_PATH: chromium.path,
  });
}

async function stackLanes(): Promise<void> {
  if (![...suites].some((name) => !STANDALONE.has(name))) return;
  const from = Date.now();
  const stack = await startTestStack({ webPort: E2E_PORT, browserRunners: suites.has("e2e") ? E2E_RUNNERS : 1 });
  shutdown.add("test stack", stack.stop);
  console.log(
    `Test stack ready in ${seconds(from)} s (Postgres ${stack.databaseUrl}, Auth emulator ${stack.authEmulatorHost}, Stripe ${stack.stripeApiBase} and ${stack.apiStripeApiBase})`,
  );
  timings.push({ name: "stack set-up", from, to: Date.now(), ok: true });
  const lanes = await Promise.allSettled([nodeLane(stack), browserLane(stack)]);
  for (const lane of lanes) if (lane.status === "rejected") throw lane.reason;
}

async function main(): Promise<number> {
  const lanes = await Promise.allSettled([standaloneLane(), stackLanes()]);
  report();
  for (const lane of lanes) if (lane.status === "rejected") throw lane.reason;
  for (const name of failed) {
    console.error(`\nWhat ${name} printed about its failures:`);
    for (const line of failureLines.get(name) ?? []) console.error(`  ${line}`);
  }
  if (failed.length) console.error(`Failed: ${failed.join(", ")}`);
  return failed.length ? 1 : 0;
}

/** When each suite ran, from the start of the run, and how long it took. */
function report(): void {
  console.log(`\nSuites (seconds from the start; ${seconds(started)} s in all):`);
  for (const { name, from, to, ok } of timings.sort((a, b) => a.from - b.from)) {
    const at = ((from - started) / 1000).toFixed(0).padStart(5);
    const took = ((to - from) / 1000).toFixed(1).padStart(7);
    console.log(`  ${name.padEnd(14)} at ${at}  took ${took}${ok ? "" : "  FAILED"}`);
  }
}

main().then(
  (code) => shutdown.shutdown(code),
  (error: unknown) => {
    console.error(`Tests could not run: ${error instanceof Error ? error.message : String(error)}`);
    return shutdown.shutdown(1);
  },
);
