/**
 * The browser runner this Playwright worker drives. scripts/test.ts starts one or two runners, each
 * with its own Worker, offline Stripe server and copy of the database, and runs Playwright with a
 * worker per runner: worker n (TEST_PARALLEL_INDEX, which Playwright sets before it loads the
 * config in a worker) uses runner n, so whichever runner is free takes the next spec file.
 */
export interface BrowserRunner {
  /** Its Worker: the UI and the API. */
  url: string;
  /** Its copy of the database, which a spec may change where no request can (database.ts). */
  databaseUrl: string;
  /** Its offline Stripe server, whose pages a buyer or seller is sent to. */
  stripeApiBase: string;
}

const listed = process.env.E2E_RUNNERS;
if (!listed) throw new Error("E2E_RUNNERS is not set: run the browser tests through `npm test`.");
const runners = JSON.parse(listed) as BrowserRunner[];

/** How many runners there are: Playwright's workers. */
export const RUNNER_COUNT = runners.length;
/** This worker's runner (the first in Playwright's main process, which only lists and reports). */
export const runner: BrowserRunner = runners[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? runners[0]!;
