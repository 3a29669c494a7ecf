import { describe, expect, it } from "vitest";
import { app } from "../../edge-api/src/app";
import { pages } from "../../edge-api/src/seo/pages";

/**
 * Hono runs every route a request matches in registration order, and the first to answer wins:
 * where two routes of one method match the same path (DELETE /users/bulk and DELETE /users/:id),
 * which one answers depends on which was registered, or mounted in app.ts, first. So no two may:
 * a literal segment never sits where a route of the same method has a parameter that accepts it
 * (GET /api/bikes/my beside GET /api/bikes/:id{[0-9]+} is fine: `my` is no number).
 */

type Segment = { literal: string } | { param: RegExp } | { rest: true };

/** `/bikes/:id{[0-9]+}/*` → a literal, a parameter and its pattern (Hono's default: one segment), the rest. */
function segmentsOf(path: string): Segment[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((part): Segment => {
      if (part === "*") return { rest: true };
      const param = /^:\w+(?:\{(.+)\})?$/.exec(part);
      if (param) return { param: new RegExp(`^(?:${param[1] ?? "[^/]+"})$`) };
      return { literal: part };
    });
}

/** Whether some path matches both patterns. Hono's trailing `/*` also matches nothing (`/bike/:id/*` matches /bike/12). */
function overlap(a: Segment[], b: Segment[]): boolean {
  const [x, y] = [a[0], b[0]];
  if ((x && "rest" in x) || (y && "rest" in y)) return true;
  if (!x || !y) return !x && !y;
  const same =
    "literal" in x && "literal" in y
      ? x.literal === y.literal
      : "literal" in x && "param" in y
        ? y.param.test(x.literal)
        : "param" in x && "literal" in y
          ? x.param.test(y.literal)
          : true;
  return same && overlap(a.slice(1), b.slice(1));
}

/** Every pair of routes (`METHOD path`) of one method that some request matches both of. */
function collisions(routes: string[]): string[] {
  const found: string[] = [];
  for (const [i, first] of routes.entries()) {
    for (const second of routes.slice(i + 1)) {
      const [methodA, pathA] = first.split(" ") as [string, string];
      const [methodB, pathB] = second.split(" ") as [string, string];
      if (methodA === methodB && overlap(segmentsOf(pathA), segmentsOf(pathB))) found.push(`${first} & ${pathB}`);
    }
  }
  return found;
}

const routesOf = (hono: typeof app | typeof pages) => [
  ...new Set(hono.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`)),
];

describe("routing does not depend on registration order", () => {
  it("finds the collisions it is for, and no others", () => {
    expect(collisions(["DELETE /api/users/bulk", "DELETE /api/users/:id", "GET /api/users/:id", "PUT /api/users/bulk/verify"])).toEqual([
      "DELETE /api/users/bulk & /api/users/:id",
    ]);
    expect(collisions(["GET /api/bikes/my", "GET /api/bikes/:id{[0-9]+}", "GET /api/bikes/:id{[0-9]+}/x"])).toEqual([]);
    expect(collisions(["GET /api/bikes/12", "GET /api/bikes/:id{[0-9]+}"])).toEqual(["GET /api/bikes/12 & /api/bikes/:id{[0-9]+}"]);
    expect(collisions(["PUT /api/a/read", "PUT /api/a/:id/read", "GET /api/a/:id", "GET /api/a/:key"])).toEqual([
      "GET /api/a/:id & /api/a/:key",
    ]);
    expect(collisions(["GET /bike/:id", "GET /bike/:id/*", "GET /blog"])).toEqual(["GET /bike/:id & /bike/:id/*"]);
  });

  it("no request to the API matches two routes of the same method", () => {
    const routes = routesOf(app);
    expect(routes.length).toBeGreaterThan(50);
    expect(collisions(routes)).toEqual([]);
  });

  it("the pages' only overlaps are their deeper paths, registered after the page (seo/pages.ts)", () => {
    // `/bike/:id/*` also matches /bike/12: the page is registered first and answers, the wildcard
    // only gets /bike/12/ (a redirect) and deeper paths (404). Here the order is the rule.
    const routes = routesOf(pages);
    expect(collisions(routes)).toEqual([
      "GET /bike/:id & /bike/:id/*",
      "GET /category/:id & /category/:id/*",
      "GET /seller/:id & /seller/:id/*",
      "GET /blog/:id & /blog/:id/*",
    ]);
    for (const page of ["/bike/:id", "/category/:id", "/seller/:id", "/blog/:id"]) {
      expect(routes.indexOf(`GET ${page}`), page).toBeLessThan(routes.indexOf(`GET ${page}/*`));
    }
  });
});
