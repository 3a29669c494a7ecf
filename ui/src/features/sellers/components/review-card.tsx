import type { ReactNode } from "react";
import { Stars } from "../../../components/ui/stars";
import { formatDate } from "../../../lib/format";

/** One public review as its page and the seller's dashboard show it: stars, author, date, text, then `children` (answer, actions). */
export function ReviewCard({
  review,
  children,
}: {
  review: { stars: number; author: string; publishedAt: string; text: string };
  children?: ReactNode;
}) {
  return (
    <li className="card seller-review">
      <p className="seller-review__head">
        <Stars value={review.stars} /> <strong>{review.author}</strong>{" "}
        <time className="muted" dateTime={review.publishedAt}>
          {formatDate(review.publishedAt)}
        </time>
      </p>
      <p className="seller-review__text">{review.text}</p>
      {children}
    </li>
  );
}
