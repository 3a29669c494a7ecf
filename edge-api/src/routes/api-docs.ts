import { Scalar } from "@scalar/hono-api-reference";
import { Hono, type Env, type Schema } from "hono";
import { openAPIRouteHandler } from "hono-openapi";
import type { AppEnv } from "../env";
import { documentOptions, routeDocs } from "../lib/api/openapi";

const docs = routeDocs("Documentation");

/**
 * The API's own description: /api/openapi.json is generated from the routes of `api` (their
 * validators' zod schemas and describeRoute notes) once per isolate; /api/docs renders it with
 * Scalar, whose script the UI build serves from our origin (ui/vite.config.ts), not a CDN.
 */
export const apiDocs = <E extends Env, S extends Schema, P extends string>(api: Hono<E, S, P>) =>
  new Hono<AppEnv>().get("/openapi.json", docs("This OpenAPI 3.1 document"), openAPIRouteHandler(api, documentOptions)).get(
    "/docs",
    docs("A readable reference of this API", { 200: "An HTML page rendering /api/openapi.json" }),
    Scalar({
      url: "/api/openapi.json",
      cdn: "/vendor/scalar-api-reference.js",
      pageTitle: "MotoMart API reference",
      // Nothing leaves our origin: no font CDN, telemetry, AI agent (Scalar's registry) or dev toolbar.
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: "never",
    }),
  );
