import type { Selectable } from "kysely";
import type { BikesTable, BlogsTable, BookingsTable, CategoriesTable, UsersTable } from "../../db/database";
import { pluralize } from "./english";
import { fromCents } from "../bikes/money";
import { priceRatingView, type PriceRatingColumns } from "../price-rating/view";
import { averageRating } from "../sellers/seller-page";

/**
 * Answers keep the field names the spec's (docs/product-spec.md) screens read (_id, resalePrice, mobileNumber, ads…)
 * and add what our screens need (country, city, engineCc, status…). mobileNumber is only in the
 * seller's own answers (ownBikeView): everyone else asks for it (#36).
 */
export const categoryView = (row: Selectable<CategoriesTable>) => ({
  _id: row.id,
  categoryName: row.name,
  svgImg: row.svg_path,
  wi: row.width,
  hi: row.height,
});

const timeOfDay = (date: Date) => date.toISOString().slice(11, 16);

export type BikeWithSeller = Omit<Selectable<BikesTable>, "search" | "mobile_number" | "seller_stars" | "expiry_notice"> & {
  seller_verified: boolean;
  /** [count, sum] of the seller's public reviews from buyers. */
  seller_rating: [number, number];
  category_name: string;
} & Omit<PriceRatingColumns, "status" | "resale_price_cents">;

export const bikeView = (row: BikeWithSeller) => ({
  _id: row.id,
  name: row.name,
  picture: row.picture,
  /** The cover's ~480 px variant for cards (their srcset); null for a single-picture bike. */
  cardPicture: row.card_picture,
  resalePrice: fromCents(row.resale_price_cents),
  originalPrice: fromCents(row.original_price_cents),
  sellerId: row.seller_id,
  sellerName: row.seller_name,
  sellerVerified: row.seller_verified,
  /** The seller's stars from buyers' public reviews; null without any. */
  sellerRating: averageRating(...row.seller_rating),
  location: row.location,
  country: row.country,
  city: row.city,
  /** The known place (GET /api/places); null for a listing from before places that matched none. */
  placeId: row.place_id,
  model: row.model,
  engineCc: row.engine_cc,
  monthsUsed: row.months_used,
  use: row.months_used === null ? "" : pluralize(row.months_used, "month"),
  /** The year of first registration and the mileage in km; null when the seller did not state them. */
  year: row.registration_year,
  mileageKm: row.mileage_km,
  category: row.category_id,
  categoryName: row.category_name,
  condition: row.condition,
  description: row.description,
  status: row.status,
  ads: row.advertised,
  advertisedAt: row.advertised_at?.toISOString() ?? null,
  /** When the listing ends unless renewed (#38). */
  liveUntil: row.live_until.toISOString(),
  time: timeOfDay(row.created_at),
  createdAt: row.created_at.toISOString(),
  /** The fair-price badge and its explanation; null when not for sale or not rated yet. */
  priceRating: priceRatingView(row),
});

/** A browse result: the bike, and within a radius how far it is, in whole km (0 is under 1 km). */
export const browseBikeView = (row: BikeWithSeller & { distance_m?: number }) => {
  const bike = bikeView(row);
  return row.distance_m === undefined ? bike : { ...bike, distanceKm: Math.round(row.distance_m / 1000) };
};

/**
 * A bike as its own seller sees it (their dashboard, and the answers to their edits): a list's
 * fields, the phone number no one else gets without asking, and how many asked for it.
 */
export const ownBikeView = (row: BikeWithSeller & { mobile_number: string; phone_leads: number }) => ({
  ...bikeView(row),
  mobileNumber: row.mobile_number,
  phoneLeads: row.phone_leads,
});

export const bookingView = (row: Selectable<BookingsTable>) => ({
  _id: row.id,
  bikeId: row.bike_id,
  /** Whose bike it is (their page: /seller/:id); null once their account is gone. */
  sellerId: row.seller_id,
  itemName: row.item_name,
  price: fromCents(row.price_cents),
  userName: row.user_name,
  phone: row.phone,
  location: row.location,
  email: row.email,
  paid: row.paid,
  image: row.image,
  createdAt: row.created_at.toISOString(),
  // Where the booking is in its life (lib/bookings/states.ts); `paid` above is state === "paid".
  state: row.state,
  stateReason: row.state_reason,
  stateChangedAt: row.state_changed_at.toISOString(),
});

/** A booking as its bike's seller sees it (GET /api/received-bookings): who booked, how to reach them, its state. */
export const sellerBookingView = (row: Selectable<BookingsTable>) => {
  const { email: _email, ...seen } = bookingView(row);
  return seen;
};

export const userView = (row: Selectable<UsersTable>) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  verified: row.verified,
  verify: row.role === "seller" && row.verified ? "verified" : null,
  createdAt: row.created_at.toISOString(),
});

/** Blogs are selected with their date as 'YYYY-MM-DD' text so no time zone can shift it. */
export const blogView = (row: Omit<Selectable<BlogsTable>, "date" | "created_at"> & { date: string }) => ({
  _id: row.id,
  header: row.header,
  Img: row.img,
  pOne: row.p_one,
  date: row.date,
});
