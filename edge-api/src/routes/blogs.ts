import { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import type { AppEnv } from "../env";
import { notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";
import { blogView } from "../lib/api/views";
import { routeDocs } from "../lib/api/openapi";

const docs = routeDocs("Blogs");

const HOME_BLOG_COUNT = 3;

/** Blogs newest first; the date is read as text so no time zone can shift it. */
const blogColumns = ["id", "header", "img", "p_one", "created_at"] as const;

export const blogs = new Hono<AppEnv>()
  .get("/blogsLimit", docs("The newest posts, for the home page"), async (c) => {
    const rows = await c.var.db
      .selectFrom("blogs")
      .select([...blogColumns, sql<string>`to_char(date, 'YYYY-MM-DD')`.as("date")])
      .orderBy("blogs.date", "desc")
      .orderBy("id", "desc")
      .limit(HOME_BLOG_COUNT)
      .execute();
    return c.json(rows.map(blogView));
  })
  .get("/blogs", docs("Every post, a page at a time"), validate("query", z.object(pageQuery)), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const after = decodeCursor(cursor, "date");
    let query = c.var.db.selectFrom("blogs").select([...blogColumns, sql<string>`to_char(date, 'YYYY-MM-DD')`.as("date")]);
    if (after && typeof after.k === "string") {
      const afterDate = after.k;
      query = query.where((eb) => eb(eb.refTuple("blogs.date", "id"), "<", eb.tuple(sql<Date>`${afterDate}::date`, after.id)));
    }
    const rows = await query
      .orderBy("blogs.date", "desc")
      .orderBy("id", "desc")
      .limit(limit + 1)
      .execute();
    return c.json(toPage(rows, limit, blogView, (row) => row.date));
  })
  .get("/blogs/:id", docs("One post", { 200: "The post", 404: "No such post" }), validate("param", idParam), async (c) => {
    const row = await c.var.db
      .selectFrom("blogs")
      .select([...blogColumns, sql<string>`to_char(date, 'YYYY-MM-DD')`.as("date")])
      .where("id", "=", c.req.valid("param").id)
      .executeTakeFirst();
    if (!row) throw notFound("Blog");
    return c.json(blogView(row));
  });
