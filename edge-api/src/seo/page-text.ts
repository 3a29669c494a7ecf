/**
 * Words a page says both in the <head> the Worker writes (seo/pages.ts) and on screen once the UI
 * runs (ui/src/lib/use-page-title.ts, the bike page's banner), so a shared link, a search result
 * and the open tab read the same. Plain functions with no Worker imports: the UI bundles this file.
 */

export const SITE_NAME = "MotoMart";
export const HOME_TITLE = "MotoMart — Buy and sell used motorcycles";
export const NOT_FOUND_TITLE = "Page not found";

/** "<title> · MotoMart"; the home page's title without one. */
export const pageTitle = (title?: string): string => (title ? `${title} · ${SITE_NAME}` : HOME_TITLE);

/** A category page's title before pageTitle: "Sports bikes". */
export const categoryTitle = (categoryName: string): string => `${categoryName} bikes`;

/** The search page's title before pageTitle: the keyword, or "Search bikes" without one. */
export const searchTitle = (keyword: string): string => (keyword ? `“${keyword}” — search` : "Search bikes");

/** A seller's page's title before pageTitle: "Ada Lovelace — bikes for sale". */
export const sellerTitle = (name: string): string => `${name} — bikes for sale`;

/** What a deleted seller's page says (GET /api/sellers/:id's message, and the page's). */
export const SELLER_CLOSED = "This seller's account was closed.";

/** The blog's list of posts, before pageTitle. */
export const BLOG_TITLE = "Blog";

/** Statuses of a bike that has been sold, here or elsewhere (edge-api/src/db/database.ts BikeStatus). */
export const isSold = (status: string): boolean => status === "sold" || status === "sold_elsewhere";

/**
 * What the bike page says when a bike is no longer for sale; null while it is. Any status other
 * than 'available' is not for sale: sold (here or elsewhere), withdrawn, and any later one.
 */
export function notForSaleNotice(status: string): string | null {
  if (status === "available") return null;
  if (isSold(status)) return "This bike has been sold. It is no longer for sale.";
  if (status === "expired") return "This listing has ended. The bike is no longer for sale.";
  return "The seller has withdrawn this bike. It is no longer for sale.";
}
