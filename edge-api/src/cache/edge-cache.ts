import type { Bindings } from "../env";
import { logLine } from "../lib/platform/log";
import { edgeCachePolicy, freshness, type CachePolicy } from "./edge-policy";

/**
 * The Workers Cache API in front of the Worker for what signed-out visitors share (edge-policy.ts
 * decides what). Each Cloudflare location keeps its own copies. The Cache API keeps an answer
 * until its max-age and has no stale-while-revalidate of its own, so the answer is stored for its
 * whole lifetime with the time it was stored, and this file decides: fresh → served; stale →
 * served while the Worker answers again in the background; expired or absent, or asked fresh →
 * the Worker answers, and a 200 is stored.
 */

/** How the answer was served: `hit`, `stale` (and refreshed behind it), `miss`, or `refresh` (asked fresh). The load bench counts them. */
export const EDGE_CACHE_STATUS = "X-Edge-Cache";
/** When the kept copy was stored (ms since the epoch). */
export const STORED_AT = "X-Edge-Stored-At";
/** The Cache-Control the Worker gave browsers, which the stored copy replaces with its own lifetime. */
const BROWSER_CACHE_CONTROL = "X-Edge-Browser-Cache-Control";
/** Headers of one request that a kept copy must not repeat to another. */
const PER_REQUEST = ["X-Request-Id", "Server-Timing"];

/**
 * This location's cache (Workers' `caches.default`). Typed by hand: the UI type-checks this source
 * with the DOM's CacheStorage, which has no `default`.
 */
export const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;

type Handler = ExportedHandlerFetchHandler<Bindings>;
type IncomingRequest = Parameters<Handler>[0];

/** Keys being fetched again in this isolate, so a burst of visitors to a stale page starts one refresh. */
const refreshing = new Set<string>();

export async function throughEdgeCache(request: IncomingRequest, env: Bindings, ctx: ExecutionContext, worker: Handler): Promise<Response> {
  const policy = edgeCachePolicy(request);
  if (!policy) return worker(request, env, ctx);
  const cache = edgeCache();
  const kept = policy.refresh ? undefined : await cache.match(policy.key);
  if (kept) {
    const ageSeconds = Math.max(0, (Date.now() - Number(kept.headers.get(STORED_AT))) / 1000);
    const state = freshness(ageSeconds, policy.lifetime);
    if (state === "fresh") return served(kept, "hit", ageSeconds);
    if (state === "stale") {
      if (!refreshing.has(policy.key)) {
        refreshing.add(policy.key);
        ctx.waitUntil(refresh(request, env, ctx, worker, policy).finally(() => refreshing.delete(policy.key)));
      }
      return served(kept, "stale", ageSeconds);
    }
  }
  const answer = await worker(request, env, ctx);
  if (storable(answer)) ctx.waitUntil(store(cache, policy, answer.clone()));
  return marked(answer, policy.refresh ? "refresh" : "miss");
}

/** The Worker's answer again, kept if it is still a 200 and dropped if the thing is gone (a 404). */
async function refresh(request: IncomingRequest, env: Bindings, ctx: ExecutionContext, worker: Handler, policy: CachePolicy) {
  try {
    const answer = await worker(new Request(request.url, { headers: request.headers }) as IncomingRequest, env, ctx);
    if (storable(answer)) await store(edgeCache(), policy, answer);
    else {
      await answer.body?.cancel();
      if (answer.status === 404 || answer.status === 410) await edgeCache().delete(policy.key);
    }
  } catch (error) {
    logLine("warn", "edge cache refresh failed", { key: policy.key, error: String(error) });
  }
}

/** Only a complete 200 that says nothing against sharing it. */
function storable(answer: Response): boolean {
  const control = answer.headers.get("Cache-Control") ?? "";
  return answer.status === 200 && !answer.headers.has("Set-Cookie") && !/\b(?:private|no-store)\b/i.test(control);
}

async function store(cache: Cache, policy: CachePolicy, answer: Response) {
  const headers = new Headers(answer.headers);
  for (const name of PER_REQUEST) headers.delete(name);
  headers.set(BROWSER_CACHE_CONTROL, answer.headers.get("Cache-Control") ?? "");
  headers.set("Cache-Control", `public, max-age=${policy.lifetime.fresh + policy.lifetime.stale}`);
  headers.set(STORED_AT, String(Date.now()));
  await cache.put(policy.key, new Response(answer.body, { status: answer.status, headers }));
}

/** A kept copy as the visitor gets it: the browser's own Cache-Control back, its age, and how it was served. */
function served(kept: Response, status: "hit" | "stale", ageSeconds: number): Response {
  const headers = new Headers(kept.headers);
  const browser = headers.get(BROWSER_CACHE_CONTROL);
  if (browser) headers.set("Cache-Control", browser);
  else headers.delete("Cache-Control");
  for (const name of [BROWSER_CACHE_CONTROL, STORED_AT, "CF-Cache-Status"]) headers.delete(name);
  headers.set("Age", String(Math.floor(ageSeconds)));
  headers.set(EDGE_CACHE_STATUS, status);
  return new Response(kept.body, { status: kept.status, headers });
}

function marked(answer: Response, status: "miss" | "refresh"): Response {
  const copy = new Response(answer.body, answer);
  copy.headers.set(EDGE_CACHE_STATUS, status);
  return copy;
}
