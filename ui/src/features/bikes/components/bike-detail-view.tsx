import { lazy, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { ErrorState } from "../../../components/ui/error-state";
import { LoadingBlock } from "../../../components/ui/spinner";
import { VerifiedBadge } from "../../../components/ui/verified-badge";
import { SellerRating } from "../../../components/ui/stars";
import type { Bike, BikeDetail } from "../../../lib/api-types";
import { formatDate, formatMileage, formatUsd } from "../../../lib/format";
import { AfterFirstPaint } from "../../../lib/after-first-paint";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBike } from "../api/use-bike";
import { OwnerEditLink } from "./owner-edit-link";
import { PhoneNumber } from "./phone-number";
import { DealExplanation } from "./deal-badge";
import { PriceChange } from "./price-change";
import "./bikes.css";
import { BikeImage } from "../../../components/ui/bike-image";
import { notForSaleNotice } from "../../../../../edge-api/src/seo/page-text";
import { replyFigureTexts } from "../../../../../edge-api/src/lib/sellers/reply-figure-text";
import { ShareButton } from "./share-button";
import { MissingBike } from "./missing-bike";
import { SimilarBikes } from "./similar-bikes";
import { ApiRequestError } from "../../../lib/api-error";
import { useCountView } from "../api/count-view";

const BikeGallery = lazy(() => import("./bike-gallery"));

/** The bike's photos in order; a single-picture bike's gallery is its picture. */
const galleryPhotos = (bike: BikeDetail) =>
  bike.photos.length ? bike.photos.map((p) => ({ url: p.url, cardUrl: p.cardUrl })) : [{ url: bike.picture, cardUrl: bike.picture }];

/** The bike detail page: every fact of one listing, the seller's contact and the page's actions. */
export function BikeDetailView({ renderActions }: { renderActions: (bike: Bike) => ReactNode }) {
  const { id } = useParams();
  const { data: bike, isPending, error, refetch } = useBike(id);
  const missing = error instanceof ApiRequestError && error.status === 404;
  useCountView(bike?._id);
  usePageTitle(bike?.name ?? (missing ? "Bike no longer listed" : undefined));

  if (isPending) return <LoadingBlock label="Loading bike" />;
  if (missing) return <MissingBike />;
  if (error || !bike) {
    return (
      <div className="container narrow-page">
        {error && (
          <ErrorState
            error={error}
            onRetry={() => void refetch()}
            actions={
              <Link to="/#categories" className="btn btn--outline">
                Browse other bikes
              </Link>
            }
          />
        )}
      </div>
    );
  }

  const saving = bike.originalPrice - bike.resalePrice;
  const facts: [string, ReactNode][] = [
    ["Condition", <span className={`badge badge--${bike.condition}`}>{bike.condition}</span>],
    ["Model", bike.model],
    ["Engine", `${bike.engineCc} cc`],
    ["Year", bike.year ?? "Not stated"],
    ["Mileage", formatMileage(bike.mileageKm)],
    ["Used", bike.use || "Not stated"],
    ["Location", bike.location],
    ["City", bike.city],
    ["Country", bike.country],
    ["Category", <Link to={`/category/${bike.category}`}>{bike.categoryName}</Link>],
    ["Posted", `${formatDate(bike.createdAt)}, ${bike.time}`],
  ];

  return (
    <div className="container">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/">Home</Link> / <Link to={`/category/${bike.category}`}>{bike.categoryName}</Link> / <span>{bike.name}</span>
      </nav>
      <div className="bike-detail">
        {/* The cover is the page's largest paint: it shows alone first, then the gallery (swiper, ~100 ms of script at 4× CPU) takes its place. */}
        <AfterFirstPaint
          key={bike._id}
          picture={(onLoad, ref) => (
            <BikeImage
              ref={ref}
              className="bike-detail__image"
              src={bike.picture}
              alt={bike.name}
              width={800}
              height={600}
              fetchPriority="high"
              onLoad={onLoad}
            />
          )}
          widget={<BikeGallery name={bike.name} photos={galleryPhotos(bike)} />}
        />
        <div className="bike-detail__info panel">
          {bike.status === "sold" && <p className="badge badge--sold">Sold</p>}
          {/* The same sentence as the page's <head> description (edge-api/src/seo/page-meta.ts). */}
          {notForSaleNotice(bike.status) && (
            <p className="notice notice--warn" role="status">
              {notForSaleNotice(bike.status)}
            </p>
          )}
          <h1>{bike.name}</h1>
          <p className="bike-card__prices">
            <span className="price price--lg">{formatUsd(bike.resalePrice)}</span>
            <span className="muted">
              Original <s>{formatUsd(bike.originalPrice)}</s>
            </span>
            {saving > 0 && <span className="badge badge--success">Save {formatUsd(saving)}</span>}
          </p>
          {bike.priceRating && <DealExplanation rating={bike.priceRating} />}
          <PriceChange change={bike.lastPriceChange} />
          <p className="bike-card__seller">
            <span>
              Seller:{" "}
              <Link to={`/seller/${bike.sellerId}`} className="bike-card__seller-link">
                <strong>{bike.sellerName}</strong>
              </Link>
            </span>
            {bike.sellerVerified && <VerifiedBadge />}
            <SellerRating rating={bike.sellerRating} />
          </p>
          {bike.sellerReplies && <p className="muted bike-detail__replies">{replyFigureTexts(bike.sellerReplies).join(" · ")}</p>}
          <PhoneNumber bike={bike} />
          {bike.status === "available" && <div className="bike-card__actions">{renderActions(bike)}</div>}
          <OwnerEditLink bike={bike} />
          <div className="bike-detail__share">
            <ShareButton
              title={bike.name}
              text={`${bike.name} for ${formatUsd(bike.resalePrice)} on MotoMart`}
              path={`/bike/${bike._id}`}
            />
          </div>
          <dl className="bike-detail__facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <section className="panel bike-detail__description" aria-labelledby="description-title">
        <h2 id="description-title">Description</h2>
        {bike.description.split(/\n+/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      <SimilarBikes bikeId={bike._id} categoryId={bike.category} categoryName={bike.categoryName} />
    </div>
  );
}
