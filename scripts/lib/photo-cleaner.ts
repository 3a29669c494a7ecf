import { execFileSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { childEnv, ROOT, WRANGLER, WRANGLER_OFFLINE_ENV } from "./process";

/** The photo cleaner's config (edge-api/src/photo-cleaner): the API Worker's PHOTO_CLEANER binding. */
export const PHOTO_CLEANER_CONFIG = join(ROOT, "edge-api", "photo-cleaner.wrangler.toml");
/** Its name in the local Worker's binding (wrangler.toml [[services]]). */
const PHOTO_CLEANER_NAME = "motomart-photo-cleaner-dev";

/**
 * The photo cleaner bundled as wrangler deploys it, for a Miniflare that runs it beside the API
 * Worker (the API tests' pool, the bench): Miniflare's options for it, in its v4 shape.
 */
export function builtPhotoCleaner(outDir: string) {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(WRANGLER, ["deploy", "--dry-run", "--config", PHOTO_CLEANER_CONFIG, "--outdir", outDir], {
    cwd: ROOT,
    env: childEnv(WRANGLER_OFFLINE_ENV),
    stdio: "ignore",
  });
  const codecs = readdirSync(outDir).filter((file) => file.endsWith(".wasm"));
  return {
    name: PHOTO_CLEANER_NAME,
    modulesRoot: outDir,
    modules: [
      { type: "ESModule" as const, path: join(outDir, "index.js") },
      ...codecs.map((file) => ({ type: "CompiledWasm" as const, path: join(outDir, file) })),
    ],
    compatibilityDate: "2026-10-01",
    compatibilityFlags: ["nodejs_compat"],
  };
}
