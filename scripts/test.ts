/**
 * `npm test`: starts the throwaway test stack, runs the API tests (vitest inside workerd) against
 * it, stops the stack and exits with vitest's code. Extra arguments go to vitest
 * (`npm test -- bikes` runs one file).
 */
import { join } from "node:path";
import { childEnv, createShutdown, ROOT, run } from "./lib/process";
import { startTestStack } from "./test-stack";

// Interrupted tests are a failure, not a clean stop.
const shutdown = createShutdown(console.log, 130);

async function main(): Promise<number> {
  const started = Date.now();
  const stack = await startTestStack();
  shutdown.add("test stack", stack.stop);
  console.log(`Test stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Postgres ${stack.databaseUrl}, relay ${stack.relay}, Auth emulator ${stack.authEmulatorHost})`);

  return run(join(ROOT, "node_modules", ".bin", "vitest"), ["run", "--config", "tests/api/vitest.config.ts", ...process.argv.slice(2)], {
    env: childEnv({
      TEST_DATABASE_URL: stack.databaseUrl,
      TEST_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
      TEST_STRIPE_API_BASE: stack.stripeApiBase,
      WRANGLER_SEND_METRICS: "false",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
    }),
  });
}

main().then(
  (code) => shutdown.shutdown(code),
  (error: unknown) => {
    console.error(`Tests could not run: ${error instanceof Error ? error.message : String(error)}`);
    return shutdown.shutdown(1);
  },
);
