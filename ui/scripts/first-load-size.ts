/**
 * Builds the UI and reports the gzip size of the JavaScript the home page needs first:
 * the entry chunk and its static imports (from Vite's manifest), plus the lazily loaded home
 * route chunk and its static imports, which the router fetches before Home can render.
 * Exits with 1 when that total is above the budget (≤ 110 KB, docs/benchmarks.md).
 *
 *   npm run size -w ui              build, then measure
 *   npm run size -w ui -- --no-build  measure the existing ui/dist
 *   … --no-build --dist <folder>      measure another build of the UI (the bench's own)
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const BUDGET_BYTES = 110 * 1000;
const HOME_ROUTE = "src/app/routes/home.tsx";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const uiRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const distArg = process.argv.indexOf("--dist");
const dist = distArg > 0 ? process.argv[distArg + 1]! : join(uiRoot, "dist");

/** A chunk and everything it imports statically, each file once. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

if (!process.argv.includes("--no-build")) await build({ root: uiRoot, logLevel: "warn" });

const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error("The Vite manifest has no entry chunk");

const entryKeys = staticClosure(manifest, entryKey);
const homeKeys = staticClosure(manifest, HOME_ROUTE, new Set(entryKeys));
const rows = [...homeKeys].map((key) => ({
  key,
  file: manifest[key]!.file,
  gzip: gzipSize(manifest[key]!.file),
  entry: entryKeys.has(key),
}));
rows.sort((a, b) => b.gzip - a.gzip);

const entryTotal = rows.filter((r) => r.entry).reduce((sum, r) => sum + r.gzip, 0);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);

console.log("JavaScript the home page loads first (gzip -9):");
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}${row.entry ? "" : "  (home route)"}`);
console.log(`  entry chunk + static imports:       ${kb(entryTotal)}`);
console.log(`  + home route chunk + its imports:   ${kb(total)}  (budget ${kb(BUDGET_BYTES)})`);

if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
console.log("Within budget.");
