/**
 * The browser tests' product: the UI built for the test stack (its own Auth emulator port baked
 * in, into a temp directory so ui/dist for `npm start` is untouched) served by `wrangler dev` on
 * the test stack, as `npm start` serves it (scripts/lib/local-stack.ts), but on a copy of the
 * database of the browser tests' own, one per runner of them (scripts/test.ts).
 */
import { join } from "node:path";
import type { TestStack } from "../test-stack";
import { startWorker } from "./local-stack";
import type { Service } from "./process";
import { buildUiInto } from "./ui-build";

/** Builds the UI for the test stack, once for every runner's Worker; answers its directory. */
export async function buildTestUi(stack: TestStack): Promise<string> {
  const assets = join(stack.dir, "ui");
  await buildUiInto(
    assets,
    { VITE_FIREBASE_PROJECT_ID: stack.projectId, VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${stack.authEmulatorHost}` },
    join(stack.dir, "ui-build.log"),
  );
  return assets;
}

interface TestWorkerOptions {
  /** The runner, 1 or 2: names its state and log files. */
  runner: number;
  port: number;
  databaseUrl: string;
  /** The offline Stripe server that delivers its events to this Worker. */
  stripeApiBase: string;
  /** buildTestUi's directory. */
  assets: string;
}

export async function startTestWorker(stack: TestStack, options: TestWorkerOptions): Promise<{ url: string; service: Service }> {
  const suffix = options.runner === 1 ? "" : `-${options.runner}`;
  return startWorker({
    name: `wrangler (tests${suffix})`,
    port: options.port,
    assets: options.assets,
    persistTo: join(stack.dir, `wrangler${suffix}`),
    vars: {
      ...stack.workerVars,
      DATABASE_URL: stack.workerDatabaseUrl(options.databaseUrl),
      STRIPE_API_BASE: options.stripeApiBase,
      // Links in this runner's mail open this runner's Worker.
      PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}`,
    },
    logFile: join(stack.dir, `wrangler${suffix}.log`),
  });
}
