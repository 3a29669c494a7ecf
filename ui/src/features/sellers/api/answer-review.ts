import { api } from "../../../lib/api-client";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";

/** POST /api/reviews/:id/answer: the reviewed seller's one public answer. */
export const answerReview = (reviewId: number, text: string) =>
  unwrap(api.api.reviews[":id"].answer.$post({ param: { id: String(reviewId) }, json: { text } }));

/** An answer changes the seller's reviews. */
export const ANSWER_RESOURCES = [resource.sellers] as const;
