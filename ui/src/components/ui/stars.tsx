/** Stars out of five, read out as words ("4.5 out of 5 stars"). */
export function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={`${value} out of 5 stars`}>
      <span aria-hidden="true">{"★".repeat(full) + "☆".repeat(5 - full)}</span>
    </span>
  );
}

/** A rating beside a name (a seller's, or a buyer's on Bookings): stars and how many reviews, or nothing before the first. */
export function SellerRating({ rating }: { rating: { average: number; count: number } | null }) {
  if (!rating) return null;
  return (
    <span className="seller-rating">
      <Stars value={rating.average} /> <span className="muted">{`(${rating.count})`}</span>
    </span>
  );
}
