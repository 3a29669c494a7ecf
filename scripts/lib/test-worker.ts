/**
 * The browser tests' product: the UI built for the test stack (its own Auth emulator port baked
 * in, into a temp directory so ui/dist for `npm start` is untouched) served by `wrangler dev`
 * with the test stack's Postgres (through the relay, as `npm start` does), emulator and offline Stripe.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { join } from "node:path";
import { childEnv, ROOT, startService, waitForHttp, type Service } from "./process";

export interface TestWorkerOptions {
  port: number;
  dir: string;
  databaseUrl: string;
  relay: string;
  authEmulatorHost: string;
  projectId: string;
  stripeApiBase: string;
}

export async function buildUiInto(outDir: string, env: Record<string, string>, logFile: string): Promise<void> {
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

export async function startTestWorker(options: TestWorkerOptions): Promise<{ url: string; service: Service }> {
  const assets = join(options.dir, "ui");
  await buildUiInto(
    assets,
    { VITE_FIREBASE_PROJECT_ID: options.projectId, VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${options.authEmulatorHost}` },
    join(options.dir, "ui-build.log"),
  );
  const service = startService(
    "wrangler (tests)",
    join(ROOT, "node_modules", ".bin", "wrangler"),
    [
      "dev",
      "--port", String(options.port),
      "--ip", "127.0.0.1",
      "--assets", assets,
      "--persist-to", join(options.dir, "wrangler"),
      "--show-interactive-dev-session=false",
      "--var", `DATABASE_URL:${options.databaseUrl}`,
      "--var", `PG_RELAY:${options.relay}`,
      "--var", "FIREBASE_AUTH_EMULATOR:true",
      "--var", `STRIPE_API_BASE:${options.stripeApiBase}`,
    ],
    {
      logFile: join(options.dir, "wrangler.log"),
      env: childEnv({ WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true", NO_COLOR: "1" }),
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${url}/api/health`, { timeoutMs: 120_000, service, accept: (status) => status === 200 });
  return { url, service };
}
