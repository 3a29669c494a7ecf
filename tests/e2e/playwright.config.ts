import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/lib/chromium";
import { RUNNER_COUNT, runner } from "./support/runner";

/**
 * Browser tests on a Chromium that scripts/lib/chromium.ts finds (never Playwright's download) against the real local stack
 * that `npm test` starts: wrangler dev (workerd) serving the built UI and the API, Postgres,
 * the Auth emulator and the offline Stripe server.
 */
// scripts/test.ts finds the browser (scripts/lib/chromium.ts) and names it here.
const chromium = process.env.CHROMIUM_PATH;
if (!chromium) throw new Error("CHROMIUM_PATH is not set: run the browser tests through `npm test`.");

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // A worker per browser runner (support/runner.ts), each running one test at a time on its own database.
  workers: RUNNER_COUNT,
  fullyParallel: false,
  // A whole flow's budget. The longest (two signed-in browsers, a 1,000-row import, a sale and two
  // reviews) ran 60–70 s in full runs on a loaded 2-core machine (November 28); each step still waits
  // at most the expect timeout below.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../../test-results/e2e",
  use: {
    baseURL: runner.url,
    // A failure leaves its screenshot and page snapshot (error-context.md). Recording a trace of every
    // test costs the browser and Playwright a tenth of a run's CPU, so it is asked for (E2E_TRACE=1):
    // snapshots of each action, without the screencast, whose frames cost more than the tests themselves.
    trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false } : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
