import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { VerifiedBadge } from "../../../components/ui/verified-badge";
import { SellerRating } from "../../../components/ui/stars";
import type { Bike } from "../../../lib/api-types";
import { formatDate, formatMileage, formatUsd, truncate } from "../../../lib/format";
import { BikeImage } from "../../../components/ui/bike-image";
import { cardPictureProps } from "../../../components/ui/card-picture";
import { DealBadge } from "./deal-badge";
import { describeDistance } from "./filters";

/** docs/product-spec.md §9: bike cards cut descriptions to 250 characters. */
const BIKE_PREVIEW_CHARS = 250;

/** One bike in a category: picture, $ prices, facts, seller and the actions the page adds. */
export function BikeCard({ bike, actions, eager }: { bike: Bike; actions?: ReactNode; eager?: boolean }) {
  return (
    <article className="card bike-card" aria-labelledby={`bike-${bike._id}-name`}>
      <Link to={`/bike/${bike._id}`} className="bike-card__media" tabIndex={-1} aria-hidden="true">
        {/* The first cards' pictures are a list page's largest paint: fetched first, drawn with the text. */}
        <BikeImage
          {...cardPictureProps(bike)}
          alt=""
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding={eager ? undefined : "async"}
        />
        {/* Worded so it cannot be read as the fair-price rating beside the price (#33). */}
        <span className={`badge badge--${bike.condition} bike-card__condition`}>Condition: {bike.condition}</span>
      </Link>
      <div className="bike-card__body">
        <h2 className="bike-card__name" id={`bike-${bike._id}-name`}>
          <Link to={`/bike/${bike._id}`}>{bike.name}</Link>
        </h2>
        <p className="bike-card__prices">
          <span className="price" aria-label={`Resale price ${formatUsd(bike.resalePrice)}`}>
            {formatUsd(bike.resalePrice)}
          </span>
          <span className="muted">
            Original <s>{formatUsd(bike.originalPrice)}</s>
          </span>
          {bike.priceRating?.rating && <DealBadge rating={bike.priceRating} withTitle />}
        </p>
        <ul className="bike-facts">
          <li>
            <span className="bike-facts__label">Location</span> {bike.location}
          </li>
          {"distanceKm" in bike && bike.distanceKm !== undefined && (
            <li className="bike-facts__keep-label">
              <span className="bike-facts__label">Distance</span> {describeDistance(bike.distanceKm)}
            </li>
          )}
          <li>
            <span className="bike-facts__label">Engine</span> {bike.engineCc} cc
          </li>
          <li className={bike.year === null ? "bike-facts__keep-label" : undefined}>
            <span className="bike-facts__label">Year</span> {bike.year ?? "Not stated"}
          </li>
          <li className={bike.mileageKm === null ? "bike-facts__keep-label" : undefined}>
            <span className="bike-facts__label">Mileage</span> {formatMileage(bike.mileageKm)}
          </li>
          {/* On a phone the year tells the age: months used only when the year is not stated. */}
          <li className={`bike-facts__keep-label${bike.year === null ? "" : " bike-facts__wide-only"}`}>
            <span className="bike-facts__label">Used</span> {bike.use || "Not stated"}
          </li>
          <li>
            <span className="bike-facts__label">Model</span> {bike.model}
          </li>
        </ul>
        <p className="bike-card__text">{truncate(bike.description, BIKE_PREVIEW_CHARS)}</p>
        <p className="bike-card__seller">
          <span>
            Seller:{" "}
            <Link to={`/seller/${bike.sellerId}`} className="bike-card__seller-link">
              <strong>{bike.sellerName}</strong>
            </Link>
          </span>
          {bike.sellerVerified && <VerifiedBadge />}
          <SellerRating rating={bike.sellerRating} />
          <span className="bike-card__time">
            Posted <time dateTime={bike.createdAt}>{formatDate(bike.createdAt)}</time>, {bike.time}
          </span>
        </p>
        {actions && <div className="bike-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
