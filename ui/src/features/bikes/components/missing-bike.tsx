import { Link } from "react-router-dom";
import { WaysOn } from "../../../components/ui/ways-on";

/**
 * A bike page whose bike is gone (sold and taken down, deleted or removed): says so plainly and
 * offers the ways on a buyer wants next, instead of an error. The Worker answers the page with 404;
 * the page's title says "Bike no longer listed" (BikeDetailView).
 */
export function MissingBike() {
  return (
    <section className="container narrow-page state" aria-labelledby="missing-bike-title">
      <h1 id="missing-bike-title">This bike is no longer listed</h1>
      <p className="muted">Its seller may have sold it or taken the ad down. Plenty of others are for sale.</p>
      <WaysOn>
        <Link to="/dashboard/saved-searches" className="btn btn--outline">
          Get alerts for new bikes
        </Link>
      </WaysOn>
    </section>
  );
}
