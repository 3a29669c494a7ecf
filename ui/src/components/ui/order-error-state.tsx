import { Link } from "react-router-dom";
import { ErrorState } from "./error-state";

/** The way back to the buyer's orders, from the pages of one order (payment, receipt). */
export function MyOrdersLink() {
  return (
    <Link to="/dashboard/myorder" className="btn btn--outline">
      Go to My orders
    </Link>
  );
}

/** One order's page that failed to load: the error, "Try again" where it can help, and My orders. */
export function OrderErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return <ErrorState error={error} onRetry={onRetry} actions={<MyOrdersLink />} />;
}
