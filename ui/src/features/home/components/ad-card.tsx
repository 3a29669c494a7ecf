import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { VerifiedBadge } from "../../../components/ui/verified-badge";
import type { AdBike } from "../../../lib/api-types";
import { formatUsd, truncate } from "../../../lib/format";
import { BikeImage } from "../../../components/ui/bike-image";
import { cardPictureProps } from "../../../components/ui/card-picture";

/** docs/product-spec.md §9: the ads slider cuts descriptions to 230 characters. */
const AD_PREVIEW_CHARS = 230;

/** An advertised bike; `actions` are the app's (the heart), as on every other bike card. */
export function AdCard({ ad, actions }: { ad: AdBike; actions?: ReactNode }) {
  return (
    <article className="card ad-card">
      <BikeImage
        className="ad-card__image"
        {...cardPictureProps(ad)}
        alt={ad.name}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      <div className="ad-card__body">
        <p className="badge badge--fair ad-card__tag">Featured</p>
        <h3 className="ad-card__title">
          <Link to={`/bike/${ad._id}`}>{ad.name}</Link>
        </h3>
        <p className="ad-card__prices">
          <span className="price">{formatUsd(ad.resalePrice)}</span>
          <s className="muted">{formatUsd(ad.originalPrice)}</s>
        </p>
        <p className="ad-card__meta">
          {ad.location} · <span className={`badge badge--${ad.condition}`}>Condition: {ad.condition}</span>
        </p>
        <p className="ad-card__text">{truncate(ad.description, AD_PREVIEW_CHARS)}</p>
        <p className="ad-card__seller">
          {ad.sellerName} {ad.sellerVerified && <VerifiedBadge />}
        </p>
        {actions && <div className="ad-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
