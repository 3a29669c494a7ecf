/**
 * Finds a Chromium for the browser tests and the benchmark, so `npm test` works on a fresh
 * machine: CHROMIUM_PATH, else the system's Chromium, else the headless Chromium that ships
 * inside the `@sparticuz/chromium` npm package (Linux only; unpacked to the temp folder on first
 * use). Playwright's own browser download never runs here (no internet on the build machines).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Flags for a headless Chromium on a machine with no network but loopback (and as root): no sandbox, no GPU, no background calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface FoundChromium {
  path: string;
  /** Where it came from, for the log line. */
  source: "CHROMIUM_PATH" | "system" | "@sparticuz/chromium";
}

const SYSTEM_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
const MAC_PATHS = ["/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"];

function onPath(name: string): string | null {
  try {
    return execFileSync("/bin/sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<FoundChromium> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist.`);
    return { path: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" };
  }
  for (const name of SYSTEM_NAMES) {
    const path = onPath(name);
    if (path) return { path, source: "system" };
  }
  if (process.platform === "darwin") {
    const path = MAC_PATHS.find((candidate) => existsSync(candidate));
    if (path) return { path, source: "system" };
  }
  if (process.platform === "linux") {
    const { default: packaged } = await import("@sparticuz/chromium");
    return { path: await packaged.executablePath(), source: "@sparticuz/chromium" };
  }
  throw new Error("No Chromium found: install Chromium or Google Chrome, or set CHROMIUM_PATH to one.");
}
