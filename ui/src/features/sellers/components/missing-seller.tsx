import { SELLER_CLOSED } from "../../../../../edge-api/src/seo/page-text";
import { WaysOn } from "../../../components/ui/ways-on";

/**
 * A seller page with no seller: an account that was closed (the API's message says so) or an id
 * that never was one. Says which plainly and offers the bikes for sale instead of an error.
 */
export function MissingSeller({ message }: { message: string }) {
  return (
    <section className="container narrow-page state" aria-labelledby="missing-seller-title">
      <h1 id="missing-seller-title">{message === SELLER_CLOSED ? "This seller's account was closed" : "Seller not found"}</h1>
      <p className="muted">{message} Plenty of other sellers have bikes for sale.</p>
      <WaysOn />
    </section>
  );
}
