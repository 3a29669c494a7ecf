import type { MiddlewareHandler } from "hono";
import { describeRoute, uniqueSymbol, type DescribeRouteOptions, type GenerateSpecOptions } from "hono-openapi";
import { z } from "zod";
import { errorBody } from "./errors";

type ResponseObject = Exclude<GenerateSpecOptions["defaultValidationErrorResponse"], boolean>;
type Components = NonNullable<GenerateSpecOptions["documentation"]["components"]>;
type SchemaObject = NonNullable<Components["schemas"]>[string];

/** The error shape as JSON Schema, generated from lib/api/errors.ts's zod schema (no second copy). */
const { $schema: _dialect, ...errorSchema } = z.toJSONSchema(errorBody, { target: "draft-2020-12" });

/** An answer in the error shape, for the statuses a route or middleware can give. */
export const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const unexpected = errorResponse("Something went wrong on our side; it was logged and reported under `requestId`.");
const tooLarge = errorResponse("The body is over the route's size limit (256 KB for JSON; the README's Body limits table).");

/** How /api/openapi.json is generated (routes/api-docs.ts); the paths come from the routes themselves. */
export const documentOptions: Partial<GenerateSpecOptions> = {
  documentation: {
    info: {
      title: "MotoMart API",
      version: "1.0.0",
      description: "The used-motorcycle marketplace's API. Every answer carries `X-Request-Id`; errors also carry it as `requestId`.",
    },
    servers: [{ url: "/" }],
    components: {
      schemas: { Error: errorSchema as SchemaObject },
      securitySchemes: {
        firebaseIdToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "A Firebase Authentication ID token: `Authorization: Bearer <token>`.",
        },
      },
    },
  },
  // openapi.json's own path ends in ".json"; it is a route, not a static file.
  excludeStaticFile: false,
  // Validators add this to each route they guard (lib/api/validate.ts).
  defaultValidationErrorResponse: errorResponse("Some fields need attention: `error.fields` has one message per field."),
  defaultOptions: Object.fromEntries(
    (["GET", "POST", "PUT", "DELETE"] as const).map((method) => [
      method,
      { responses: method === "GET" ? { 500: unexpected } : { 413: tooLarge, 500: unexpected } },
    ]),
  ),
};

/**
 * A route's summary and answers under its tag, e.g. `const docs = routeDocs("Bikes")` in a route
 * file, then `docs("Get one bike", { 200: "The bike", 404: "No such bike" })` as the route's first
 * handler. Statuses from 400 up are answered in the error shape.
 */
export const routeDocs =
  (tag: string) =>
  (summary: string, responses: Record<number, string> = { 200: "OK" }, more: DescribeRouteOptions = {}) =>
    describeRoute({
      tags: [tag],
      summary,
      ...more,
      responses: {
        ...Object.fromEntries(
          Object.entries(responses).map(([status, text]) => [status, Number(status) >= 400 ? errorResponse(text) : { description: text }]),
        ),
        ...more.responses,
      },
    });

/**
 * Lets a middleware add to the document of every route that uses it (middleware/auth.ts adds the
 * bearer scheme and 401/403), the way hono-openapi's own validator and describeRoute do.
 */
export const documented = <M extends MiddlewareHandler>(middleware: M, spec: DescribeRouteOptions): M =>
  Object.assign(middleware, { [uniqueSymbol]: { spec } });
