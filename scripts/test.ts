/**
 * `npm test`: starts the throwaway test stack and runs every suite against it — the API tests
 * (vitest inside workerd), the desktop main-process tests (vitest under Node), and the browser
 * tests (Playwright on Chromium (scripts/lib/chromium.ts finds one) against `wrangler dev` serving the built UI) — then stops
 * the stack and exits non-zero if any suite failed. Arguments after `--` go to the API vitest
 * (`npm test -- bikes`); TEST_SUITES=api,desktop,e2e picks suites; TEST_E2E_FILTER=desktop,admin
 * runs only the browser spec files whose names match.
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
const suites = new Set((process.env.TEST_SUITES ?? (process.argv.length > 2 ? "api" : "api,desktop,e2e")).split(","));
const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);

async function main(): Promise<number> {
  const started = Date.now();
  const stack = await startTestStack({ stripeWebhookUrl: `http://127.0.0.1:${E2E_PORT}/api/stripe/webhook` });
  shutdown.add("test stack", stack.stop);
  console.log(`Test stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Postgres ${stack.databaseUrl}, Auth emulator ${stack.authEmulatorHost}, Stripe ${stack.stripeApiBase})`);
  const env = childEnv({
    TEST_DATABASE_URL: stack.databaseUrl,
    TEST_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
    TEST_STRIPE_API_BASE: stack.stripeApiBase,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  });

  const failed: string[] = [];
  if (suites.has("api")) {
    const code = await run(bin("vitest"), ["run", "--config", "tests/api/vitest.config.ts", ...process.argv.slice(2)], { env });
    if (code !== 0) failed.push("api");
  }
  if (suites.has("desktop") && existsSync(join(ROOT, "desktop", "vitest.config.ts"))) {
    const code = await run(bin("vitest"), ["run", "--config", "desktop/vitest.config.ts"], { env });
    if (code !== 0) failed.push("desktop");
  }
  if (suites.has("e2e")) {
    const chromium = await findChromium();
    console.log(`Browser tests on ${chromium.path} (${chromium.source})`);
    const worker = await startTestWorker({ port: E2E_PORT, ...stack, databaseUrl: stack.e2eDatabaseUrl });
    shutdown.add("wrangler (tests)", () => worker.service.stop("SIGINT", 10_000));
    const filters = (process.env.TEST_E2E_FILTER ?? "").split(",").filter(Boolean);
    const code = await run(bin("playwright"), ["test", "--config", "tests/e2e/playwright.config.ts", ...filters], {
      env: { ...env, E2E_BASE_URL: worker.url, CHROMIUM_PATH: chromium.path },
    });
    if (code !== 0) failed.push("e2e");
  }
  if (failed.length) console.error(`Failed suites: ${failed.join(", ")}`);
  return failed.length ? 1 : 0;
}

main().then(
  (code) => shutdown.shutdown(code),
  (error: unknown) => {
    console.error(`Tests could not run: ${error instanceof Error ? error.message : String(error)}`);
    return shutdown.shutdown(1);
  },
);
