/**
 * robots.txt and the sitemaps (https://www.sitemaps.org/protocol.html). /sitemap.xml is an index:
 * one page of the site's own pages (home, blog, categories, posts), one of sellers, and one page per range of
 * SITEMAP_PAGE_SIZE bike ids that holds a bike for sale. Page n lists the available bikes with ids
 * in ((n-1)·size, n·size], read from bikes_available_newest_idx as one index range: no OFFSET, no
 * count, and a bike keeps its page as others are listed or sold. tests/support/query-plan-cases.ts
 * plans these queries.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/database";
import { MAX_ID } from "../lib/api/fields";
import { escapeAttribute } from "./head-tags";

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** The bike pages that hold at least one bike for sale, in order (one probe of the index per range). */
export const bikeSitemapPagesQuery = (size: number) =>
  sql<{ page: number }>`SELECT p.page::int AS page
    FROM generate_series(1, (SELECT (max(id) - 1) / ${size} + 1 FROM bikes WHERE status = 'available')) AS p(page)
    WHERE EXISTS (SELECT FROM bikes WHERE status = 'available' AND id > (p.page - 1) * ${size} AND id <= p.page * ${size})
    ORDER BY p.page`;

/** The last page number whose range starts at a possible id. */
export const lastBikeSitemapPage = (size: number) => Math.floor((MAX_ID - 1) / size) + 1;

/** The ids of one bike page's bikes for sale. */
export const bikeSitemapPageQuery = (db: Kysely<Database>, page: number, size: number) =>
  db
    .selectFrom("bikes")
    .select("id")
    .where("status", "=", "available")
    .where("id", ">", (page - 1) * size)
    .where("id", "<=", Math.min(page * size, MAX_ID))
    .orderBy("id")
    .limit(size);

/** Blog posts for the site's own page, oldest first (a handful; capped so the page stays one file). */
export const blogSitemapQuery = (db: Kysely<Database>, limit: number) =>
  db
    .selectFrom("blogs")
    .select(["id", sql<string>`to_char(date, 'YYYY-MM-DD')`.as("date")])
    .orderBy("id")
    .limit(limit);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export interface SitemapUrl {
  loc: string;
  /** YYYY-MM-DD, only where it is true (a post's date); bikes have no edit time to give. */
  lastmod?: string;
}

export function urlSet(urls: Iterable<SitemapUrl>): string {
  const parts = [`${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`];
  for (const { loc, lastmod } of urls) {
    parts.push(`<url><loc>${escapeAttribute(loc)}</loc>${lastmod ? `<lastmod>${escapeAttribute(lastmod)}</lastmod>` : ""}</url>\n`);
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

export function sitemapIndex(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeAttribute(loc)}</loc></sitemap>\n`).join("");
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}

/**
 * robots.txt: the public pages are open; the dashboard, the API and the desktop app's sign-in
 * helper are not pages to index. A staging Worker asks not to be crawled at all.
 */
export function robotsTxt(origin: string, environment: string | undefined): string {
  if (environment === "staging") return "User-agent: *\nDisallow: /\n";
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /desktop-sign-in",
    "Disallow: /unsubscribe",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
