/**
 * What the Worker writes into a public page's <head> (seo/pages.ts): one query per page, each by
 * primary key (the category's cover and lowest price by the browse indexes), and the PageHead
 * built from its row. tests/support/query-plan-cases.ts plans these queries.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/database";
import { formatUsdCents } from "../lib/bikes/money";
import type { PageHead } from "./head-tags";
import { averageRating, type SellerPageRow } from "../lib/sellers/seller-page";
import {
  BLOG_TITLE,
  categoryTitle,
  HOME_TITLE,
  isSold,
  notForSaleNotice,
  pageTitle,
  searchTitle,
  SELLER_CLOSED,
  sellerTitle,
  SITE_NAME,
} from "./page-text";

/** One bike page's facts, sold and withdrawn bikes too (their page says so). */
export const bikePageQuery = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom("bikes")
    .innerJoin("categories", "categories.id", "bikes.category_id")
    .select([
      "bikes.id",
      "bikes.name",
      "bikes.model",
      "bikes.engine_cc",
      "bikes.condition",
      "bikes.resale_price_cents",
      "bikes.picture",
      "bikes.status",
      "bikes.description",
      "bikes.city",
      "bikes.country",
      "bikes.seller_name",
      "bikes.category_id",
      "categories.name as category_name",
    ])
    .where("bikes.id", "=", id);

/** A category with its newest bike's picture (the shared link's image) and its lowest price. */
export const categoryPageQuery = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom("categories")
    .select((eb) => [
      "categories.id",
      "categories.name",
      eb
        .selectFrom("bikes")
        .select("bikes.picture")
        .whereRef("bikes.category_id", "=", "categories.id")
        .where("bikes.status", "=", "available")
        .orderBy("bikes.id", "desc")
        .limit(1)
        .as("cover"),
      eb
        .selectFrom("bikes")
        .select((inner) => inner.fn.min("bikes.resale_price_cents").as("lowest"))
        .whereRef("bikes.category_id", "=", "categories.id")
        .where("bikes.status", "=", "available")
        .as("lowest_cents"),
    ])
    .where("categories.id", "=", id);

/** A blog post; its date as text, as the API reads it (routes/blogs.ts). */
export const blogPageQuery = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom("blogs")
    .select(["id", "header", "img", "p_one", sql<string>`to_char(date, 'YYYY-MM-DD')`.as("date")])
    .where("id", "=", id);

export type BikePageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof bikePageQuery>["executeTakeFirst"]>>>;
export type CategoryPageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof categoryPageQuery>["executeTakeFirst"]>>>;
export type BlogPageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof blogPageQuery>["executeTakeFirst"]>>>;

/** Search results show about this much of a description. */
const DESCRIPTION_MAX = 200;
const clip = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : flat;
};

/** A picture as an absolute URL (our own are stored as paths); undefined if it is not http(s). */
function absoluteUrl(pathOrUrl: string, origin: string): string | undefined {
  try {
    const url = new URL(pathOrUrl, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Makers whose name is two words; otherwise a model's first word is its maker ("Honda CBR650R"). */
const TWO_WORD_BRANDS = ["royal enfield", "moto guzzi", "mv agusta", "harley davidson", "moto morini"];
function brandOf(model: string): string | undefined {
  const words = model.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const two = words.slice(0, 2).join(" ");
  return TWO_WORD_BRANDS.includes(two.toLowerCase()) ? two : words[0];
}

/** schema.org availability: in stock only while available; sold (here or elsewhere) is sold out; anything else (withdrawn) discontinued. */
function availabilityOf(status: string): { schema: string; openGraph: string } {
  if (status === "available") return { schema: "https://schema.org/InStock", openGraph: "in stock" };
  if (isSold(status)) return { schema: "https://schema.org/SoldOut", openGraph: "out of stock" };
  return { schema: "https://schema.org/Discontinued", openGraph: "discontinued" };
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function homeHead(origin: string): PageHead {
  return {
    title: HOME_TITLE,
    description:
      "Buy and sell used motorcycles on MotoMart: sports bikes, cruisers, scooters, off-road and touring bikes from sellers near you.",
    canonical: `${origin}/`,
    jsonLd: { "@context": "https://schema.org", "@type": "WebSite", name: SITE_NAME, url: `${origin}/` },
  };
}

/**
 * The search page. Bare, it is the catalogue's entry and canonical; with a keyword or filters it is
 * one of endless result pages, kept out of the index (the category pages and bikes are the ones to find).
 */
export function searchHead(query: URLSearchParams, origin: string): PageHead {
  const keyword = query.get("q")?.trim() ?? "";
  const head: PageHead = {
    title: pageTitle(searchTitle(keyword)),
    description: keyword
      ? `Used motorcycles for sale matching “${keyword}” on MotoMart.`
      : "Search used motorcycles for sale on MotoMart by keyword, category, city, model, engine size, price and age.",
  };
  return query.size ? { ...head, noindex: true } : { ...head, canonical: `${origin}/bikes` };
}

export function blogListHead(origin: string): PageHead {
  return {
    title: pageTitle(BLOG_TITLE),
    description: "Riding, buying and selling tips from MotoMart: guides to used motorcycles, safety and upkeep.",
    canonical: `${origin}/blog`,
  };
}

export function bikeHead(bike: BikePageRow, origin: string): PageHead {
  const url = `${origin}/bike/${bike.id}`;
  const price = formatUsdCents(bike.resale_price_cents);
  const image = absoluteUrl(bike.picture, origin);
  const availability = availabilityOf(bike.status);
  const brand = brandOf(bike.model);
  const facts = `${price} · ${capitalize(bike.condition)} condition · ${bike.engine_cc} cc · ${bike.city}, ${bike.country}.`;
  const notice = notForSaleNotice(bike.status);
  return {
    title: pageTitle(bike.name),
    description: clip([notice, facts, bike.description].filter(Boolean).join(" ")),
    canonical: url,
    ogType: "product",
    image,
    imageAlt: bike.name,
    meta: [
      { property: "product:price:amount", content: (bike.resale_price_cents / 100).toFixed(2) },
      { property: "product:price:currency", content: "USD" },
      { property: "product:availability", content: availability.openGraph },
      { property: "product:condition", content: "used" },
      { name: "twitter:label1", content: "Price" },
      { name: "twitter:data1", content: price },
      { name: "twitter:label2", content: "Engine" },
      { name: "twitter:data2", content: `${bike.engine_cc} cc` },
    ],
    jsonLd: {
      "@context": "https://schema.org",
      // A Motorcycle is a schema.org Vehicle (a Product) and can say its engine size.
      "@type": ["Product", "Motorcycle"],
      "@id": url,
      name: bike.name,
      description: bike.description,
      url,
      ...(image ? { image: [image] } : {}),
      ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
      model: bike.model,
      category: bike.category_name,
      itemCondition: "https://schema.org/UsedCondition",
      vehicleEngine: {
        "@type": "EngineSpecification",
        engineDisplacement: { "@type": "QuantitativeValue", value: bike.engine_cc, unitCode: "CMQ", unitText: "cc" },
      },
      additionalProperty: [{ "@type": "PropertyValue", name: "Engine size", value: bike.engine_cc, unitCode: "CMQ", unitText: "cc" }],
      offers: {
        "@type": "Offer",
        url,
        price: (bike.resale_price_cents / 100).toFixed(2),
        priceCurrency: "USD",
        availability: availability.schema,
        itemCondition: "https://schema.org/UsedCondition",
        seller: { "@type": "Organization", name: bike.seller_name },
      },
    },
  };
}

const monthYear = (date: Date) => date.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * A seller's page: who they are, what they sell, since when. Its JSON-LD is a schema.org
 * ProfilePage about the seller — an Organization, the type that can carry an aggregate rating —
 * with what they sold and the stars buyers gave them.
 */
export function sellerHead(seller: SellerPageRow & { id: number; name: string; created_at: Date }, origin: string): PageHead {
  const url = `${origin}/seller/${seller.id}`;
  const forSale = seller.bikes_for_sale ?? 0;
  const sold = Number(seller.sold ?? 0);
  const place = seller.place ? ` in ${seller.place.city}, ${seller.place.country}` : "";
  const standing = seller.verified ? "Verified seller" : "Not yet verified by MotoMart";
  const rating = averageRating(seller.seller_rating_count ?? 0, seller.seller_rating_sum ?? 0);
  return {
    title: pageTitle(sellerTitle(seller.name)),
    description: `${seller.name} sells used motorcycles on MotoMart${place}: ${forSale} for sale, ${sold} sold. ${standing}, member since ${monthYear(seller.created_at)}.`,
    canonical: url,
    ogType: "website",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      "@id": url,
      url,
      dateCreated: seller.created_at.toISOString(),
      mainEntity: {
        "@type": "Organization",
        name: seller.name,
        identifier: String(seller.id),
        ...(seller.place
          ? { address: { "@type": "PostalAddress", addressLocality: seller.place.city, addressCountry: seller.place.country } }
          : {}),
        agentInteractionStatistic: [
          { "@type": "InteractionCounter", interactionType: "https://schema.org/SellAction", userInteractionCount: sold },
        ],
        ...(rating
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: rating.average,
                reviewCount: rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    },
  };
}

/** A deleted seller's page: says so, a 404 kept out of the index. */
export const closedSellerHead = (): PageHead => ({ title: pageTitle("Account closed"), description: SELLER_CLOSED, noindex: true });

export function categoryHead(category: CategoryPageRow, origin: string): PageHead {
  const from = category.lowest_cents === null ? "" : `, from ${formatUsdCents(category.lowest_cents)}`;
  return {
    title: pageTitle(categoryTitle(category.name)),
    description: `Used ${category.name} motorcycles for sale on MotoMart${from}. Filter by city, model, engine size, price and age.`,
    canonical: `${origin}/category/${category.id}`,
    image: category.cover ? absoluteUrl(category.cover, origin) : undefined,
    imageAlt: categoryTitle(category.name),
  };
}

export function blogHead(blog: BlogPageRow, origin: string): PageHead {
  const url = `${origin}/blog/${blog.id}`;
  const image = absoluteUrl(blog.img, origin);
  return {
    title: pageTitle(blog.header),
    description: clip(blog.p_one),
    canonical: url,
    ogType: "article",
    image,
    imageAlt: blog.header,
    meta: [{ property: "article:published_time", content: blog.date }],
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": url,
      headline: blog.header,
      description: clip(blog.p_one),
      url,
      mainEntityOfPage: url,
      datePublished: blog.date,
      ...(image ? { image: [image] } : {}),
      publisher: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
    },
  };
}
