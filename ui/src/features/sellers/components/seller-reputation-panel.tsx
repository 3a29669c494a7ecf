import { Link } from "react-router-dom";
import { ErrorState } from "../../../components/ui/error-state";
import { LoadingBlock } from "../../../components/ui/spinner";
import { Stars } from "../../../components/ui/stars";
import { useSession } from "../../../lib/auth/use-session";
import { pluralize } from "../../../lib/english";
import { replyFigureTexts } from "../../../../../edge-api/src/lib/sellers/reply-figure-text";
import { useSeller } from "../api/use-seller";
import { useSellerReviews } from "../api/use-seller-reviews";
import { ReviewCard } from "./review-card";
import "./sellers.css";

/** How many of the newest reviews the dashboard shows; the rest are on the seller's page. */
const RECENT_REVIEWS = 3;

/**
 * A seller's standing as buyers see it, on their dashboard (web and desktop app): their stars,
 * how they reply, and the newest reviews, with the way to their public page to answer them.
 * A new review also arrives as a notification (the desktop app raises it natively).
 */
export function SellerReputationPanel() {
  const { userId } = useSession();
  const id = userId === null ? undefined : String(userId);
  const seller = useSeller(id);
  const reviews = useSellerReviews(id);

  if (seller.isPending || reviews.loading) return <LoadingBlock label="Loading your reviews" />;
  if (seller.error) return <ErrorState error={seller.error} onRetry={() => void seller.refetch()} />;
  const { rating, replies } = seller.data;
  const recent = reviews.items.slice(0, RECENT_REVIEWS);
  return (
    <section className="panel seller-reputation" aria-labelledby="seller-reputation-title">
      <h2 id="seller-reputation-title">What buyers see of you</h2>
      <ul className="seller-profile__facts">
        <li>
          {rating ? (
            <>
              <Stars value={rating.average} /> {`${rating.average} from ${pluralize(rating.count, "review")}`}
            </>
          ) : (
            "No reviews yet: buyers review you after paying for a bike."
          )}
        </li>
        {replies ? (
          replyFigureTexts(replies).map((text) => <li key={text}>{text}</li>)
        ) : (
          <li>Your reply figures show once three buyers have asked you something.</li>
        )}
      </ul>
      {reviews.error && <ErrorState error={reviews.error} onRetry={reviews.reload} />}
      {recent.length > 0 && (
        <ul className="seller-reviews__list" aria-label="Your newest reviews">
          {recent.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </ul>
      )}
      <p>
        <Link to={`/seller/${seller.data._id}`}>See your seller page and answer reviews →</Link>
      </p>
    </section>
  );
}
