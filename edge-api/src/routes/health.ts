import { sql } from "kysely";
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const health = new Hono<AppEnv>().get("/", async (c) => {
  await sql`select 1`.execute(c.var.db);
  return c.json({ ok: true, database: "up" as const });
});
