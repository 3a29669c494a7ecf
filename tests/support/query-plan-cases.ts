/**
 * Every list query the UI can make the API send — browse with each filter, common pairs, keyword,
 * each sort, a deep keyset cursor, the filter options, and the dashboard lists — compiled from the
 * API's own query builders where it has them (browseBikes, filterOptions, selectBikes), the rest
 * written exactly as their routes build them. Shared by the 1M-row plan check
 * (scripts/bench/query-plans.ts) and the API test (tests/api/query-plans.test.ts).
 */
import { CompiledQuery, sql, type Kysely } from "kysely";
import type { Database } from "../../edge-api/src/db/database";
import { selectBikes } from "../../edge-api/src/lib/bikes/bike-query";
import { browseBikes, type BrowseFilters } from "../../edge-api/src/lib/browse/browse-bikes";
import type { Within } from "../../edge-api/src/lib/browse/near";
import { radiusPlaces } from "../../edge-api/src/lib/browse/radius-places";
import { contactInboxPage } from "../../edge-api/src/lib/admin/contact-inbox";
import { usersPage } from "../../edge-api/src/lib/admin/user-lists";
import { openBookersOf, sellerBookingsPage } from "../../edge-api/src/lib/bookings/states";
import { bookedBikesQuery } from "../../edge-api/src/lib/bookings/booked-bikes";
import { inboxPage, messagesPage, unreadTotal } from "../../edge-api/src/lib/conversations/queries";
import { countStatement } from "../../edge-api/src/lib/browse/count-bikes";
import { marketBatch, RECOMPUTE_BATCH_IDS } from "../../edge-api/src/lib/price-rating/recompute";
import { priceSuggestion } from "../../edge-api/src/lib/price-rating/suggestion";
import { filterOptions } from "../../edge-api/src/lib/browse/filter-options";
import { DEFAULT_PAGE_SIZE } from "../../edge-api/src/lib/api/page-size";
import { notificationsPage, notificationsSince, unreadNotifications } from "../../edge-api/src/lib/notifications/queries";
import { earningsPage, sellerOfAccount, unreadPayoutNotice } from "../../edge-api/src/payments/payouts";
import { savedBikeCount, savedBikeIds, savedBikesPage, saversOf } from "../../edge-api/src/lib/saved-bikes/queries";
import { rarityQuery } from "../../edge-api/src/lib/saved-searches/anchor";
import { matchingPairsSql } from "../../edge-api/src/lib/saved-searches/match";
import { savedSearchCount, savedSearchesOf } from "../../edge-api/src/lib/saved-searches/queries";
import { bikeDetailQuery } from "../../edge-api/src/lib/bikes/bike-detail";
import { similarCandidates, similarRows } from "../../edge-api/src/lib/bikes/similar-bikes";
import { dueListings, endingListings } from "../../edge-api/src/lib/bikes/listing-expiry";
import { reportQueuePage } from "../../edge-api/src/lib/admin/report-queue";
import { salesPage } from "../../edge-api/src/payments/refund";
import { sellerPageQuery } from "../../edge-api/src/lib/sellers/seller-page";
import { sellerReviewsPage } from "../../edge-api/src/lib/reviews/seller-reviews";
import { topSellers } from "../../edge-api/src/lib/users/top-sellers";
import { bikePageQuery, blogPageQuery, categoryPageQuery } from "../../edge-api/src/seo/page-meta";
import { bikeSitemapPageQuery, bikeSitemapPagesQuery, blogSitemapQuery, SITEMAP_PAGE_SIZE } from "../../edge-api/src/seo/sitemap";
import { browseStatementCases } from "./browse-statement-cases";
import { loadSearchFixture, searchCases, singleFilterCases, type SearchFixture } from "./search-plan-cases";

/** Real values of the database under test, so the planner sees realistic parameters. */
export interface PlanFixture {
  categoryId: number;
  country: string;
  city: string;
  model: string;
  /** A brand sold in other categories but not in this one (a keyword rare in the category). */
  rareKeyword: string;
  /** The city's coordinates, to search near (#38), 0, 0 when its bikes have none, and the places within 50 and 500 km. */
  near: { lat: number; lng: number; within: Record<NearRadius, Within> };
  sellerId: number;
  buyerEmail: string;
  /** A row deep into the category's newest-first and price-ordered results. */
  deepId: number;
  deepPriceCents: number;
  /** The search's keywords and every category's id (search-plan-cases.ts). */
  search: SearchFixture;
}

export interface PlanCase {
  name: string;
  /** Tables whose sequential scan fails the check. */
  tables: readonly string[];
  query: CompiledQuery;
  /**
   * What its execution may take at 1M bikes when the issue sets a target of its own for a batch
   * (a 1,000-bike import, a step of the full rating recompute); a request's plan: 20 ms.
   */
  budgetMs?: number;
  /**
   * A statement the route sends only after a probe found too few rows (browse-bikes.ts
   * fetchBrowsePage): this probe, and the most rows it may return for the statement to be sent.
   */
  afterProbe?: { probe: CompiledQuery; limit: number };
}

const UI_PAGE = 12;
type NearRadius = 50 | 500;
const BIKE_TABLES = ["bikes", "places"] as const;

/** GET /api/bikes?… as the category page sends it (12 per page, like the UI). */
function browseCases(db: Kysely<Database>, fx: PlanFixture): PlanCase[] {
  const base: BrowseFilters = { id: fx.categoryId, sort: "newest", limit: UI_PAGE };
  // One statement per page, as the route sends it; with a cc range it holds every branch
  // (merge / among / walk): EXPLAIN shows them all, ANALYZE runs the one the data picks.
  const browse = (name: string, f: Partial<BrowseFilters>, after?: { k: number | null; id: number }): PlanCase[] =>
    browseStatementCases(db, `browse ${name}`, BIKE_TABLES, browseBikes(db, { ...base, ...f }, after), f.limit ?? base.limit);
  const filters: Array<[string, Partial<BrowseFilters>]> = [
    ...singleFilterCases(fx),
    ["keyword", { q: fx.model.split(" ")[0] }],
    ["rare keyword", { q: fx.rareKeyword }],
    ["rare keyword+minCc+maxCc", { q: fx.rareKeyword, minCc: 300, maxCc: 750 }],
    ["keyword+minCc+maxPrice", { q: fx.model.split(" ")[0], minCc: 300, maxPrice: 2000 }],
    ["keyword+country", { q: fx.model.split(" ")[0], country: fx.country }],
    ["keyword+maxCc+maxMonths", { q: fx.model.split(" ")[0], maxCc: 250, maxMonths: 12 }],
    ["country+city", { country: fx.country, city: fx.city }],
    ["country+model", { country: fx.country, model: fx.model }],
    ["city+maxPrice", { city: fx.city, maxPrice: 5000 }],
    ["model+maxMonths", { model: fx.model, maxMonths: 12 }],
    ["keyword+minRating", { q: fx.model.split(" ")[0], minRating: 4 }],
    ["city+minRating", { city: fx.city, minRating: 4 }],
    ["minCc+maxPrice", { minCc: 300, maxPrice: 5000 }],
    ["minYear+maxYear", { minYear: 2015, maxYear: 2018 }],
    ["minPrice+maxPrice", { minPrice: 2000, maxPrice: 4000 }],
    ["keyword+minYear", { q: fx.model.split(" ")[0], minYear: 2020 }],
    ["keyword+maxKm+minPrice", { q: fx.model.split(" ")[0], maxKm: 20000, minPrice: 2000 }],
    ["city+maxKm", { city: fx.city, maxKm: 20000 }],
    ["country+minCc+maxCc+maxPrice+maxMonths", { country: fx.country, minCc: 150, maxCc: 1000, maxPrice: 10000, maxMonths: 12 }],
  ];
  const sorts = ["newest", "price_asc", "price_desc"] as const;
  const cases: PlanCase[] = [];
  for (const sort of sorts) {
    cases.push(...browse(`category ${sort}`, { sort }));
    for (const [name, f] of filters) cases.push(...browse(`category ${sort} ${name}`, { sort, ...f }));
  }
  // Near the city (#38): 50 and 500 km, with a keyword and a price filter, and nearest first.
  const near = (radius: NearRadius) => ({ lat: fx.near.lat, lng: fx.near.lng, radius, within: fx.near.within[radius] });
  for (const sort of [...sorts, "nearest"] as const) {
    cases.push(...browse(`category ${sort} near 50 km`, { sort, ...near(50) }));
    cases.push(...browse(`category ${sort} near 500 km`, { sort, ...near(500) }));
    // The keyword prepared as the route prepares it, so these plan as its requests do (planner.ts walkFindsSooner).
    cases.push(...browse(`category ${sort} near 50 km keyword`, { sort, ...near(50), ...fx.search.keyword }));
    cases.push(...browse(`category ${sort} near 500 km keyword`, { sort, ...near(500), ...fx.search.keyword }));
    cases.push(...browse(`category ${sort} near 50 km maxPrice`, { sort, ...near(50), maxPrice: 5000 }));
  }
  cases.push(...browse("all categories nearest near 50 km keyword", { id: undefined, sort: "nearest", ...near(50), ...fx.search.keyword }));
  cases.push(...browse("category newest deep cursor", {}, { k: null, id: fx.deepId }));
  cases.push(...browse("category price_asc deep cursor", { sort: "price_asc" }, { k: fx.deepPriceCents, id: fx.deepId }));
  cases.push(...browse("category price_desc deep cursor", { sort: "price_desc" }, { k: fx.deepPriceCents, id: fx.deepId }));
  cases.push(...browse("category newest city deep cursor", { city: fx.city }, { k: null, id: fx.deepId }));
  // A keyword past its first pages: the probe and the bands start at the cursor.
  for (const sort of sorts) {
    cases.push(
      ...browse(
        `category ${sort} keyword deep cursor`,
        { sort, q: fx.model.split(" ")[0] },
        { k: sort === "newest" ? null : fx.deepPriceCents, id: fx.deepId },
      ),
    );
  }
  cases.push(
    ...browse(
      "category price_asc minCc+maxCc deep cursor",
      { sort: "price_asc", minCc: 300, maxCc: 750 },
      { k: fx.deepPriceCents, id: fx.deepId },
    ),
  );
  cases.push(...browse("all categories newest", { id: undefined, limit: 100 }));
  cases.push(...browse("all categories price_asc", { id: undefined, sort: "price_asc" }));
  cases.push(...browse("all categories newest rare keyword", { id: undefined, q: fx.rareKeyword }));
  // A seller's page (#36): their profile and their bikes for sale in every sort.
  for (const sort of [...sorts, "deal" as const]) cases.push(...browse(`seller ${sort}`, { id: undefined, seller: fx.sellerId, sort }));
  cases.push({ name: "seller page", tables: ["users", "bikes", "conversations"], query: sellerPageQuery(db, fx.sellerId).compile() });
  cases.push({
    name: "seller's reviews",
    tables: ["reviews", "users"],
    query: sellerReviewsPage(db, fx.sellerId, undefined, DEFAULT_PAGE_SIZE).compile(),
  });
  cases.push({
    name: "seller's reviews deep cursor",
    tables: ["reviews", "users"],
    query: sellerReviewsPage(db, fx.sellerId, { k: new Date().toISOString(), id: fx.deepId }, DEFAULT_PAGE_SIZE).compile(),
  });
  cases.push({ name: "filter options", tables: BIKE_TABLES, query: filterOptions(fx.categoryId).compile(db) });
  // The city select narrowed to a country, and the lists of every category (one loose scan each).
  cases.push({ name: "filter options country", tables: BIKE_TABLES, query: filterOptions(fx.categoryId, fx.country).compile(db) });
  cases.push({ name: "filter options all categories", tables: BIKE_TABLES, query: filterOptions(undefined).compile(db) });
  cases.push({
    name: "filter options all categories country",
    tables: BIKE_TABLES,
    query: filterOptions(undefined, fx.country).compile(db),
  });
  // GET /api/bikes/count: the filter panel's live count, as the draft filters change.
  const count = (name: string, f: Partial<Omit<BrowseFilters, "sort" | "limit">>): PlanCase => ({
    name: `count ${name}`,
    tables: BIKE_TABLES,
    query: countStatement(db, { id: fx.categoryId, ...f }).count.compile(db),
  });
  cases.push(count("category", {}));
  for (const [name, f] of filters) cases.push(count(`category ${name}`, f));
  cases.push(count("all categories maxMonths", { id: undefined, maxMonths: 6 }));
  cases.push(count("near 50 km", { lat: fx.near.lat, lng: fx.near.lng, radius: 50, within: fx.near.within[50] }));
  return cases;
}

/** The dashboard lists and the home ads, as their routes build them (first page, default size). */
function dashboardCases(db: Kysely<Database>, fx: PlanFixture): PlanCase[] {
  const limit = DEFAULT_PAGE_SIZE + 1;
  return [
    {
      // GET /api/ads (routes/ads.ts)
      name: "home ads",
      tables: BIKE_TABLES,
      query: selectBikes(db)
        .where("bikes.advertised", "=", true)
        .where("bikes.status", "=", "available")
        .orderBy("bikes.advertised_at", "desc")
        .orderBy("bikes.id", "desc")
        .limit(20)
        .compile(),
    },
    {
      // GET /api/bikes/my?email= (routes/bikes.ts): My products
      name: "my products",
      tables: BIKE_TABLES,
      query: selectBikes(db).where("bikes.seller_id", "=", fx.sellerId).orderBy("bikes.id", "desc").limit(limit).compile(),
    },
    {
      // GET /api/bikes/:id (routes/bikes.ts): the bike page with its gallery (bike_photos' primary
      // key) and its latest price change, in one statement
      name: "bike detail",
      tables: [...BIKE_TABLES, "bike_photos", "bike_price_changes"],
      query: bikeDetailQuery(db, fx.deepId).compile(),
    },
    {
      // GET /api/bookings?email= (routes/bookings.ts): My orders
      name: "my orders",
      tables: ["bookings"],
      query: db
        .selectFrom("bookings")
        .innerJoin("users", "users.id", "bookings.buyer_id")
        .selectAll("bookings")
        .where((eb) => eb(eb.fn("lower", ["users.email"]), "=", fx.buyerEmail.toLowerCase()))
        .orderBy("bookings.id", "desc")
        .limit(limit)
        .compile(),
    },
    // GET /api/booked-bikes (routes/booked-bikes.ts): what a buyer (here a seller, who buys too) booked
    { name: "booked bikes", tables: ["bookings"], query: bookedBikesQuery(db, fx.sellerId, 500).compile() },
    // GET /api/received-bookings (routes/received-bookings.ts): the seller's Bookings, first page and a later one
    { name: "seller's bookings", tables: ["bookings", "reviews"], query: sellerBookingsPage(db, fx.sellerId, undefined, limit).compile() },
    { name: "seller's bookings deep cursor", tables: ["bookings"], query: sellerBookingsPage(db, fx.sellerId, fx.deepId, limit).compile() },
    // GET /api/received-bookings/open-count (routes/received-bookings.ts): the delete confirmation's count of buyers,
    // for one bike and for a multi-select's 500
    { name: "bike's open bookings", tables: ["bookings"], query: openBookersOf(db, [fx.deepId]).compile() },
    {
      name: "bikes' open bookings (multi-select)",
      tables: ["bookings"],
      query: openBookersOf(
        db,
        Array.from({ length: 500 }, (_, i) => fx.deepId - i),
      ).compile(),
    },
    ...(["seller", "buyer"] as const).flatMap((role) => [
      // GET /api/users/seller, /api/users/buyer (routes/users.ts): admin lists, and their search (#33)
      { name: `${role}s`, tables: ["users"], query: usersPage(db, role, undefined, limit).compile() },
      { name: `${role}s searched`, tables: ["users"], query: usersPage(db, role, undefined, limit, "bench").compile() },
    ]),
    {
      // GET /api/users/top-sellers (routes/users.ts): home's top sellers
      name: "top sellers",
      tables: ["users", "bikes"],
      query: topSellers(db, 6).compile(),
    },
    {
      // GET /api/reports?status=open (routes/reports.ts): Reported items
      name: "reported items",
      tables: ["reports", "bikes"],
      query: reportQueuePage(db, "open", undefined, limit).compile(),
    },
    {
      name: "reported items searched",
      tables: ["reports", "bikes"],
      query: reportQueuePage(db, "open", undefined, limit, "honda").compile(),
    },
    // GET /api/payments (routes/payments.ts): the admin's Sales, first page and a later one
    { name: "sales", tables: ["payments", "bookings", "refunds"], query: salesPage(db, undefined, limit).compile() },
    { name: "sales deep cursor", tables: ["payments", "bookings", "refunds"], query: salesPage(db, fx.deepId, limit).compile() },
    ...(["open", "handled"] as const).map((status) => ({
      // GET /api/contact?status= (routes/contact.ts): Messages
      name: `${status} messages`,
      tables: ["contact_messages"],
      query: contactInboxPage(db, status, undefined, limit).compile(),
    })),
    { name: "messages searched", tables: ["contact_messages"], query: contactInboxPage(db, "open", undefined, limit, "gmail").compile() },
    // "Ask the seller" (routes/conversations.ts). Any user id and conversation id plan the same; the
    // seller's id stands in for the buyer's too.
    ...(["seller", "buyer"] as const).flatMap((side) => [
      // GET /api/conversations: the inbox, first page and a later one, and its unread badge
      { name: `${side}'s conversations`, tables: ["conversations"], query: inboxPage(db, side, fx.sellerId, undefined, limit).compile() },
      {
        name: `${side}'s conversations deep cursor`,
        tables: ["conversations"],
        query: inboxPage(db, side, fx.sellerId, fx.deepId, limit).compile(),
      },
      { name: `${side}'s unread messages`, tables: ["conversations"], query: unreadTotal(db, side, fx.sellerId).compile() },
    ]),
    {
      // GET /api/conversations/:id/messages: a thread, first page and a later one
      name: "conversation messages",
      tables: ["messages"],
      query: messagesPage(db, fx.deepId, undefined, limit).compile(),
    },
    { name: "conversation messages deep cursor", tables: ["messages"], query: messagesPage(db, fx.deepId, fx.deepId, limit).compile() },
    // Payouts (routes/payouts.ts, payments/payouts.ts): the seller's earnings, first page and a later one
    { name: "seller's earnings", tables: ["payments"], query: earningsPage(db, fx.sellerId, undefined, limit).compile() },
    { name: "seller's earnings deep cursor", tables: ["payments"], query: earningsPage(db, fx.sellerId, fx.deepId, limit).compile() },
    // account.updated (routes/stripe-webhook.ts): the account's seller
    { name: "seller of a connected account", tables: ["users"], query: sellerOfAccount(db, "acct_demoRafiMotors01").compile() },
    // create-payment-intent for an unconnected seller: is a payout notice unread already
    { name: "unread payout notice", tables: ["notifications"], query: unreadPayoutNotice(db, fx.sellerId).compile() },
  ];
}

/** The Worker's public pages and sitemaps (edge-api/src/seo/pages.ts): each page's one query, by key or id range. */
function pageCases(db: Kysely<Database>, fx: PlanFixture): PlanCase[] {
  const deepPage = Math.floor((fx.deepId - 1) / SITEMAP_PAGE_SIZE) + 1;
  return [
    // GET /bike/:id, /category/:id (its cover picture and lowest price), /blog/:id
    { name: "bike page head", tables: BIKE_TABLES, query: bikePageQuery(db, fx.deepId).compile() },
    // The hourly Cron Trigger's ending and warning of listings (#38).
    { name: "listings due to end", tables: BIKE_TABLES, query: dueListings(db, new Date()).compile() },
    { name: "listings ending within 7 days, not warned", tables: BIKE_TABLES, query: endingListings(db, new Date(), 0, 7).compile() },
    { name: "listings ending within a day, warned", tables: BIKE_TABLES, query: endingListings(db, new Date(), 7, 1).compile() },
    // The bike page's similar bikes (#38): the candidates, then the picked bikes' rows.
    { name: "similar bikes candidates", tables: BIKE_TABLES, query: similarCandidates(fx.deepId).compile(db) },
    { name: "similar bikes rows", tables: BIKE_TABLES, query: similarRows([fx.deepId, fx.deepId - 1]).compile(db) },
    { name: "category page head", tables: BIKE_TABLES, query: categoryPageQuery(db, fx.categoryId).compile() },
    { name: "blog page head", tables: ["blogs"], query: blogPageQuery(db, 1).compile() },
    // GET /sitemap.xml: one index probe per range of 50,000 ids; GET /sitemaps/bikes-N.xml: one range
    { name: "sitemap index", tables: BIKE_TABLES, query: bikeSitemapPagesQuery(SITEMAP_PAGE_SIZE).compile(db) },
    { name: "sitemap bikes first page", tables: BIKE_TABLES, query: bikeSitemapPageQuery(db, 1, SITEMAP_PAGE_SIZE).compile() },
    { name: "sitemap bikes deep page", tables: BIKE_TABLES, query: bikeSitemapPageQuery(db, deepPage, SITEMAP_PAGE_SIZE).compile() },
    // Every post is listed, so reading the (small) blogs table whole is the right plan; timed only.
    { name: "sitemap blog posts", tables: [], query: blogSitemapQuery(db, SITEMAP_PAGE_SIZE).compile() },
  ];
}

/**
 * Saved bikes and notifications (routes/saved-bikes.ts, routes/notifications.ts, routes/activity.ts,
 * lib/notifications/saved-bikes.ts). Any user id plans the same; the seller's stands in.
 */
function savedAndNotificationCases(db: Kysely<Database>, fx: PlanFixture): PlanCase[] {
  const limit = DEFAULT_PAGE_SIZE;
  const user = fx.sellerId;
  return [
    // GET /api/saved-bikes: first page and a later one; GET /api/saved-bikes/ids; the 1,000 limit's count
    { name: "saved bikes", tables: ["saved_bikes", "bikes"], query: savedBikesPage(db, user, undefined, limit).compile() },
    { name: "saved bikes deep cursor", tables: ["saved_bikes", "bikes"], query: savedBikesPage(db, user, fx.deepId, limit).compile() },
    { name: "saved bike ids", tables: ["saved_bikes"], query: savedBikeIds(db, user).compile() },
    { name: "saved bike count", tables: ["saved_bikes"], query: savedBikeCount(db, user).compile() },
    // A saved bike's price drop or sale: who saved it
    { name: "a bike's savers", tables: ["saved_bikes"], query: saversOf(db, fx.deepId).compile() },
    // GET /api/notifications: first page and a later one, and the bell's unread count
    { name: "notifications", tables: ["notifications"], query: notificationsPage(db, user, undefined, limit).compile() },
    { name: "notifications deep cursor", tables: ["notifications"], query: notificationsPage(db, user, fx.deepId, limit).compile() },
    { name: "unread notifications", tables: ["notifications"], query: unreadNotifications(db, user).compile() },
    // GET /api/activity: the desktop app's notifications (the last hour's)
    {
      name: "notifications since",
      tables: ["notifications"],
      query: notificationsSince(db, user, new Date(Date.now() - 3_600_000), 20).compile(),
    },
  ];
}

/**
 * The fair-price rating (#14 point 4): "Best deals first" and "Great or good deals" browse, the
 * count with the deals filter, the seller's suggested range, one bike's rating (what the bikes
 * trigger runs) and one id range of the full recompute's read of the market.
 */
export function priceRatingCases(db: Kysely<Database>, fx: PlanFixture): PlanCase[] {
  const base: BrowseFilters = { id: fx.categoryId, sort: "deal", limit: UI_PAGE };
  const browse = (name: string, f: Partial<BrowseFilters>, after?: { k: number | null; id: number }): PlanCase[] =>
    browseStatementCases(
      db,
      `browse ${name}`,
      [...BIKE_TABLES, "bike_price_ratings"],
      browseBikes(db, { ...base, ...f }, after),
      f.limit ?? base.limit,
    );
  return [
    ...browse("category deal", {}),
    ...browse("category deal deals", { deals: "1" }),
    ...browse("category deal deep cursor", {}, { k: 0, id: fx.deepId }),
    ...browse("category deal model", { model: fx.model }),
    ...browse("category deal keyword", { q: fx.model.split(" ")[0] }),
    // A brand other categories have and this one has none of (prepared as the route prepares it).
    ...browse("category deal rare keyword", { ...fx.search.rare }),
    ...browse("category deal two words", { ...fx.search.twoWords }),
    ...browse("all categories deal", { id: undefined }),
    ...browse("all categories deal deals", { id: undefined, deals: "1" }),
    ...browse("category newest deals", { sort: "newest", deals: "1" }),
    ...browse("all categories price_asc deals", { id: undefined, sort: "price_asc", deals: "1" }),
    {
      name: "count category deals",
      tables: [...BIKE_TABLES, "bike_price_ratings"],
      query: countStatement(db, { id: fx.categoryId, deals: "1" }).count.compile(db),
    },
    {
      // A key lookup; price_rating_groups holds one row per model and per category × band (84 at 1M
      // bikes), which the planner rightly reads whole: only the shape is timed here.
      name: "price rating suggestion",
      tables: [],
      query: priceSuggestion({ id: fx.categoryId, model: fx.model, engineCc: 150, monthsUsed: 12, condition: "good" }).compile(db),
    },
    {
      name: "price rating of one bike",
      tables: BIKE_TABLES,
      query:
        sql`SELECT p.* FROM bikes b, price_rating_for(b.category_id, b.model, b.engine_cc, b.resale_price_cents, b.months_used, b.condition) AS p
        WHERE b.id = ${fx.deepId}`.compile(db),
    },
    {
      name: "price rating recompute market batch",
      tables: BIKE_TABLES,
      query: marketBatch(db, Math.max(0, fx.deepId - RECOMPUTE_BATCH_IDS), fx.deepId).compile(),
      // One of the full recompute's batches: the recompute as a whole has ≤ 60 s (#14 point 6).
      budgetMs: 1000,
    },
  ];
}

/** How many bikes the import case matches at once: a full CSV import (schemas/bulk-limits.ts). */
const IMPORT_BIKES = 1000;

/**
 * Saved searches (#14 point 3, routes/saved-searches.ts and lib/saved-searches/): the owner's list
 * and the limit's count, and matching — one new bike, and a 1,000-bike import in its one statement
 * (the statement's reading part: the bench must not write matches). Neither bikes nor
 * saved_searches may be read whole: a bike looks its keys up in saved_searches_anchor_idx.
 */
export function savedSearchCases(db: Kysely<Database>, fx: PlanFixture): PlanCase[] {
  const tables = ["bikes", "saved_searches"];
  const importIds = Array.from({ length: IMPORT_BIKES }, (_, i) => fx.deepId - i).filter((id) => id > 0);
  return [
    { name: "saved searches of a user", tables, query: savedSearchesOf(db, fx.sellerId).compile() },
    { name: "saved search count", tables, query: savedSearchCount(db, fx.sellerId).compile() },
    // Saving a search with several words: how many bikes have each (capped), to anchor on the rarest
    {
      name: "saved search's rarest keyword",
      tables,
      query: rarityQuery([fx.model.split(" ")[0]!.toLowerCase(), fx.rareKeyword]).compile(db),
    },
    { name: "saved searches matching one new bike", tables, query: matchingPairsSql([fx.deepId]).compile(db) },
    // #14 point 6: a 1,000-bike import matches within 2 s.
    { name: "saved searches matching a 1,000-bike import", tables, query: matchingPairsSql(importIds).compile(db), budgetMs: 2000 },
  ];
}

export const planCases = (db: Kysely<Database>, fx: PlanFixture): PlanCase[] => [
  ...browseCases(db, fx),
  ...priceRatingCases(db, fx),
  ...dashboardCases(db, fx),
  ...savedAndNotificationCases(db, fx),
  ...savedSearchCases(db, fx),
  ...pageCases(db, fx),
  ...searchCases(db, fx),
];

/** Picks fixture values from whatever database `db` reaches (the 1M bench data or the test seed). */
export async function loadPlanFixture(db: Kysely<Database>): Promise<PlanFixture> {
  // The newest bike of the city most of the newest 2,000 are in: a city, not one of the towns
  // around it that the bench data spreads a third of each city's bikes over.
  const { rows: common } = await sql<{ city: string }>`SELECT city FROM (SELECT city FROM bikes WHERE status = 'available'
      ORDER BY id DESC LIMIT 2000) AS newest GROUP BY city ORDER BY count(*) DESC, city LIMIT 1`.execute(db);
  const busiest = await db
    .selectFrom("bikes")
    .select(["category_id", "country", "city", "model"])
    .where("status", "=", "available")
    .where("city", "=", common[0]!.city)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const seller = await db.selectFrom("bikes").select("seller_id").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
  const buyer = await db
    .selectFrom("bookings")
    .innerJoin("users", "users.id", "bookings.buyer_id")
    .select("users.email")
    .orderBy("bookings.id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const deep = await db
    .selectFrom("bikes")
    .select(["id", "resale_price_cents"])
    .where("status", "=", "available")
    .where("category_id", "=", busiest.category_id)
    .orderBy("id", "desc")
    .offset(500 * UI_PAGE)
    .limit(1)
    .executeTakeFirst();
  // The first word of another category's model that no bike of this category matches (bikes_search_idx;
  // a one-time pick, so reading a common word's postings across categories is fine here).
  const rare = await sql<{ word: string }>`SELECT m.word FROM (SELECT DISTINCT substring(lower(model) from '^[a-z0-9]+') AS word
      FROM bikes WHERE status = 'available' AND category_id <> ${busiest.category_id}) AS m
    WHERE m.word IS NOT NULL AND NOT EXISTS (SELECT FROM bikes WHERE status = 'available'
      AND category_id = ${busiest.category_id} AND search @@ to_tsquery('simple', m.word || ':*'))
    ORDER BY m.word LIMIT 1`.execute(db);
  const placed = await db
    .selectFrom("bikes")
    .select(["latitude", "longitude"])
    .where("status", "=", "available")
    .where("category_id", "=", busiest.category_id)
    .where("city", "=", busiest.city)
    .where("latitude", "is not", null)
    .limit(1)
    .executeTakeFirst();
  const centre = { lat: placed?.latitude ?? 0, lng: placed?.longitude ?? 0 };
  const within = async (radius: NearRadius) => (await radiusPlaces(db, centre, radius))!.within;
  return {
    categoryId: busiest.category_id,
    country: busiest.country,
    city: busiest.city,
    near: { ...centre, within: { 50: await within(50), 500: await within(500) } },
    model: busiest.model,
    rareKeyword: rare.rows[0]?.word ?? "nosuchbrand",
    sellerId: seller.seller_id,
    buyerEmail: buyer.email,
    deepId: deep?.id ?? 1,
    deepPriceCents: deep?.resale_price_cents ?? 1,
    search: await loadSearchFixture(db, busiest.model, rare.rows[0]?.word ?? "nosuchbrand"),
  };
}

/** Plan nodes that read a table sequentially, as "Seq Scan on <table>". */
export function seqScans(plan: unknown, tables: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const n = node as { "Node Type"?: string; "Relation Name"?: string; Plans?: unknown[]; Plan?: unknown };
    if (n["Node Type"] === "Seq Scan" && n["Relation Name"] && tables.includes(n["Relation Name"]))
      found.push(`Seq Scan on ${n["Relation Name"]}`);
    visit(n.Plan);
    for (const child of n.Plans ?? []) visit(child);
  };
  for (const root of Array.isArray(plan) ? plan : [plan]) visit(root);
  return found;
}

/**
 * EXPLAIN (FORMAT JSON) of a compiled case, with its parameters (run it on the connection that set the
 * planner options). Analysed without per-node timing: its clock reads on every row of every node
 * inflated a nested loop's total (a 1,000-bike import's saved-search matching: ~1.3-1.6 s timed per
 * node, ~1.2 s without, 2026-11-27); the Execution Time is then the statement's own, and the rows
 * and loops the access paths are read from are still counted.
 */
export const explainQuery = (query: CompiledQuery, analyze = false): CompiledQuery =>
  CompiledQuery.raw(`EXPLAIN (${analyze ? "ANALYZE, TIMING OFF, BUFFERS, " : ""}FORMAT JSON) ${query.sql}`, [...query.parameters]);
