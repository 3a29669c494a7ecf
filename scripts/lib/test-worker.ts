/**
 * The browser tests' product: the UI built for the test stack (its own Auth emulator port baked
 * in, into a temp directory so ui/dist for `npm start` is untouched) served by `wrangler dev` on
 * the test stack, as `npm start` serves it (scripts/lib/local-stack.ts), but on a copy of the
 * database of the browser tests' own, one per runner of them (scripts/test.ts).
 */
import { closeSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { TestStack } from "../test-stack";
import { startWorker } from "./local-stack";
import { childEnv, ROOT, run, WRANGLER, WRANGLER_OFFLINE_ENV, type Service } from "./process";
import { buildUiInto } from "./ui-build";
import { PHOTO_CLEANER_CONFIG } from "./photo-cleaner";
import { unstable_readConfig } from "wrangler";

/** What every runner's Worker serves, built once: the UI, and the two Workers bundled as `wrangler deploy` bundles them. */
export interface TestBuild {
  /** The UI build's directory. */
  assets: string;
  /** The API Worker's bundle (its entry file). */
  workerBundle: string;
  /** A config of the photo cleaner Worker that runs its bundle as it is. */
  photoCleanerConfig: string;
}

/**
 * `wrangler deploy --dry-run` of `config` into `outDir`: the Worker bundled, nothing deployed (as
 * photo-cleaner.ts builtPhotoCleaner does, but without blocking this process, which runs the
 * Postgres pooler for the API tests meanwhile). The bundle holds none of the UI's files, but
 * wrangler wants the config's assets directory to exist (ui/dist, absent in a fresh clone), so it
 * is given an empty one: `wrangler dev` gets the test build.
 */
async function bundleWorker(config: string, outDir: string, logFile: string): Promise<string> {
  const noAssets = join(outDir, "..", `${basename(outDir)}-no-assets`);
  mkdirSync(noAssets, { recursive: true });
  const fd = openSync(logFile, "w");
  try {
    const args = ["deploy", "--dry-run", "--config", config, "--outdir", outDir, "--assets", noAssets];
    const code = await run(WRANGLER, args, { env: childEnv(WRANGLER_OFFLINE_ENV), stdio: ["ignore", fd, fd] });
    if (code !== 0) throw new Error(`Bundling ${config} failed; see ${logFile}`);
  } finally {
    closeSync(fd);
  }
  return join(outDir, "index.js");
}

/**
 * Builds the UI for the test stack and bundles both Workers. The runners' `wrangler dev` serve
 * those bundles instead of bundling the sources themselves: bundling, wrangler also watches the
 * sources with esbuild, which polls every file of a bundle (~3 s of CPU a minute per runner, the
 * photo cleaner's half of it), for changes no test makes.
 */
export async function buildForBrowserTests(stack: TestStack): Promise<TestBuild> {
  const assets = join(stack.dir, "ui");
  const [, workerBundle, photoCleanerBundle] = await Promise.all([
    buildUiInto(
      assets,
      { VITE_FIREBASE_PROJECT_ID: stack.projectId, VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${stack.authEmulatorHost}` },
      join(stack.dir, "ui-build.log"),
    ),
    bundleWorker(join(ROOT, "wrangler.toml"), join(stack.dir, "worker-bundle"), join(stack.dir, "worker-bundle.log")),
    bundleWorker(PHOTO_CLEANER_CONFIG, join(stack.dir, "photo-cleaner-bundle"), join(stack.dir, "photo-cleaner-bundle.log")),
  ]);
  // The positional script and --no-bundle of `wrangler dev` apply to its first config only; the
  // second one says it in its config (no_bundle), with its own name and compatibility settings.
  const cleaner = unstable_readConfig({ config: PHOTO_CLEANER_CONFIG });
  const photoCleanerConfig = join(stack.dir, "photo-cleaner.wrangler.json");
  writeFileSync(
    photoCleanerConfig,
    JSON.stringify({
      name: cleaner.name,
      main: photoCleanerBundle,
      no_bundle: true,
      compatibility_date: cleaner.compatibility_date,
      compatibility_flags: cleaner.compatibility_flags,
    }),
  );
  return { assets, workerBundle, photoCleanerConfig };
}

interface TestWorkerOptions {
  /** The runner, 1 or 2: names its state and log files. */
  runner: number;
  port: number;
  databaseUrl: string;
  /** The offline Stripe server that delivers its events to this Worker. */
  stripeApiBase: string;
  build: TestBuild;
}

export async function startTestWorker(stack: TestStack, options: TestWorkerOptions): Promise<{ url: string; service: Service }> {
  const suffix = options.runner === 1 ? "" : `-${options.runner}`;
  return startWorker({
    name: `wrangler (tests${suffix})`,
    port: options.port,
    assets: options.build.assets,
    bundle: options.build.workerBundle,
    photoCleanerConfig: options.build.photoCleanerConfig,
    persistTo: join(stack.dir, `wrangler${suffix}`),
    vars: {
      ...stack.workerVars,
      DATABASE_URL: stack.workerDatabaseUrl(options.databaseUrl),
      STRIPE_API_BASE: options.stripeApiBase,
      // Links in this runner's mail open this runner's Worker.
      PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}`,
    },
    logFile: join(stack.dir, `wrangler${suffix}.log`),
  });
}
