import { connect } from "node:net";
import pg from "pg";
import { serialize } from "pg-protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPgPooler, type PgPooler } from "../../scripts/lib/pg-pooler";
import { withClient } from "./pg-client";

/**
 * The session pooler in front of the local Postgres (scripts/lib/pg-pooler.ts), as the Worker
 * meets it under `npm start` and `npm test`: a session gets a backend an earlier one left, and
 * nothing of that session (settings, temporary tables, prepared statements, an open transaction,
 * locks) reaches the next.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set: run these tests through `npm test`.");

let pooler: PgPooler;
beforeAll(async () => {
  pooler = await startPgPooler({ upstreamUrl: testDatabaseUrl });
});
afterAll(() => pooler.close());

/** One session through the pooler, ended as the Worker ends its own (Terminate). */
const session = <T>(use: (client: pg.Client) => Promise<T>, url = pooler.pooledUrl(testDatabaseUrl!)): Promise<T> => withClient(url, use);

const credentials = () => {
  const url = new URL(testDatabaseUrl!);
  return { user: url.username, password: url.password, database: url.pathname.slice(1) };
};
const backendPid = (client: pg.Client) => client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid").then((r) => r.rows[0]!.pid);
/** The pooler resets a backend after its session ends; the next session waits for that. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the local session pooler", () => {
  it("hands one session's backend to the next, without what the first one set or made", async () => {
    const before = pooler.stats();
    const first = await session(async (client) => {
      await client.query("SET statement_timeout = '1234ms'");
      await client.query("CREATE TEMP TABLE pooled_scratch (n int)");
      await client.query("PREPARE pooled_statement AS SELECT 1");
      return backendPid(client);
    });
    await settled();
    const second = await session(async (client) => ({
      pid: await backendPid(client),
      timeout: (await client.query<{ statement_timeout: string }>("SHOW statement_timeout")).rows[0]!.statement_timeout,
      scratch: (await client.query("SELECT 1 FROM pg_class WHERE relname = 'pooled_scratch'")).rowCount,
      prepared: (await client.query("SELECT 1 FROM pg_prepared_statements")).rowCount,
    }));
    expect(second).toEqual({ pid: first, timeout: "0", scratch: 0, prepared: 0 });
    expect(pooler.stats().backendsStarted - before.backendsStarted).toBeLessThanOrEqual(1);
    expect(pooler.stats().sessions - before.sessions).toBe(2);
  });

  it("answers extended-protocol queries (parameters, many rows) as Postgres does", async () => {
    const rows = await session((client) =>
      client.query<{ n: number; label: string }>("SELECT n, 'row ' || n AS label FROM generate_series(1, $1::int) AS n", [20_000]),
    );
    expect(rows.rowCount).toBe(20_000);
    expect(rows.rows[19_999]).toEqual({ n: 20_000, label: "row 20000" });
    // A parameter of 4 MB reaches the pooler in many chunks, as a 1,000-bike import's does.
    const long = "ab\n".repeat(1_400_000);
    const echoed = await session((client) => client.query<{ length: number }>("SELECT length($1::text) AS length", [long]));
    expect(echoed.rows[0]!.length).toBe(long.length);
  });

  it("takes start-up, password and a query in one write, as the Worker's driver sends them", async () => {
    const { user, password, database } = credentials();
    const socket = connect({ host: "127.0.0.1", port: pooler.port });
    const replies: Buffer[] = [];
    const answered = new Promise<string>((resolve, reject) => {
      socket.on("data", (chunk: Buffer) => {
        replies.push(chunk);
        const all = Buffer.concat(replies);
        // Two ReadyForQuery: after the start-up, and after the query.
        if (all.toString("latin1").split("Z\0\0\0\u0005I").length === 3) resolve(all.toString("latin1"));
      });
      socket.on("error", reject);
    });
    socket.write(
      Buffer.concat([serialize.startup({ user, database }), serialize.password(password), serialize.query("SELECT 'pipelined' AS word")]),
    );
    const text = await answered;
    socket.end(serialize.end());
    expect(text).toContain("pipelined");
  });

  it("closes a backend left inside a transaction: its writes and locks go with it", async () => {
    await session((client) => client.query("CREATE TABLE IF NOT EXISTS pooled_writes (n int)"));
    const client = new pg.Client({ connectionString: pooler.pooledUrl(testDatabaseUrl!) });
    await client.connect();
    client.on("error", () => {});
    const abandoned = await backendPid(client);
    await client.query("BEGIN");
    await client.query("INSERT INTO pooled_writes VALUES (1)");
    await client.query("LOCK TABLE pooled_writes IN ACCESS EXCLUSIVE MODE");
    // Gone without COMMIT or Terminate, as a Worker whose request was cut off.
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await settled();
    const after = await session(async (next) => ({
      pid: await backendPid(next),
      rows: (await next.query("SELECT 1 FROM pooled_writes", [])).rowCount,
    }));
    await session((next) => next.query("DROP TABLE pooled_writes"));
    expect(after.pid).not.toBe(abandoned);
    expect(after.rows).toBe(0);
  });

  it("does not hand on a backend that ended while it waited", async () => {
    const pid = await session(backendPid);
    await settled();
    const idleBefore = pooler.stats().idle;
    // Not through the pooler: its next session would be handed that very backend.
    await withClient(testDatabaseUrl!, (direct) => direct.query("SELECT pg_terminate_backend($1)", [pid]));
    await settled();
    expect(pooler.stats().idle).toBe(idleBefore - 1);
    const next = await session(backendPid);
    expect(next).not.toBe(pid);
  });

  it("refuses a wrong password, and tells an unknown database's error as Postgres words it", async () => {
    const wrong = new URL(pooler.pooledUrl(testDatabaseUrl!));
    wrong.password = "not-the-password";
    await expect(session(backendPid, wrong.toString())).rejects.toMatchObject({ code: "28P01" });
    const unknown = new URL(pooler.pooledUrl(testDatabaseUrl!));
    unknown.pathname = "/no_such_database";
    await expect(session(backendPid, unknown.toString())).rejects.toMatchObject({
      code: "3D000",
      message: expect.stringMatching(/no_such_database/),
    });
  });

  it("answers 08006 when the server cannot be reached, which the Worker reports as unavailable", async () => {
    const closed = await startPgPooler({ upstreamUrl: testDatabaseUrl!.replace(/:\d+\//, ":1/") });
    try {
      await expect(session(backendPid, closed.pooledUrl(testDatabaseUrl!))).rejects.toMatchObject({ code: "08006" });
    } finally {
      await closed.close();
    }
  });
});
