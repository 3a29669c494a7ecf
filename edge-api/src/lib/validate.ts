import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { badRequest } from "./errors";

/**
 * zValidator that answers bad input with 400 and one message per field, in our error shape.
 * Route handlers then read `c.req.valid(target)` fully typed.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join(".") || target;
      fields[key] ??= issue.message;
    }
    throw badRequest("Some fields need attention.", fields);
  });
