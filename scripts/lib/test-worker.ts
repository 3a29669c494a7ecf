/**
 * The browser tests' product: the UI built for the test stack (its own Auth emulator port baked
 * in, into a temp directory so ui/dist for `npm start` is untouched) served by `wrangler dev` on
 * the test stack, as `npm start` serves it (scripts/lib/local-stack.ts), but on the browser tests'
 * own copy of the database.
 */
import { join } from "node:path";
import type { TestStack } from "../test-stack";
import { startWorker } from "./local-stack";
import type { Service } from "./process";
import { buildUiInto } from "./ui-build";

export async function startTestWorker(stack: TestStack, port: number): Promise<{ url: string; service: Service }> {
  const assets = join(stack.dir, "ui");
  await buildUiInto(
    assets,
    { VITE_FIREBASE_PROJECT_ID: stack.projectId, VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${stack.authEmulatorHost}` },
    join(stack.dir, "ui-build.log"),
  );
  return startWorker({
    name: "wrangler (tests)",
    port,
    assets,
    persistTo: join(stack.dir, "wrangler"),
    vars: { ...stack.workerVars, DATABASE_URL: stack.e2eDatabaseUrl },
    logFile: join(stack.dir, "wrangler.log"),
  });
}
