import { sql } from "kysely";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { routeDocs } from "../lib/api/openapi";

const docs = routeDocs("Health");

export const health = new Hono<AppEnv>().get(
  "/",
  docs("Is the API and its database up", { 200: "Up", 503: "The database is unreachable" }),
  async (c) => {
    await sql`select 1`.execute(c.var.db);
    return c.json({ ok: true, database: "up" as const });
  },
);
