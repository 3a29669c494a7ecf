import { Link } from "react-router-dom";

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" className="brand__mark">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle cx="18" cy="42" r="9" fill="none" stroke="#f97316" strokeWidth="5" />
      <circle cx="46" cy="42" r="9" fill="none" stroke="#f97316" strokeWidth="5" />
      <path
        d="M18 42l10-16h12l6 16M28 26l-4-6h-6M40 26l4-8h6"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The logo and name, linking home. */
export function Brand() {
  return (
    <Link to="/" className="brand" aria-label="MotoMart home">
      <BrandMark />
      <span className="brand__name">
        Moto<span>Mart</span>
      </span>
    </Link>
  );
}
