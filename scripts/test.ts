/**
 * `npm test`: every check the team relies on, in this order — `checks` (type-checking every
 * project, the linter, and knip for unused files, exports and dependencies; no stack needed),
 * `faults` (tests/faults: outages on a stack of their own), then on a throwaway stack
 * (scripts/test-stack.ts):
 * `api` (vitest inside workerd), `scripts` (the operations scripts under Node against fresh
 * databases), `desktop` (Electron main-process logic under Node) and `e2e` (Playwright on a
 * Chromium that scripts/lib/chromium.ts finds, against `wrangler dev` serving the built UI).
 * Exits non-zero if any failed. Arguments after `--` go to the API vitest (`npm test -- bikes`);
 * TEST_SUITES=checks,faults,api,scripts,desktop,e2e picks suites; TEST_E2E_FILTER=desktop,admin runs
 * only the browser spec files whose names match.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { childEnv, createShutdown, ROOT, run } from "./lib/process";
import { findChromium } from "./lib/chromium";
import { startTestWorker } from "./lib/test-worker";
import { startTestStack } from "./test-stack";

// Interrupted tests are a failure, not a clean stop.
const shutdown = createShutdown(console.log, 130);
const E2E_PORT = Number(process.env.TEST_E2E_PORT ?? 8788);
const ALL_SUITES = "checks,faults,api,scripts,desktop,e2e";
/** Suites that bring what they need themselves: no shared test stack for them. */
const STANDALONE = new Set(["checks", "faults"]);
const suites = new Set((process.env.TEST_SUITES ?? (process.argv.length > 2 ? "api" : ALL_SUITES)).split(","));
const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);

async function main(): Promise<number> {
  const failed: string[] = [];
  // Type checks, lint and knip need no stack; they run first so a type error shows up in seconds.
  if (suites.has("checks")) {
    for (const script of ["typecheck", "lint", "knip"]) {
      const code = await run("npm", ["run", "--silent", script]);
      if (code !== 0) failed.push(script);
    }
  }
  // Fault tests break a local stack of their own (stopping its Postgres), so they run before the shared one starts.
  if (suites.has("faults")) {
    const code = await run(bin("vitest"), ["run", "--config", "tests/faults/vitest.config.ts"], {
      env: childEnv({ WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" }),
    });
    if (code !== 0) failed.push("faults");
  }
  if (![...suites].some((suite) => !STANDALONE.has(suite))) return report(failed);

  const started = Date.now();
  const stack = await startTestStack({ webPort: E2E_PORT });
  shutdown.add("test stack", stack.stop);
  console.log(
    `Test stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Postgres ${stack.databaseUrl}, Auth emulator ${stack.authEmulatorHost}, Stripe ${stack.stripeApiBase})`,
  );
  const env = childEnv({
    TEST_DATABASE_URL: stack.databaseUrl,
    TEST_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
    TEST_FIREBASE_PROJECT_ID: stack.projectId,
    TEST_STRIPE_API_BASE: stack.stripeApiBase,
    // The offline Stripe key and webhook secret this run generated (scripts/lib/local-secrets.ts).
    TEST_STRIPE_LOCAL_KEY: stack.workerVars.STRIPE_LOCAL_KEY ?? "",
    TEST_STRIPE_LOCAL_WEBHOOK_SECRET: stack.workerVars.STRIPE_LOCAL_WEBHOOK_SECRET ?? "",
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  });

  if (suites.has("api")) {
    const code = await run(bin("vitest"), ["run", "--config", "tests/api/vitest.config.ts", ...process.argv.slice(2)], { env });
    if (code !== 0) failed.push("api");
  }
  if (suites.has("scripts")) {
    const code = await run(bin("vitest"), ["run", "--config", "tests/scripts/vitest.config.ts"], { env });
    if (code !== 0) failed.push("scripts");
  }
  if (suites.has("desktop") && existsSync(join(ROOT, "desktop", "vitest.config.ts"))) {
    const code = await run(bin("vitest"), ["run", "--config", "desktop/vitest.config.ts"], { env });
    if (code !== 0) failed.push("desktop");
  }
  if (suites.has("e2e")) {
    const chromium = await findChromium();
    console.log(`Browser tests on ${chromium.path} (${chromium.source})`);
    const worker = await startTestWorker(stack, E2E_PORT);
    shutdown.add("wrangler (tests)", () => worker.service.stop("SIGINT", 10_000));
    const filters = (process.env.TEST_E2E_FILTER ?? "").split(",").filter(Boolean);
    const code = await run(bin("playwright"), ["test", "--config", "tests/e2e/playwright.config.ts", ...filters], {
      // E2E_UI_DIR: the build the Worker serves, which desktop-cache.spec.ts serves through the desktop app's handler.
      env: { ...env, E2E_BASE_URL: worker.url, E2E_UI_DIR: join(stack.dir, "ui"), CHROMIUM_PATH: chromium.path },
    });
    if (code !== 0) failed.push("e2e");
  }
  return report(failed);
}

function report(failed: string[]): number {
  if (failed.length) console.error(`Failed: ${failed.join(", ")}`);
  return failed.length ? 1 : 0;
}

main().then(
  (code) => shutdown.shutdown(code),
  (error: unknown) => {
    console.error(`Tests could not run: ${error instanceof Error ? error.message : String(error)}`);
    return shutdown.shutdown(1);
  },
);
