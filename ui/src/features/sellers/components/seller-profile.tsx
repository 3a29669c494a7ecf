import { VerifiedBadge } from "../../../components/ui/verified-badge";
import type { Seller } from "../../../lib/api-types";
import { pluralize } from "../../../lib/english";
import { formatMonthYear } from "../../../lib/format";
import { Stars } from "../../../components/ui/stars";
import { replyFigureTexts } from "../../../../../edge-api/src/lib/sellers/reply-figure-text";
import "./sellers.css";

/** Who is selling: the seller page's heading, with what a buyer checks first (#36 point 1). */
export function SellerProfile({ seller }: { seller: Seller }) {
  return (
    <header className="page-heading seller-profile">
      <p className="eyebrow">Seller</p>
      <h1>
        {seller.name} {seller.verified && <VerifiedBadge />}
      </h1>
      {!seller.verified && (
        <p className="seller-profile__unverified" role="note">
          MotoMart has not verified this seller yet. Meet in a public place and see the bike and its papers before you pay.
        </p>
      )}
      <ul className="seller-profile__facts">
        <li>
          Member since <time dateTime={seller.memberSince}>{formatMonthYear(seller.memberSince)}</time>
        </li>
        {seller.city && seller.country && <li>{`${seller.city}, ${seller.country}`}</li>}
        <li>{`${pluralize(seller.bikesForSale, "bike")} for sale`}</li>
        <li>{`${seller.sold} sold on MotoMart`}</li>
        <li>
          {seller.rating ? (
            <a href="#seller-reviews-title">
              <Stars value={seller.rating.average} /> {`${seller.rating.average} (${pluralize(seller.rating.count, "review")})`}
            </a>
          ) : (
            "No reviews yet"
          )}
        </li>
        {seller.replies && replyFigureTexts(seller.replies).map((text) => <li key={text}>{text}</li>)}
      </ul>
    </header>
  );
}
