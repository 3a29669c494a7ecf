import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** Where a page with nothing to show sends a buyer next: the bikes for sale and the categories, then `children`. */
export function WaysOn({ children }: { children?: ReactNode }) {
  return (
    <div className="actions-row">
      <Link to="/bikes" className="btn btn--primary">
        See bikes for sale
      </Link>
      <Link to="/#categories" className="btn btn--outline">
        Browse by category
      </Link>
      {children}
    </div>
  );
}
