import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";
import { builtPhotoCleaner } from "../../scripts/lib/photo-cleaner";
import { ROOT } from "../../scripts/lib/process";

/**
 * API tests run inside workerd against the real Postgres (through the Neon driver and the
 * local relay) and the real Auth emulator that scripts/test.ts starts and names here.
 */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the API tests through \`npm test\`.`);
  return value;
};

const WRANGLER_CONFIG = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));
/** wrangler.toml's aliases (the UI's server rendering, the browser-only packages it stubs) apply to the Worker under test too. */
const workerAliases = Object.fromEntries(
  Object.entries(unstable_readConfig({ config: WRANGLER_CONFIG }).alias ?? {}).map(([name, path]) => [name, join(ROOT, String(path))]),
);

export default defineConfig({
  resolve: { alias: workerAliases },
  plugins: [
    cloudflareTest({
      wrangler: { configPath: WRANGLER_CONFIG },
      miniflare: {
        // The photo cleaner Worker beside the API Worker, as `npm start` runs it (wrangler.toml PHOTO_CLEANER).
        workers: [builtPhotoCleaner(join(ROOT, ".data", "photo-cleaner-tests"))],
        bindings: {
          DATABASE_URL: required("TEST_WORKER_DATABASE_URL"),
          PG_TRANSPORT: "tcp",
          FIREBASE_AUTH_EMULATOR: "true",
          TEST_AUTH_EMULATOR_HOST: required("TEST_AUTH_EMULATOR_HOST"),
          // Removing a user disables their sign-in on the emulator (edge-api/src/auth/sign-in-accounts.ts).
          FIREBASE_AUTH_EMULATOR_HOST: required("TEST_AUTH_EMULATOR_HOST"),
          STRIPE_API_BASE: required("TEST_STRIPE_API_BASE"),
          // tests/api/fuzz.test.ts: the seed and runs per route and caller (`npm run fuzz` sets them).
          FUZZ_SEED: process.env.FUZZ_SEED ?? "",
          FUZZ_RUNS: process.env.FUZZ_RUNS ?? "",
          STRIPE_LOCAL_KEY: required("TEST_STRIPE_LOCAL_KEY"),
          STRIPE_LOCAL_WEBHOOK_SECRET: required("TEST_STRIPE_LOCAL_WEBHOOK_SECRET"),
          // Mail goes to the test stack's mail server; the tests read its inbox (tests/api/support/inbox.ts).
          SMTP_HOST: "127.0.0.1",
          SMTP_PORT: required("TEST_SMTP_PORT"),
          MAIL_FROM: "MotoMart <no-reply@motomart.test>",
          PUBLIC_ORIGIN: "http://127.0.0.1:8788",
          MAIL_TOKEN_SECRET: required("TEST_MAIL_TOKEN_SECRET"),
          TEST_MAIL_INBOX_URL: required("TEST_MAIL_INBOX_URL"),
          TEST_REFUSING_SMTP_PORT: required("TEST_REFUSING_SMTP_PORT"),
        },
      },
    }),
  ],
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["**/*.test.ts"],
    // One workerd for every file, not a fresh one per file: starting Miniflare and loading the
    // Worker's modules again cost more than most files' tests. Files share the isolate's module
    // state, so a test that needs a fresh one resets it (token-key-server.test.ts).
    isolate: false,
    maxWorkers: 1,
    // Property tests and bulk fixtures ran past 30 s in full runs on a loaded 2-core machine (November 28).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every request writes a JSON line (edge-api/src/middleware/request-log.ts); operations.test.ts
    // checks them, elsewhere they would drown the output. Error lines still show.
    onConsoleLog: (log) => !/^\{"level":"\w+","msg":"request"/.test(log),
  },
});
