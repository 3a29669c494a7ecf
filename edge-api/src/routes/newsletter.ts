import { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import type { AppEnv } from "../env";
import { email } from "../lib/api/fields";
import { validate } from "../lib/api/validate";
import { routeDocs } from "../lib/api/openapi";

const docs = routeDocs("Newsletter");

/** The home page's subscribe strip; subscribing twice is fine and changes nothing. */
export const newsletter = new Hono<AppEnv>().post(
  "/",
  docs("Subscribe to the newsletter", { 201: "Subscribed", 200: "Already subscribed" }),
  validate("json", z.object({ email: email() })),
  async (c) => {
    const { email: address } = c.req.valid("json");
    const inserted = await c.var.db
      .insertInto("newsletter_subscribers")
      .values({ email: address })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning("id")
      .executeTakeFirst();
    return c.json({ acknowledged: true, subscribed: true, alreadySubscribed: !inserted }, inserted ? 201 : 200);
  },
);
