/**
 * `npm run bench:load`: only the load step of `npm run bench` (load.ts), for working on it. Reuses
 * the bench database in .data/bench (loading it first when missing), builds the worker as deployed,
 * prints the report's load section instead of writing docs/benchmarks.md, and exits 1 on an
 * error, as the full run does.
 */
import { exitWith, onBenchWorker } from "./bench-main";
import { LOAD_CLIENTS, LOAD_SECONDS, measureLoad } from "./load";
import { loadSection, loadSummaryRows } from "./load-report";

const log = (line: string) => console.log(line);

exitWith(() =>
  onBenchWorker(log, async ({ build, workerDatabaseUrl, databaseUrl, fixture }) => {
    log(`load: ${LOAD_CLIENTS} clients for ${LOAD_SECONDS} s`);
    const load = await measureLoad({ scriptPath: build.scriptPath, databaseUrl: workerDatabaseUrl, adminUrl: databaseUrl, fixture, log });
    log(["", ...loadSummaryRows(load), "", ...loadSection(load)].join("\n"));
    return load.passed ? 0 : 1;
  }),
);
