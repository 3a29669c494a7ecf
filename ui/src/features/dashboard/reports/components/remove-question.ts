/**
 * What removing a reported listing really takes with it (PUT /api/reports/:id, routes/reports.ts,
 * and the foreign keys in migrations/): the bike and its ad; its bookings stay with their buyers,
 * closed as "Listing removed" (lib/bookings/states.ts); payments and reports stay. The seller is
 * told, with the reason the admin gives (#33).
 */
export const removeListingQuestion = (bikeName: string) => ({
  title: `Remove the listing "${bikeName}"?`,
  intro:
    'The bike and its ad are deleted for everyone and every open report about it is closed; its bookings stay with their buyers as "Listing removed", and they are notified. Payments already made stay on record. The seller is told, with your reason. This cannot be undone.',
});

/** Common reasons, one click each. */
export const REMOVAL_REASONS = [
  "The listing is a scam or asks for payment outside MotoMart.",
  "The photos or description are not of this bike.",
  "The bike is stolen or its papers are not in order.",
  "The listing breaks the rules for what may be sold.",
] as const;

/** Removing a reported review (lib/reviews/review-reports.ts): it leaves the seller's page and rating; its author is told why. */
export const removeReviewQuestion = (author: string) => ({
  title: `Remove ${author}'s review?`,
  intro:
    "The review leaves the seller's page and their rating, and every open report about it is closed. Its author is told, with your reason. This cannot be undone.",
});

/** Common reasons to remove a review, one click each. */
export const REVIEW_REMOVAL_REASONS = [
  "Reviews must be about the sale, not the person.",
  "The review contains insults, threats or personal details.",
  "The review is about a different sale.",
] as const;
