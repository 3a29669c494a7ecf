import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorState } from "../../../components/ui/error-state";
import { LoadMore } from "../../../components/ui/load-more";
import { LoadingBlock } from "../../../components/ui/spinner";
import type { Seller } from "../../../lib/api-types";
import { pluralize } from "../../../lib/english";
import { useSellerReviews } from "../api/use-seller-reviews";
import { Stars } from "../../../components/ui/stars";
import { useSession } from "../../../lib/auth/use-session";
import { AnswerForm } from "./answer-form";
import { ReviewCard } from "./review-card";
import { ReportReviewButton } from "./report-review-button";

/** What buyers said of the seller after paying, newest first, with the seller's answers (#36 point 2). */
export function SellerReviews({ seller }: { seller: Seller }) {
  const reviews = useSellerReviews(String(seller._id));
  // The seller reads their own page with a way to answer each review once.
  const { userId, user } = useSession();
  const own = userId === seller._id;
  return (
    <section className="seller-reviews" aria-labelledby="seller-reviews-title" aria-busy={reviews.loading}>
      <h2 id="seller-reviews-title">
        Reviews
        {seller.rating && (
          <span className="seller-reviews__summary">
            <Stars value={seller.rating.average} /> {`${seller.rating.average} from ${pluralize(seller.rating.count, "review")}`}
          </span>
        )}
      </h2>
      {reviews.loading && <LoadingBlock label="Loading reviews" />}
      {reviews.error && <ErrorState error={reviews.error} onRetry={reviews.reload} />}
      {!reviews.loading && !reviews.error && reviews.items.length === 0 && (
        <EmptyState title="No reviews yet">
          <p>Buyers review a seller after paying for a bike through MotoMart.</p>
        </EmptyState>
      )}
      <ul className="seller-reviews__list" aria-label="Reviews">
        {reviews.items.map((review) => (
          <ReviewCard key={review._id} review={review}>
            {review.answer ? (
              <p className="seller-review__answer">
                <strong>{`${seller.name} answered:`}</strong> {review.answer}
              </p>
            ) : (
              own && <AnswerForm reviewId={review._id} author={review.author} />
            )}
            {user && (
              <div className="seller-review__actions">
                <ReportReviewButton reviewId={review._id} author={review.author} />
              </div>
            )}
          </ReviewCard>
        ))}
      </ul>
      <LoadMore hasMore={reviews.hasMore} loading={reviews.loadingMore} onClick={reviews.loadMore} />
    </section>
  );
}
