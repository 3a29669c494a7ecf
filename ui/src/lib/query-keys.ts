/**
 * The first part of every query key: which of the server's resources the query reads. Each
 * feature keys its queries under these roots (e.g. features/bikes/api/bike-keys.ts), and a change
 * invalidates the roots it touches, so every list of that resource refreshes, whichever feature
 * shows it (a bike advertised in My products is also a changed card in its category).
 */
export const resource = {
  categories: ["categories"],
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
} as const;

export type ResourceKey = (typeof resource)[keyof typeof resource];
