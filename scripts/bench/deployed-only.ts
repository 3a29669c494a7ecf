/**
 * `npm run bench:deployed`: only the latency-as-deployed step of `npm run bench`
 * (deployed-latency.ts: each public page's API calls and HTML with the database a 50 ms round trip
 * away, and next to it, and the home and a bike page's LCP from each), for working on it. Reuses the bench database (loading it first when
 * missing), builds the worker as deployed, prints the report's rows and section instead of writing
 * docs/benchmarks.md, and exits 1 when a page's data p50 is over the goal.
 */
import { exitWith, onBenchWorker } from "./bench-main";
import { lcpOverTarget, measureDeployedLatency, pagesOverTarget } from "./deployed-latency";
import { deployedSection, deployedSummaryRows } from "./deployed-report";

const log = (line: string) => console.log(line);

exitWith(() =>
  onBenchWorker(log, async ({ build, workerDatabaseUrl, pooled, fixture }) => {
    log("latency as deployed: public pages' API calls and HTML, the database next to the Worker and far from it");
    const deployed = await measureDeployedLatency({ scriptPath: build.scriptPath, databaseUrl: workerDatabaseUrl, pooled, fixture, log });
    log(["", ...deployedSummaryRows(deployed), "", ...deployedSection(deployed)].join("\n"));
    return pagesOverTarget(deployed).length || lcpOverTarget(deployed).length ? 1 : 0;
  }),
);
