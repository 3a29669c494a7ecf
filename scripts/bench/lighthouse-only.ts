/**
 * `npm run bench:lighthouse`: only the Lighthouse step of `npm run bench` (lighthouse.ts: the home,
 * a category and a bike page, mobile defaults, edge cache on), for working on the pages. Reuses the
 * bench database (loading it first when missing), builds the worker and the UI as deployed, prints
 * the report's rows and section instead of writing docs/benchmarks.md, and exits 1 when a page
 * misses a goal.
 */
import { exitWith, onBenchWorker } from "./bench-main";
import { LIGHTHOUSE_RUNS, measureLighthouse, meetsOtherCategoriesGoal, meetsPerformanceGoal } from "./lighthouse";
import { lighthouseSection, lighthouseSummaryRows } from "./lighthouse-report";

const log = (line: string) => console.log(line);

exitWith(() =>
  onBenchWorker(log, async ({ build, workerDatabaseUrl, fixture }) => {
    log(`Lighthouse: home, category and bike page, ${LIGHTHOUSE_RUNS} runs each after a warm-up run`);
    const lighthouse = await measureLighthouse({ scriptPath: build.scriptPath, databaseUrl: workerDatabaseUrl, fixture, log });
    log(["", ...lighthouseSummaryRows(lighthouse), "", ...lighthouseSection(lighthouse)].join("\n"));
    return lighthouse.pages.every((p) => meetsPerformanceGoal(p) && meetsOtherCategoriesGoal(p)) ? 0 : 1;
  }),
);
