import { spawn } from "node:child_process";
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { childEnv, ROOT } from "./process";

const UI = join(ROOT, "ui");
/** wrangler.toml's `[assets] directory`: what `npm start` serves. */
const UI_DIST = join(UI, "dist");
const STAMP_FILE = ".motomart-build.json";
const PLACEHOLDER_MARK = "<!-- motomart-placeholder -->";

export type UiBuildResult = "built" | "up to date" | "placeholder" | "failed, kept previous build" | "failed, placeholder";

/**
 * Builds the UI into `outDir` (ui/dist, which `npm start` serves, unless another is given: the
 * bench builds into its own). Skips the build when nothing it reads changed since the last one (a
 * second `npm start` is then quick). The build goes to a folder of its own and is then published
 * into `outDir` (publishBuild), so a server reading `outDir` meanwhile always finds a whole build.
 * While the UI has no source yet — or its build breaks and there is no earlier build — a
 * placeholder page is served instead, so the API and the rest of the stack still come up.
 */
export async function buildUi(options: { env: Record<string, string>; logFile: string; outDir?: string }): Promise<UiBuildResult> {
  const outDir = options.outDir ?? UI_DIST;
  if (!existsSync(join(UI, "src")) || !existsSync(join(UI, "index.html"))) {
    writePlaceholder(outDir);
    return "placeholder";
  }

  // The stamp records the inputs' newest mtime and the build-time env baked into the bundle.
  // The UI also builds from the API's schemas and security policy (its _headers), so edge-api/src counts.
  const stamp = JSON.stringify({ newest: Math.max(newestMtime(UI), newestMtime(join(ROOT, "edge-api", "src"))), env: options.env });
  const index = join(outDir, "index.html");
  const hasBuild = existsSync(index) && !readFileSync(index, "utf8").includes(PLACEHOLDER_MARK);
  const stampPath = join(outDir, STAMP_FILE);
  if (hasBuild && existsSync(stampPath) && readFileSync(stampPath, "utf8") === stamp) return "up to date";

  const next = `${outDir}.next`;
  await rm(next, { recursive: true, force: true });
  const built = await buildUiInto(next, options.env, options.logFile).then(
    () => existsSync(join(next, "index.html")),
    () => false,
  );
  if (built) {
    await publishBuild(next, outDir);
    writeFileSync(stampPath, stamp);
    return "built";
  }
  await rm(next, { recursive: true, force: true });
  if (hasBuild) return "failed, kept previous build";
  writePlaceholder(outDir);
  return "failed, placeholder";
}

/** `vite build` of the UI into `outDir` (emptied first), with `env` baked in; its output goes to `logFile`. */
export async function buildUiInto(outDir: string, env: Record<string, string>, logFile: string): Promise<void> {
  mkdirSync(dirname(logFile), { recursive: true });
  const fd = openSync(logFile, "w");
  try {
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn("npm", ["run", "build", "-w", "ui", "--", "--outDir", outDir, "--emptyOutDir"], {
        cwd: ROOT,
        env: childEnv({ ...env, NO_COLOR: "1" }),
        stdio: ["ignore", fd, fd],
      });
      child.once("error", reject);
      child.once("exit", (exitCode) => resolve(exitCode ?? 1));
    });
    if (code !== 0) throw new Error(`UI build failed; see ${logFile}`);
  } finally {
    closeSync(fd);
  }
}

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string, base = dir): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))])),
  );
  return nested.flat();
}

/**
 * Moves a finished build from `from` into `to` so that whoever reads `to` meanwhile finds a whole
 * build at every moment: every new file is renamed in (each rename atomic; hashed assets have new
 * names, so the old page's assets stay), then index.html, which switches the page to the new
 * assets, and only then are the old build's files removed. (Emptying `to` and building into it
 * left `npm start` answering 404 while a bench built the UI in the same checkout.)
 */
async function publishBuild(from: string, to: string): Promise<void> {
  const incoming = await filesUnder(from);
  const kept = new Set([...incoming, STAMP_FILE]);
  const last = incoming.filter((file) => file === "index.html");
  for (const file of [...incoming.filter((f) => f !== "index.html"), ...last]) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await rename(join(from, file), join(to, file));
  }
  for (const file of await filesUnder(to)) if (!kept.has(file)) await rm(join(to, file), { force: true });
  await removeEmptyFolders(to);
  await rm(from, { recursive: true, force: true });
}

async function removeEmptyFolders(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    await removeEmptyFolders(path);
    if ((await readdir(path)).length === 0) await rmdir(path);
  }
}

/** Newest modification time under a folder, ignoring build output and dependencies. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "dist" || entry.name === "dist.next" || entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function writePlaceholder(outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  // The public assets (demo pictures) are served even before the UI exists.
  if (existsSync(join(UI, "public"))) cpSync(join(UI, "public"), outDir, { recursive: true });
  writeFileSync(
    join(outDir, "index.html"),
    `<!doctype html>
${PLACEHOLDER_MARK}
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>MotoMart</title>
<link rel="icon" href="/favicon.svg">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#101820;color:#f2f2f2;text-align:center}
img{width:min(560px,90vw);border-radius:16px;box-shadow:0 20px 60px #0008}h1{margin:28px 0 8px}p{opacity:.75}a{color:#ffb703}</style></head>
<body><main><img src="/images/bikes/sport-red.svg" alt=""><h1>MotoMart is coming</h1>
<p>The storefront is being built. The API is up: <a href="/api/health">/api/health</a></p></main></body>
</html>
`,
  );
}
