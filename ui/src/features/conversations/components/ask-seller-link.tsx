import { Link } from "react-router-dom";
import { useSession } from "../../../lib/auth/use-session";

/**
 * "Ask the seller" on a bike page. It leads to the ask page under /dashboard, whose sign-in guard
 * sends a visitor to /login and back. The bike's own seller does not see it.
 */
export function AskSellerLink({ bike }: { bike: { _id: number; name: string; sellerId: number } }) {
  const { userId } = useSession();
  if (userId !== null && userId === bike.sellerId) return null;
  return (
    <Link
      to={`/dashboard/inbox/new?bike=${bike._id}`}
      className="btn btn--outline btn--sm"
      aria-label={`Ask the seller about ${bike.name}`}
    >
      Ask the seller
    </Link>
  );
}
