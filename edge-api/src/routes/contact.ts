import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { email, requiredText } from "../lib/fields";
import { validate } from "../lib/validate";
import { routeDocs } from "../lib/openapi";

const docs = routeDocs("Contact");

const contactBody = z.object({
  name: requiredText("Name", 100),
  email: email(),
  message: requiredText("Message", 4000, { multiline: true }),
});

export const contact = new Hono<AppEnv>().post(
  "/",
  docs("Send the site a message", { 201: "Received" }),
  validate("json", contactBody),
  async (c) => {
    const body = c.req.valid("json");
    const { id } = await c.var.db.insertInto("contact_messages").values(body).returning("id").executeTakeFirstOrThrow();
    return c.json({ acknowledged: true, insertedId: id }, 201);
  },
);
