import type { MiddlewareHandler, ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import type { ZodType } from "zod";
import { badRequest } from "./errors";

const NOT_JSON = "The request body is not valid JSON.";

/**
 * hono-openapi's validator (so the schema also lands in /api/openapi.json, lib/api/openapi.ts) that
 * answers bad input with 400 and one message per field, in our error shape. Route handlers then
 * read `c.req.valid(target)` fully typed.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) => {
  const check = validator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error) {
      const key = (issue.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".") || target;
      fields[key] ??= issue.message;
    }
    throw badRequest("Some fields need attention.", fields);
  });
  if (target !== "json") return check;
  // A JSON body that does not parse is named like any bad field (Hono's own answer names none);
  // the parsed body stays cached for the validator.
  const parseFirst: MiddlewareHandler = async (c, next) => {
    if (/json/i.test(c.req.header("Content-Type") ?? "")) {
      await c.req.json().catch(() => {
        throw badRequest(NOT_JSON, { body: NOT_JSON });
      });
    }
    return check(c, next);
  };
  // Keep the validator's OpenAPI marker (hono-openapi reads it off the middleware).
  return Object.assign(parseFirst, check) as typeof check;
};
