import type { Context } from "hono";
import { matchedRoutes } from "hono/route";

/**
 * The route pattern a request matched, e.g. `/api/bikes/:id` (regex constraints dropped), or null
 * when only the app-wide middleware matched (a 404). Logs group by it instead of raw paths.
 */
export function routePattern(c: Context): string | null {
  const route = matchedRoutes(c).find((r) => r.method !== "ALL");
  return route ? route.path.replace(/\{[^}]*\}/g, "") : null;
}
