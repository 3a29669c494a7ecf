import { api } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";

/** POST /api/reviews/:id/report: anyone signed in but its author reports a public review to the admin. */
export const reportReview = (reviewId: number, reason: string) =>
  unwrap(api.api.reviews[":id"].report.$post({ param: { id: String(reviewId) }, json: { reason } }));
