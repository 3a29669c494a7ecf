import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import { requestId } from "hono/request-id";

const HEADER = "X-Request-Id";
const CF_RAY = /^[A-Za-z0-9-]{1,64}$/;

/**
 * `X-Request-Id` on every answer and `c.var.requestId` for logs and error bodies. A client's own
 * id is kept when Hono finds it safe (letters, digits, `-`, `_`, `=`; here at most 64 long), else
 * Cloudflare's `cf-ray` (so Cloudflare's logs line up), else a fresh UUID.
 */
export const requestIds = every(
  requestId({
    headerName: HEADER,
    limitLength: 64,
    generator: (c) => {
      const ray = c.req.header("cf-ray");
      return ray && CF_RAY.test(ray) ? ray : crypto.randomUUID();
    },
  }),
  // Headers set before a handler are lost when it returns its own Response (routes/photos.ts).
  // (On the answer's own headers: c.header() here would copy the Response, security-headers.ts.)
  createMiddleware(async (c, next) => {
    await next();
    c.res.headers.set(HEADER, c.get("requestId"));
  }),
);
