import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import type { ZodType } from "zod";
import { badRequest } from "./errors";

/**
 * hono-openapi's validator (so the schema also lands in /api/openapi.json, lib/openapi.ts) that
 * answers bad input with 400 and one message per field, in our error shape. Route handlers then
 * read `c.req.valid(target)` fully typed.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  validator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error) {
      const key = (issue.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".") || target;
      fields[key] ??= issue.message;
    }
    throw badRequest("Some fields need attention.", fields);
  });
