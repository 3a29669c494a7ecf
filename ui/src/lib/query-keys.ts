/**
 * The first part of every query key: which of the server's resources the query reads. Each
 * feature keys its queries under these roots (e.g. features/bikes/api/bike-keys.ts), and a change
 * invalidates the roots it touches, so every list of that resource refreshes, whichever feature
 * shows it (a bike advertised in My products is also a changed card in its category).
 */
export const resource = {
  categories: ["categories"],
  /** The gazetteer's cities (GET /api/places): Add product's city suggestions. */
  places: ["places"],
  bikes: ["bikes"],
  ads: ["ads"],
  blogs: ["blogs"],
  bookings: ["bookings"],
  users: ["users"],
  reports: ["reports"],
  /** What the contact form stored (the admin's Messages screen). */
  messages: ["messages"],
  /** "Ask the seller" conversations: inboxes, threads, unread counts (features/conversations). */
  conversations: ["conversations"],
  /** The caller's saved bikes: the hearts and the Saved bikes page (features/saved-bikes). */
  savedBikes: ["saved-bikes"],
  /** The caller's saved searches: the Saved searches page (features/saved-searches). */
  savedSearches: ["saved-searches"],
  /** The caller's notifications: the header bell and its list (features/notifications). */
  notifications: ["notifications"],
  /** A seller's payout status, earnings, and the platform fee (features/payouts, the Add product form). */
  payouts: ["payouts"],
  /** Every payment and its refund: the admin's Sales page (features/dashboard/sales). */
  sales: ["sales"],
  /** What a seller's ads do: views, saves, reveals, questions, bookings (features/listing-figures). */
  listingFigures: ["listing-figures"],
  /** Sellers' public pages (features/sellers). */
  sellers: ["sellers"],
  /** The caller's email settings: which kinds of email they get (features/email; an unsubscribe link changes them too). */
  emailPreferences: ["email-preferences"],
  /** Mail that kept failing and was given up: the admin's Undelivered email page (features/email). */
  undeliveredEmail: ["undelivered-email"],
} as const;

export type ResourceKey = (typeof resource)[keyof typeof resource];
