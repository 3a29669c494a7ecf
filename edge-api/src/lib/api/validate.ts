import { zValidator, type Hook } from "@hono/zod-validator";
import type { Env, MiddlewareHandler, ValidationTargets } from "hono";
import { resolver, uniqueSymbol } from "hono-openapi";
import type { ZodType } from "zod";
import { badRequest } from "./errors";

const NOT_JSON = "The request body is not valid JSON.";

/**
 * zValidator's hook for every route: bad input is 400 `validation_failed` with one message per
 * field, keyed by its path (`bikes.3.name`), the first message of each; a value that is not even
 * the right shape is named by its target (`json`, `query`). Thrown, so middleware/errors.ts writes
 * it in our error shape, as every other error.
 */
const answerBadInput = (result: Parameters<Hook<unknown, Env, string>>[0]): void => {
  if (result.success) return;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fields[issue.path.map(String).join(".") || result.target] ??= issue.message;
  }
  throw badRequest("Some fields need attention.", fields);
};

/**
 * `@hono/zod-validator` with our 400 (answerBadInput), its schema also in /api/openapi.json: the
 * marker hono-openapi's own validator puts on its middleware (lib/api/openapi.ts). Route handlers
 * then read `c.req.valid(target)` fully typed.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) => {
  const check = Object.assign(zValidator(target, schema, answerBadInput), {
    [uniqueSymbol]: { target, ...resolver(schema), options: undefined },
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
