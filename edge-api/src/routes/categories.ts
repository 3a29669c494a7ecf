import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { validate } from "../lib/api/validate";
import { categoryView } from "../lib/api/views";
import { routeDocs } from "../lib/api/openapi";

const docs = routeDocs("Categories");

export const categories = new Hono<AppEnv>()
  .get("/", docs("Every category"), async (c) => {
    const rows = await c.var.db.selectFrom("categories").selectAll().orderBy("id").execute();
    c.header("Cache-Control", "public, max-age=60");
    return c.json(rows.map(categoryView));
  })
  .get("/:id", docs("One category", { 200: "The category", 404: "No such category" }), validate("param", idParam), async (c) => {
    const row = await c.var.db.selectFrom("categories").selectAll().where("id", "=", c.req.valid("param").id).executeTakeFirst();
    if (!row) throw notFound("Category");
    return c.json(categoryView(row));
  });
