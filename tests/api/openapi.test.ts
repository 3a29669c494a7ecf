import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../edge-api/src/app";
import { newBikeBody } from "../../edge-api/src/schemas/bike";
import { call, json } from "./support/api";

type Operation = {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: ({ in: string; name: string; required?: boolean } | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: { required?: string[]; $ref?: string } }> };
  responses: Record<string, { description?: string; $ref?: string }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, any>>;
};

/** Every route the app answers, from Hono's own table, in OpenAPI's spelling (`:id{[0-9]+}` → `{id}`). */
const appRoutes = () =>
  [
    ...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`)),
  ].sort();

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, path, op })),
  );

/** Follows a local `#/components/...` reference; undefined when it points nowhere. */
const resolve = (doc: Document, ref: string) =>
  ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<any>((node, key) => node?.[key], doc);

/** Every `$ref` anywhere in the document. */
const refsIn = (node: unknown): string[] =>
  node && typeof node === "object"
    ? Object.entries(node).flatMap(([key, value]) => (key === "$ref" && typeof value === "string" ? [value] : refsIn(value)))
    : [];

let doc: Document;
beforeAll(async () => {
  const response = await call("GET", "/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  doc = await json<Document>(response);
});

describe("/api/openapi.json", () => {
  it("is an OpenAPI 3.1 document about this API, with the bearer scheme", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "MotoMart API", version: expect.any(String) });
    expect(doc.servers).toEqual([{ url: "/" }]);
    expect(doc.components.securitySchemes!.firebaseIdToken).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("describes every route of the app", () => {
    const documented = new Set(operations(doc).map((o) => o.route));
    const missing = appRoutes().filter((route) => !documented.has(route));
    expect(missing, `routes missing from /api/openapi.json:\n${missing.join("\n")}`).toEqual([]);
    expect(documented.size).toBe(appRoutes().length);
  });

  it("holds together: summaries, described answers, declared path parameters, references that resolve", () => {
    for (const { route, path, op } of operations(doc)) {
      expect(op.summary, route).toBeTruthy();
      for (const [status, response] of Object.entries(op.responses)) {
        expect(response.description ?? resolve(doc, response.$ref!)?.description, `${route} ${status}`).toBeTruthy();
      }
      const declared = (op.parameters ?? []).map((p) => ("$ref" in p ? resolve(doc, p.$ref) : p)).filter((p) => p?.in === "path");
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        expect(
          declared.find((p) => p.name === name),
          `${route}: path parameter ${name}`,
        ).toMatchObject({ required: true });
      }
    }
    for (const ref of refsIn(doc)) expect(resolve(doc, ref), ref).toBeDefined();
  });

  it("asks for the token exactly on the routes that check it", () => {
    const secured = (route: string) => operations(doc).find((o) => o.route === route)!.op.security;
    expect(secured("POST /api/bikes")).toEqual([{ firebaseIdToken: [] }]);
    expect(secured("GET /api/users/me")).toEqual([{ firebaseIdToken: [] }]);
    expect(secured("GET /api/bikes")).toBeUndefined();
    expect(secured("GET /api/categories")).toBeUndefined();
  });

  it("takes POST /api/bikes's body from the schema the route validates with", () => {
    const op = operations(doc).find((o) => o.route === "POST /api/bikes")!.op;
    let schema = op.requestBody!.content["application/json"]!.schema;
    if (schema.$ref) schema = resolve(doc, schema.$ref);
    // Required = what newBikeBody refuses to go without.
    const required = Object.entries(newBikeBody.shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([name]) => name);
    expect([...schema.required!].sort()).toEqual(required.sort());
    expect(op.responses["400"]).toBeDefined();
    expect(op.responses["401"]).toBeDefined();
    expect(op.responses["403"]).toBeDefined();
  });
});

describe("/api/docs", () => {
  it("is an HTML reference page that reads /api/openapi.json with a script from our own origin", async () => {
    const response = await call("GET", "/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("/api/openapi.json");
    expect(html).toContain('<script src="/vendor/scalar-api-reference.js">');
    expect(html).not.toMatch(/https?:\/\//);
  });
});
