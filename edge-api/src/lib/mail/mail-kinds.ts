import type { NotificationKind } from "../../db/database";
import type { MailKind } from "../../schemas/email";

/**
 * The kind of mail each notification is, by default (a call to notify may name another: a booking
 * paid or refunded is about money, lib/bookings/states.ts). Every notification is also mailed;
 * the person's switches decide at sending whether it goes (lib/mail/mail-decision.ts).
 */
export const MAIL_KIND_OF: Record<NotificationKind, MailKind> = {
  message: "messages",
  booking: "bookings",
  booking_state: "bookings",
  payment: "payments",
  payout: "payments",
  price_drop: "saved_bikes",
  bike_sold: "saved_bikes",
  saved_search_match: "saved_searches",
  saved_search_digest: "saved_searches",
  listing_removed: "listings",
  listing_expiry: "listings",
  review_removed: "reviews",
  review_prompt: "reviews",
  review_published: "reviews",
};
