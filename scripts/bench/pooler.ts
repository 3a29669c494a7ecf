/**
 * PgBouncer in transaction-pooling mode in front of the bench Postgres — what the worker meets in
 * production, where DATABASE_URL names Neon's pooled (-pooler) endpoint: each request still opens
 * its own connection, but to a pooler that hands it an already-started server session instead of
 * Postgres starting a new backend process (~9 ms here). Debian's pgbouncer; installed with apt
 * when missing (the bench runs as root here). Runs as the `postgres` system user: it refuses root.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH_DATA_DIR } from "./bench-db";
import { waitForTcp } from "./wait-for-tcp";

export interface Pooler {
  connectionString: string;
  stop(): Promise<void>;
}

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

async function startPgBouncer(options: { dir: string; upstreamPort: number; port: number }): Promise<Pooler | undefined> {
  if (!has("pgbouncer")) {
    const installed = spawnSync("apt-get", ["install", "-y", "-qq", "pgbouncer"], { stdio: "ignore" }).status === 0;
    if (!installed || !has("pgbouncer")) return undefined;
  }
  mkdirSync(options.dir, { recursive: true });
  chmodSync(options.dir, 0o777);
  const ini = join(options.dir, "pgbouncer.ini");
  writeFileSync(join(options.dir, "userlist.txt"), '"postgres" "postgres"\n');
  writeFileSync(
    ini,
    [
      "[databases]",
      `motomart = host=127.0.0.1 port=${options.upstreamPort} dbname=motomart user=postgres password=postgres`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${options.port}`,
      "unix_socket_dir =",
      "auth_type = plain",
      `auth_file = ${join(options.dir, "userlist.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 1000",
      "default_pool_size = 20",
      "ignore_startup_parameters = extra_float_digits,options",
      `logfile = ${join(options.dir, "pgbouncer.log")}`,
      "",
    ].join("\n"),
  );
  const child = spawn("runuser", ["-u", "postgres", "--", "pgbouncer", ini], { stdio: "ignore" });
  await waitForTcp(options.port, 10_000);
  return {
    connectionString: `postgres://postgres:postgres@127.0.0.1:${options.port}/motomart`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // SIGTERM is PgBouncer's immediate shutdown (SIGINT waits for clients to leave).
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The bench's PgBouncer in front of the bench Postgres (port 15446, BENCH_POOLER_PORT), or undefined when it cannot be installed. */
export const startBenchPgBouncer = (postgresUrl: string): Promise<Pooler | undefined> =>
  startPgBouncer({
    dir: join(BENCH_DATA_DIR, "pgbouncer"),
    upstreamPort: Number(new URL(postgresUrl).port),
    port: Number(process.env.BENCH_POOLER_PORT ?? 15446),
  });
