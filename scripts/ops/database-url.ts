/**
 * The database the operations scripts work on: DATABASE_URL, required (they never fall back to
 * the embedded Postgres of `npm start`). Migrations need Neon's direct endpoint: the pooled one
 * (`-pooler` in the host) runs PgBouncer in transaction mode, which drops the session-level
 * advisory lock node-pg-migrate holds while it migrates (scripts/lib/migrate.ts).
 */
export function operationsDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL?.trim();
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Use Neon's direct connection string, e.g. DATABASE_URL='postgresql://…@ep-….neon.tech/neondb?sslmode=require'.",
    );
  }
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    throw new Error("DATABASE_URL is not a postgresql:// URL.");
  }
  if (host.includes("-pooler.")) {
    throw new Error(`DATABASE_URL points at Neon's pooled endpoint (${host}); use the direct one (the same host without "-pooler").`);
  }
  return url;
}

/** Runs an operations command: prints its error as one line and exits non-zero, no stack trace. */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
