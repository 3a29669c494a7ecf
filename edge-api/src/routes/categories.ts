import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { idParam } from "../lib/fields";
import { validate } from "../lib/validate";
import { categoryView } from "../lib/views";

export const categories = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await c.var.db.selectFrom("categories").selectAll().orderBy("id").execute();
    c.header("Cache-Control", "public, max-age=60");
    return c.json(rows.map(categoryView));
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const row = await c.var.db.selectFrom("categories").selectAll().where("id", "=", c.req.valid("param").id).executeTakeFirst();
    if (!row) throw notFound("Category");
    return c.json(categoryView(row));
  });
