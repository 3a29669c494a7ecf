import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../edge-api/src/index";
import { EDGE_CACHE_STATUS, STORED_AT } from "../../edge-api/src/cache/edge-cache";
import { adsKey, bikeKeys, edgeCachePolicy, freshness, LIFETIMES, type CacheKind } from "../../edge-api/src/cache/edge-policy";
import { createBike, createCategory, createUser, newBikeBody } from "./support/fixtures";
import { env } from "./support/test-env";

/**
 * The edge cache (edge-api/src/cache, #34): what signed-out visitors share comes from the
 * location's Cache API; nothing a signed-in caller asks is ever served from it or stored in it,
 * and a seller's change is seen at once. Called as Cloudflare calls the Worker.
 */
const ORIGIN = "https://edge.motomart.example";
let address = 0;

async function visit(path: string, options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": `198.51.100.${(address++ % 250) + 1}`, ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await worker.fetch!(request as never, env, ctx);
  const text = await response.text();
  // Stores and refreshes finish before the next visit, as they would between two visitors.
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text, cache: response.headers.get(EDGE_CACHE_STATUS) };
}

const priceOf = (text: string) => (JSON.parse(text) as { resalePrice: number }).resalePrice;

describe("the edge cache decides", () => {
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    edgeCachePolicy(new Request(`${ORIGIN}${path}`, { method, headers }));

  it.each<[string, string, Record<string, string>, CacheKind | null]>([
    ["categories", "/api/categories", {}, "catalogue"],
    ["one category", "/api/categories/3", {}, "catalogue"],
    ["the home page's posts", "/api/blogsLimit", {}, "catalogue"],
    ["a post", "/api/blogs/4", {}, "catalogue"],
    ["top sellers", "/api/users/top-sellers", {}, "ranking"],
    ["the ads slider", "/api/ads", {}, "listings"],
    ["browse's first page", "/api/bikes?id=1&sort=newest", {}, "listings"],
    ["browse's count", "/api/bikes/count?id=1", {}, "listings"],
    ["browse's filters", "/api/bikes/filters?id=1", {}, "listings"],
    ["search's facets", "/api/search/facets?q=honda", {}, "listings"],
    ["search's fallback", "/api/search/fallback?q=hnda", {}, "listings"],
    ["a seller", "/api/sellers/7", {}, "listings"],
    ["a seller's page (drawn from kept answers, not kept)", "/seller/7", {}, null],
    ["suggestions", "/api/search/suggestions?q=ho", {}, "suggestions"],
    ["one bike", "/api/bikes/12", {}, "bike"],
    ["a bike page", "/bike/12", {}, "bike"],
    ["the home page (drawn from kept answers, not kept)", "/", {}, null],
    ["a category page (as the home page)", "/category/2?sort=price_asc", {}, null],
    ["the search page (as the home page)", "/bikes?q=honda", {}, null],
    ["the blog", "/blog", {}, "catalogue"],
    ["a post page", "/blog/3", {}, "catalogue"],
    ["the sitemap", "/sitemap.xml", {}, "sitemap"],
    ["a sitemap page", "/sitemaps/bikes-1.xml", {}, "sitemap"],
    ["robots.txt", "/robots.txt", {}, "sitemap"],
    ["browse's later pages", "/api/bikes?id=1&cursor=abc", {}, null],
    ["anything signed in", "/api/categories", { Authorization: "Bearer x" }, null],
    ["anything with a cookie", "/bike/12", { Cookie: "a=b" }, null],
    ["asked fresh: still kept, refreshed", "/api/ads", { "Cache-Control": "no-cache" }, "listings"],
    ["a seller's own bikes", "/api/bikes/my?email=a@b.c", {}, null],
    ["notifications", "/api/notifications", {}, null],
    ["the health check", "/api/health", {}, null],
    ["a dashboard page", "/dashboard/myproduct", {}, null],
    ["a photo (R2 sets its own lifetime)", "/api/photos/abc.webp", {}, null],
  ])("%s: %s", (_what, path, headers, kind) => {
    expect(get(path, headers)?.kind ?? null).toBe(kind);
  });

  it("never for anything but GET", () => {
    expect(get("/api/categories", {}, "HEAD")).toBeNull();
    expect(get("/api/ads", {}, "POST")).toBeNull();
  });

  it("keeps one answer per query, whatever the order of its parameters; a page showing one thing by its path alone", () => {
    expect(get("/api/bikes?sort=newest&id=1")!.key).toBe(get("/api/bikes?id=1&sort=newest")!.key);
    expect(get("/api/bikes?id=1")!.key).not.toBe(get("/api/bikes?id=2")!.key);
    expect(get("/bike/12?utm_source=x")!.key).toBe(`${ORIGIN}/bike/12`);
    expect(get("/blog/3?utm_source=x")!.key).toBe(`${ORIGIN}/blog/3`);
  });

  it("purges exactly the keys a bike's answer and page, and the ads slider, are kept under", () => {
    expect(bikeKeys(ORIGIN, 12).sort()).toEqual([get("/api/bikes/12")!.key, get("/bike/12")!.key].sort());
    expect(adsKey(ORIGIN)).toBe(get("/api/ads")!.key);
  });

  it.each([
    [0, "fresh"],
    [59, "fresh"],
    [60, "stale"],
    [659, "stale"],
    [660, "expired"],
  ])("a bike's answer %i seconds old is %s", (age, expected) => {
    expect(LIFETIMES.bike).toEqual({ fresh: 60, stale: 600 });
    expect(freshness(age, LIFETIMES.bike)).toBe(expected);
  });
});

describe("through the Worker", () => {
  it("a shared answer is stored on the first visit and served from the cache on the next", async () => {
    const first = await visit("/api/categories");
    const second = await visit("/api/categories");
    expect([first.status, first.cache, second.status, second.cache]).toEqual([200, "miss", 200, "hit"]);
    expect(second.text).toBe(first.text);
    // The browser's own lifetime is kept; what the database did for the first visitor is not repeated.
    expect(second.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
    expect(second.headers.get("Server-Timing")).toBeNull();
  });

  it("a signed-in caller's answer is never served from the cache nor stored in it", async () => {
    const seller = await createUser("seller", { verified: true });
    const bikeId = await createBike(seller.id);
    const signedIn = await visit(`/api/bikes/${bikeId}`, { token: seller.token });
    expect([signedIn.status, signedIn.cache]).toEqual([200, null]);
    // Had the signed-in answer been stored, this would be a hit.
    expect((await visit(`/api/bikes/${bikeId}`)).cache).toBe("miss");
    expect((await visit(`/api/bikes/${bikeId}`)).cache).toBe("hit");
    const again = await visit(`/api/bikes/${bikeId}`, { token: seller.token });
    expect(again.cache).toBeNull();
    expect(again.headers.get("Server-Timing")).toMatch(/db;dur=/);
  });

  it("a signed-in answer tells every HTTP cache (the browser's, the desktop app's) not to keep it", async () => {
    const buyer = await createUser("buyer");
    const anonymous = await visit("/api/categories");
    expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=60");
    for (const path of ["/api/categories", "/api/users/me", "/api/notifications"]) {
      const signedIn = await visit(path, { token: buyer.token });
      expect([path, signedIn.status, signedIn.headers.get("Cache-Control")]).toEqual([path, 200, "private, no-store"]);
    }
  });

  it("a seller's edit is seen at once, by its author and by visitors", async () => {
    const seller = await createUser("seller", { verified: true });
    const categoryId = await createCategory();
    const created = await visit("/api/bikes", { method: "POST", token: seller.token, body: newBikeBody(seller, categoryId) });
    const bikeId = (JSON.parse(created.text) as { insertedId: number }).insertedId;
    await visit(`/api/bikes/${bikeId}`);
    const cached = await visit(`/api/bikes/${bikeId}`);
    expect([cached.cache, priceOf(cached.text)]).toEqual(["hit", 1650.5]);

    const edited = await visit(`/api/bikes/my/${bikeId}`, {
      method: "PUT",
      token: seller.token,
      body: newBikeBody(seller, categoryId, { resalePrice: "1499.00" }),
    });
    expect(edited.status).toBe(200);
    const author = await visit(`/api/bikes/${bikeId}`, { token: seller.token });
    expect(priceOf(author.text)).toBe(1499);
    const visitor = await visit(`/api/bikes/${bikeId}`);
    expect([visitor.cache, priceOf(visitor.text)]).toEqual(["miss", 1499]);
  });

  it("a withdrawn bike is gone for visitors at once, not served from the cache", async () => {
    const seller = await createUser("seller", { verified: true });
    const bikeId = await createBike(seller.id);
    await visit(`/api/bikes/${bikeId}`);
    expect((await visit(`/api/bikes/${bikeId}`)).cache).toBe("hit");
    const withdrawn = await visit(`/api/bikes/my/${bikeId}/status`, { method: "PUT", token: seller.token, body: { status: "withdrawn" } });
    expect(withdrawn.status).toBe(200);
    const visitor = await visit(`/api/bikes/${bikeId}`);
    expect(visitor.cache).toBe("miss");
    expect((JSON.parse(visitor.text) as { status: string }).status).toBe("withdrawn");
  });

  it("a stale answer is served once while the Worker answers again behind it; an expired one is not served", async () => {
    const seller = await createUser("seller", { verified: true });
    const bikeId = await createBike(seller.id, { priceCents: 50_000 });
    const path = `/api/bikes/${bikeId}`;
    const policy = edgeCachePolicy(new Request(`${ORIGIN}${path}`))!;
    const keep = async (ageSeconds: number, price: number) => {
      const body = JSON.stringify({ resalePrice: price });
      const headers = {
        "Content-Type": "application/json",
        "Cache-Control": "public, max-age=3600",
        [STORED_AT]: String(Date.now() - ageSeconds * 1000),
      };
      await caches.default.put(policy.key, new Response(body, { headers }));
    };

    await keep(LIFETIMES.bike.fresh + 1, 1);
    const stale = await visit(path);
    expect([stale.cache, priceOf(stale.text), stale.headers.get("Age")]).toEqual(["stale", 1, String(LIFETIMES.bike.fresh + 1)]);
    const refreshed = await visit(path);
    expect([refreshed.cache, priceOf(refreshed.text)]).toEqual(["hit", 500]);

    await keep(LIFETIMES.bike.fresh + LIFETIMES.bike.stale + 1, 1);
    const expired = await visit(path);
    expect([expired.cache, priceOf(expired.text)]).toEqual(["miss", 500]);
  });

  it("a caller asking for a fresh answer (a reload, someone signed in) gets the Worker's, which everyone gets after", async () => {
    const seller = await createUser("seller", { verified: true });
    const categoryId = await createCategory();
    const path = `/api/bikes?id=${categoryId}`;
    expect((await visit(path)).cache).toBe("miss");
    const bikeId = await createBike(seller.id, { categoryId });
    const cached = await visit(path);
    expect([cached.cache, cached.text.includes(`"_id":${bikeId}`)]).toEqual(["hit", false]);
    const asks: Record<string, string>[] = [{ "Cache-Control": "no-cache" }, { "Cache-Control": "max-age=0" }, { Pragma: "no-cache" }];
    for (const headers of asks) {
      const fresh = await visit(path, { headers });
      expect([fresh.cache, fresh.text.includes(`"_id":${bikeId}`)]).toEqual(["refresh", true]);
    }
    const after = await visit(path);
    expect([after.cache, after.text.includes(`"_id":${bikeId}`)]).toEqual(["hit", true]);
  });

  it("stores only a 200: a missing bike is asked of the Worker every time", async () => {
    expect((await visit("/api/bikes/999999999")).status).toBe(404);
    const again = await visit("/api/bikes/999999999");
    expect([again.status, again.cache]).toEqual([404, "miss"]);
  });
});
