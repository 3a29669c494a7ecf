import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { bodyLimitFor } from "../lib/platform/body-limits";
import { ApiError } from "../lib/api/errors";

/**
 * Every request's body is measured before a route parses it (lib/platform/body-limits.ts): by its
 * Content-Length when it has one, else while it is read, never past the limit. Over the limit the
 * answer is 413 in the usual error shape, naming the field the route reads.
 */
export const requestBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  const rule = bodyLimitFor(c.req.method, c.req.path);
  return bodyLimit({
    maxSize: rule.maxBytes,
    onError: () => {
      throw new ApiError(413, "too_large", rule.message, { [rule.field]: rule.message });
    },
  })(c, next);
});
