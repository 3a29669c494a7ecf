import { z } from "zod";
import { id, requiredText, wholeNumber } from "../lib/api/fields";

/** A review's text and its answer: at most this many characters (reviews' CHECKs say the same). */
const REVIEW_MAX_LENGTH = 1000;

/** The shared text rule: trimmed, line breaks kept, no control characters. */
const reviewText = (label: string) =>
  requiredText(label, REVIEW_MAX_LENGTH, { multiline: true, tooLong: `${label} must be at most 1,000 characters` });

/** A review as its author writes it: the form's fields (ui/src/components/ui/review-dialog.tsx). */
export const reviewFields = z.object({
  stars: wholeNumber("Stars", 1, 5, { min: "Stars must be 1 to 5", max: "Stars must be 1 to 5" }),
  text: reviewText("Review"),
});

/** POST /api/reviews: the caller reviews the other side of one of their paid bookings. */
export const newReviewBody = reviewFields.extend({ bookingId: id("Booking") });
export type NewReviewBody = z.infer<typeof newReviewBody>;

/** POST /api/reviews/:id/answer: the reviewed person's one public answer. */
export const reviewAnswerBody = z.object({ text: reviewText("Answer") });
