import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (scripts/lib/ is two levels down). */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The repo's wrangler, and what keeps it offline: no metrics, no request.cf lookup, no banner (its npm version check). */
export const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");
export const WRANGLER_OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_COLOR: "1",
};

/** Environment for child processes: the repo's own bin first, so `node` is the pinned Node 22. */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${join(ROOT, "node_modules", ".bin")}:${process.env.PATH ?? ""}`, ...extra };
}

export interface Service {
  name: string;
  pid: number;
  logFile: string;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  /** Sends `signal` to the whole process group, escalating to SIGKILL after `timeoutMs`. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
  /** The last lines of the log, for error messages. */
  tail(lines?: number): string;
}

const live = new Set<ChildProcess>();

// Services run in their own process group (so one signal reaches their helpers, e.g. workerd
// under wrangler). If this process dies without a clean stop, do not leave them behind.
process.on("exit", () => {
  for (const child of live) killGroup(child, "SIGKILL");
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts a long-running process with its output in `logFile`. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; logFile: string },
): Service {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: "w" });
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? childEnv(),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  live.add(child);
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => {
      live.delete(child);
      resolve(code ?? signal ?? "unknown");
    });
    child.once("error", (error) => {
      live.delete(child);
      log.write(`\n${String(error)}\n`);
      resolve("spawn-error");
    });
  });

  return {
    name,
    pid: child.pid,
    logFile: options.logFile,
    exited,
    async stop(signal = "SIGINT", timeoutMs = 15_000) {
      killGroup(child, signal);
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), timeoutMs);
      await exited;
      clearTimeout(timer);
      // Helpers in the group (e.g. esbuild under wrangler) may outlive the leader briefly.
      killGroup(child, "SIGKILL");
    },
    tail(lines = 30) {
      try {
        return readFileSync(options.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
      } catch {
        return "";
      }
    },
  };
}

/** How long one poll may take: a Worker's first answers under a loaded 2-core machine took up to 11 s. */
const ATTEMPT_MS = 15_000;

/**
 * One GET of `url`, its status once the whole answer is read, or a failure after `ms`. The wait is
 * our own timer, not only the fetch's signal: a fetch aborted while `wrangler dev` was starting once
 * left the next one pending with no connection, and the run waited for a browser runner forever.
 */
async function answerWithin(url: string, ms: number): Promise<number> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  const answered = (async () => {
    const response = await fetch(url, { signal: controller.signal });
    await response.arrayBuffer();
    return response.status;
  })();
  answered.catch(() => {});
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `url` until it answers with an accepted status; fails early if `service` exits. */
export async function waitForHttp(
  url: string,
  options: { timeoutMs: number; service?: Service; accept?: (status: number) => boolean },
): Promise<void> {
  const accept = options.accept ?? ((status: number) => status < 500);
  const deadline = Date.now() + options.timeoutMs;
  let exited: number | string | undefined;
  void options.service?.exited.then((code) => (exited = code));
  let last = "no answer";
  while (Date.now() < deadline) {
    if (exited !== undefined) {
      throw new Error(`${options.service?.name} exited (${exited}) before ${url} answered:\n${options.service?.tail()}`);
    }
    try {
      const status = await answerWithin(url, ATTEMPT_MS);
      if (accept(status)) return;
      last = `HTTP ${status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const detail = options.service ? `\n${options.service.tail()}` : "";
  throw new Error(`Timed out waiting for ${url} (${last})${detail}`);
}

/** A port nothing listens on now, from the operating system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Fails with a clear message when something already listens on `port` (e.g. a previous run). */
export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () =>
      reject(new Error(`Port ${port} (${what}) is in use. Stop whatever uses it, or pick another port with ${envName}=…`)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Runs a command to completion with inherited or logged output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; stdio?: StdioOptions } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? childEnv(),
      stdio: options.stdio ?? "inherit",
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs cleanups (last registered first) once, on SIGINT/SIGTERM/SIGHUP or on request, then exits.
 * A second signal while stopping is ignored: the clean stop (emulator export, Postgres checkpoint)
 * is worth the wait, and every stop has its own SIGKILL deadline.
 */
export function createShutdown(log: (message: string) => void = console.log, signalExitCode = 0) {
  const cleanups: Array<{ name: string; run: () => Promise<void> }> = [];
  let stopping: Promise<never> | undefined;

  function shutdown(code: number): Promise<never> {
    stopping ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup.run();
        } catch (error) {
          log(`! stopping ${cleanup.name} failed: ${String(error)}`);
        }
      }
      process.exit(code);
    })();
    return stopping;
  }

  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (!stopping) log(`\n${signal} received, stopping…`);
      void shutdown(signalExitCode);
    });
  }

  return {
    add(name: string, run: () => Promise<void>) {
      cleanups.push({ name, run });
    },
    shutdown,
    get stopping() {
      return stopping !== undefined;
    },
  };
}
