import type { NotificationKind } from "../../../../../edge-api/src/db/database";

/** Each kind's short heading: the desktop app's notification title, the list's label. */
const KIND_HEADINGS: Record<NotificationKind, string> = {
  message: "New message",
  booking: "New booking",
  booking_state: "Booking update",
  payment: "Payment received",
  price_drop: "Price dropped",
  bike_sold: "Sold",
  saved_search_match: "Saved search",
  saved_search_digest: "Saved search",
  listing_removed: "Listing removed",
  listing_expiry: "Listing ending",
  review_removed: "Review removed",
  review_prompt: "Leave a review",
  review_published: "New review",
  payout: "Payout",
};

/** A kind this build does not know yet (a newer server) still gets a heading. */
export const kindHeading = (kind: string): string => KIND_HEADINGS[kind as NotificationKind] ?? "Notification";
