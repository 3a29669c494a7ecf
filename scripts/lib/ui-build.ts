import { spawn } from "node:child_process";
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { childEnv, ROOT } from "./process";

const UI = join(ROOT, "ui");
const DIST = join(UI, "dist");
const STAMP = join(DIST, ".motomart-build.json");
const PLACEHOLDER_MARK = "<!-- motomart-placeholder -->";

export type UiBuildResult = "built" | "up to date" | "placeholder" | "failed, kept previous build" | "failed, placeholder";

/**
 * Builds the UI into ui/dist for Wrangler's static assets. Skips the build when nothing it reads
 * changed since the last one (a second `npm start` is then quick). While the UI has no source yet
 * — or its build breaks and there is no earlier build — a placeholder page is served instead, so
 * the API and the rest of the stack still come up.
 */
export async function buildUi(options: { env: Record<string, string>; logFile: string }): Promise<UiBuildResult> {
  if (!existsSync(join(UI, "src")) || !existsSync(join(UI, "index.html"))) {
    writePlaceholder();
    return "placeholder";
  }

  // The stamp records the inputs' newest mtime and the build-time env baked into the bundle.
  // The UI also builds from the API's schemas and security policy (its _headers), so edge-api/src counts.
  const stamp = JSON.stringify({ newest: Math.max(newestMtime(UI), newestMtime(join(ROOT, "edge-api", "src"))), env: options.env });
  const hasBuild = existsSync(join(DIST, "index.html")) && !readFileSync(join(DIST, "index.html"), "utf8").includes(PLACEHOLDER_MARK);
  if (hasBuild && existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp) return "up to date";

  const code = await runLogged(options.logFile, childEnv({ ...options.env, NO_COLOR: "1" }));
  if (code === 0 && existsSync(join(DIST, "index.html"))) {
    writeFileSync(STAMP, stamp);
    return "built";
  }
  if (hasBuild) return "failed, kept previous build";
  writePlaceholder();
  return "failed, placeholder";
}

async function runLogged(logFile: string, env: NodeJS.ProcessEnv): Promise<number> {
  mkdirSync(dirname(logFile), { recursive: true });
  const fd = openSync(logFile, "w");
  try {
    return await new Promise<number>((resolve, reject) => {
      const child = spawn("npm", ["run", "build", "-w", "ui"], { cwd: ROOT, env, stdio: ["ignore", fd, fd] });
      child.once("error", reject);
      child.once("exit", (code) => resolve(code ?? 1));
    });
  } finally {
    closeSync(fd);
  }
}

/** Newest modification time under a folder, ignoring build output and dependencies. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "dist" || entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function writePlaceholder(): void {
  mkdirSync(DIST, { recursive: true });
  // The public assets (demo pictures) are served even before the UI exists.
  if (existsSync(join(UI, "public"))) cpSync(join(UI, "public"), DIST, { recursive: true });
  writeFileSync(
    join(DIST, "index.html"),
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
