/**
 * Everything the Worker answers outside /api (index.ts): the public pages links and search
 * engines read, with their <head> filled in from one query (seo/page-meta.ts) into the UI's own
 * index.html; robots.txt and the sitemaps (seo/sitemap.ts); and the UI build's files, where a
 * missing file is a real 404 instead of the single-page fallback. wrangler.toml [assets] sends
 * these page paths to the Worker first and every path that is not a file here.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { DEPLOYED } from "../middleware/config-guard";
import { database } from "../middleware/database";
import { requestIds } from "../middleware/request-id";
import { requestLog } from "../middleware/request-log";
import { isDatabaseUnavailable } from "../lib/platform/db-errors";
import { MAX_ID } from "../lib/api/fields";
import { reportError } from "../lib/platform/report-error";
import { API_CSP, COMMON_HEADERS, HSTS } from "../lib/platform/security-policy";
import { INFO_ROUTES, isAppPath, PUBLIC_ROUTES } from "./app-paths";
import { rewriteHead } from "./head";
import { SCREENS, screenModules, uiManifest, type Screen } from "./route-assets";
import { withRenderedApp } from "./rendered-page";
import type { PageHead } from "./head-tags";
import {
  bikeHead,
  bikePageQuery,
  blogHead,
  blogListHead,
  blogPageQuery,
  categoryHead,
  categoryPageQuery,
  closedSellerHead,
  homeHead,
  searchHead,
  sellerHead,
} from "./page-meta";
import { sellerPageQuery } from "../lib/sellers/seller-page";
import { topSellers } from "../lib/users/top-sellers";
import { NOT_FOUND_TITLE, pageTitle } from "./page-text";
import {
  bikeSitemapPageQuery,
  bikeSitemapPagesQuery,
  blogSitemapQuery,
  lastBikeSitemapPage,
  robotsTxt,
  SITEMAP_PAGE_SIZE,
  sitemapIndex,
  urlSet,
  type SitemapUrl,
} from "./sitemap";

type PageContext = Context<AppEnv>;

/** Pages change when a bike sells or its price does: browsers keep them a minute. */
const PAGE_CACHE = "public, max-age=60";
const SITEMAP_CACHE = "public, max-age=3600";

/** Folders of the UI build that hold only files, and a last path segment with a file extension. */
const FILE_FOLDER = /^\/(?:assets|images|vendor)\//;
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;
const looksLikeFile = (pathname: string): boolean => FILE_FOLDER.test(pathname) || FILE_NAME.test(pathname);

const origin = (c: PageContext) => new URL(c.req.url).origin;

/** A path id as the API reads one (lib/api/fields.ts): 1 … MAX_ID in plain digits; null otherwise. */
const pathId = (text: string | undefined): number | null => {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
};

/** Headers for what the Worker writes itself (robots, sitemaps, 404s): the API's policy, which loads nothing. */
function ownHeaders(c: PageContext, contentType: string, cacheControl: string): Headers {
  const headers = new Headers({ "Content-Type": contentType, "Cache-Control": cacheControl, ...COMMON_HEADERS });
  headers.set("Content-Security-Policy", API_CSP);
  if (DEPLOYED.has(c.env.ENVIRONMENT ?? "")) headers.set("Strict-Transport-Security", HSTS);
  return headers;
}

const text = (c: PageContext, status: number, body: string, contentType: string, cacheControl: string) =>
  new Response(body, { status, headers: ownHeaders(c, contentType, cacheControl) });

/** A missing file: a real 404, never the UI's index.html (a broken <img> or script must fail as one). */
const missingFile = (c: PageContext) => text(c, 404, "Not found\n", "text/plain; charset=utf-8", "no-store");

/** The UI's index.html as the build serves it, with the pages' security headers (its `_headers`). */
const shell = (c: PageContext, conditional = false) =>
  c.env.ASSETS!.fetch(new Request(new URL("/", c.req.url), { headers: conditional ? c.req.raw.headers : undefined }));

/**
 * index.html with this page's <head>. A found page (200) also links its screen's scripts
 * (seo/route-assets.ts) and arrives rendered, with its data (seo/rendered-page.ts).
 */
async function page(c: PageContext, head: PageHead, screen?: Screen, status = 200): Promise<Response> {
  const html = await shell(c);
  if (!html.ok || !html.headers.get("Content-Type")?.startsWith("text/html")) return new Response(html.body, html);
  const headers = new Headers(html.headers);
  // The body differs from the file's, so its validators do not apply.
  for (const name of ["ETag", "Last-Modified", "Content-Length"]) headers.delete(name);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", status === 200 ? PAGE_CACHE : "no-store");
  const manifest = screen && status === 200 ? await uiManifest(c.env.ASSETS!, origin(c)) : null;
  const withHead = rewriteHead(html, head, { status, headers }, manifest && screen ? screenModules(manifest, screen) : []);
  return status === 200 ? withRenderedApp(c, withHead) : withHead;
}

/** An unknown bike, category or post: 404 with the UI (which shows its not-found page), never indexed. */
const notFoundPage = (c: PageContext) =>
  page(
    c,
    { title: pageTitle(NOT_FOUND_TITLE), description: "Sorry, the page you are looking for doesn't exist.", noindex: true },
    undefined,
    404,
  );

/** /bike/12/ is /bike/12 (the UI's router reads both); anything deeper is no page. */
const deeper = async (c: PageContext): Promise<Response> => {
  const path = c.req.path;
  if (/^\/(?:bike|category|blog|seller)\/[^/]+\/$/.test(path)) return c.redirect(path.slice(0, -1) + new URL(c.req.url).search, 301);
  return notFoundPage(c);
};

const bikeSitemapName = /^bikes-([1-9][0-9]{0,5})\.xml$/;

// Each page before its `/*`: the wildcard also matches the page's own path (tests/api/routing.test.ts).
export const pages = new Hono<AppEnv>()
  .use(requestIds)
  .use(requestLog)
  .get("/", (c) => page(c, homeHead(origin(c)), SCREENS.home))
  .get("/bike/:id", database, async (c) => {
    const id = pathId(c.req.param("id"));
    const bike = id === null ? undefined : await bikePageQuery(c.var.db, id).executeTakeFirst();
    return bike ? page(c, bikeHead(bike, origin(c)), SCREENS.bike) : notFoundPage(c);
  })
  .get("/bike/:id/*", deeper)
  .get("/category/:id", database, async (c) => {
    const id = pathId(c.req.param("id"));
    const category = id === null ? undefined : await categoryPageQuery(c.var.db, id).executeTakeFirst();
    return category ? page(c, categoryHead(category, origin(c)), SCREENS.category) : notFoundPage(c);
  })
  .get("/category/:id/*", deeper)
  .get("/seller/:id", database, async (c) => {
    const id = pathId(c.req.param("id"));
    const seller = id === null ? undefined : await sellerPageQuery(c.var.db, id).executeTakeFirst();
    if (seller?.closed) return page(c, closedSellerHead(), undefined, 404);
    if (!seller || seller.id === null || seller.name === null || seller.created_at === null) return notFoundPage(c);
    return page(c, sellerHead({ ...seller, id: seller.id, name: seller.name, created_at: seller.created_at }, origin(c)), SCREENS.seller);
  })
  .get("/seller/:id/*", deeper)
  .get("/bikes", (c) => page(c, searchHead(new URL(c.req.url).searchParams, origin(c)), SCREENS.search))
  .get("/blog", (c) => page(c, blogListHead(origin(c)), SCREENS.blog))
  .get("/blog/:id", database, async (c) => {
    const id = pathId(c.req.param("id"));
    const blog = id === null ? undefined : await blogPageQuery(c.var.db, id).executeTakeFirst();
    return blog ? page(c, blogHead(blog, origin(c)), SCREENS.blogPost) : notFoundPage(c);
  })
  .get("/blog/:id/*", deeper)
  .get("/robots.txt", (c) => text(c, 200, robotsTxt(origin(c), c.env.ENVIRONMENT), "text/plain; charset=utf-8", SITEMAP_CACHE))
  .get("/sitemap.xml", database, async (c) => {
    const { rows } = await bikeSitemapPagesQuery(SITEMAP_PAGE_SIZE).execute(c.var.db);
    const base = `${origin(c)}/sitemaps`;
    const locs = [`${base}/pages.xml`, `${base}/sellers.xml`, ...rows.map(({ page: n }) => `${base}/bikes-${n}.xml`)];
    return text(c, 200, sitemapIndex(locs), "application/xml; charset=utf-8", SITEMAP_CACHE);
  })
  .get("/sitemaps/:file", database, async (c) => {
    const file = c.req.param("file");
    const site = origin(c);
    if (file === "pages.xml") {
      const categories = await c.var.db.selectFrom("categories").select("id").orderBy("id").execute();
      const fixed: SitemapUrl[] = [
        { loc: `${site}/` },
        { loc: `${site}/blog` },
        { loc: `${site}/${PUBLIC_ROUTES.contact}` },
        ...Object.values(INFO_ROUTES).map((path) => ({ loc: `${site}/${path}` })),
      ];
      const blogs = await blogSitemapQuery(c.var.db, SITEMAP_PAGE_SIZE - fixed.length - categories.length).execute();
      const urls = [
        ...fixed,
        ...categories.map(({ id }) => ({ loc: `${site}/category/${id}` })),
        ...blogs.map(({ id, date }) => ({ loc: `${site}/blog/${id}`, lastmod: date })),
      ];
      return text(c, 200, urlSet(urls), "application/xml; charset=utf-8", SITEMAP_CACHE);
    }
    if (file === "sellers.xml") {
      // The sellers' pages worth finding: verified, with bikes for sale, most bikes first.
      const sellers = await topSellers(c.var.db, SITEMAP_PAGE_SIZE).execute();
      return text(
        c,
        200,
        urlSet(sellers.map(({ id }) => ({ loc: `${site}/seller/${id}` }))),
        "application/xml; charset=utf-8",
        SITEMAP_CACHE,
      );
    }
    const n = Number(bikeSitemapName.exec(file)?.[1] ?? 0);
    if (n < 1 || n > lastBikeSitemapPage(SITEMAP_PAGE_SIZE)) return missingFile(c);
    const rows = await bikeSitemapPageQuery(c.var.db, n, SITEMAP_PAGE_SIZE).execute();
    // A range with nothing for sale is not in the index; asked anyway, it is an empty page, not an error.
    const urls = rows.map(({ id }) => ({ loc: `${site}/bike/${id}` }));
    return text(c, 200, urlSet(urls), "application/xml; charset=utf-8", SITEMAP_CACHE);
  });

// Every other path and method: the file if there is one, a 404 for a missing file, the UI's
// index.html for a path it has a screen for (/dashboard, /login, …), else its not-found page as a 404.
pages.notFound(async (c) => {
  const asset = await c.env.ASSETS!.fetch(c.req.raw);
  if (looksLikeFile(c.req.path)) {
    // HTML for /x.png is a single-page fallback (were not_found_handling ever set to it): still missing.
    const fallback = asset.headers.get("Content-Type")?.startsWith("text/html") && !/\.html?$/.test(c.req.path);
    if (asset.status !== 404 && !fallback) return new Response(asset.body, asset);
    await asset.body?.cancel();
    return missingFile(c);
  }
  if (asset.status !== 404 || (c.req.method !== "GET" && c.req.method !== "HEAD")) return new Response(asset.body, asset);
  await asset.body?.cancel();
  // A path the UI has no screen for is its not-found page, answered as one (404, never indexed).
  if (!isAppPath(c.req.path)) return notFoundPage(c);
  const html = await shell(c, true);
  return new Response(html.body, html);
});

pages.onError(async (error, c) => {
  if (!isDatabaseUnavailable(error)) reportError(error, c);
  if (c.req.path === "/sitemap.xml" || c.req.path.startsWith("/sitemaps/")) {
    const busy = text(c, 503, "The sitemap is briefly unavailable.\n", "text/plain; charset=utf-8", "no-store");
    busy.headers.set("Retry-After", "60");
    return busy;
  }
  // The page without its <head> details: the UI loads the data itself and says what went wrong.
  const html = await shell(c);
  const headers = new Headers(html.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(html.body, { status: html.status, headers });
});
