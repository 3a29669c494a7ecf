import { api } from "./api-client";
import { resource } from "./query-keys";
import { unwrap } from "./unwrap";

/** POST /api/reviews: the signed-in side of a paid booking reviews the other. */
export const writeReview = (bookingId: number, stars: number, text: string) =>
  unwrap(api.api.reviews.$post({ json: { bookingId, stars, text } }));

/** A review changes both sides' booking lists and the seller's page. */
export const REVIEW_RESOURCES = [resource.bookings, resource.sellers] as const;
