/**
 * `npm run fuzz`: a longer run of the API fuzz tests (tests/api/fuzz.test.ts) on the test stack of
 * `npm test`. FUZZ_SEED (default: a random one) and FUZZ_RUNS (requests per route and caller,
 * default 200) are printed first; running again with the same two replays the same requests.
 */
import { spawnSync } from "node:child_process";
import { childEnv } from "./lib/process";

const seed = process.env.FUZZ_SEED || String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS || "200";
console.log(`Fuzzing with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}; replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`);
const result = spawnSync("npm", ["test", "--", "fuzz"], {
  stdio: "inherit",
  env: childEnv({ TEST_SUITES: "api", FUZZ_SEED: seed, FUZZ_RUNS: runs }),
});
process.exit(result.status ?? 1);
