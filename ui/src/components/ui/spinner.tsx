/** An accessible busy indicator; `label` is what a screen reader announces. */
export function Spinner({ label = "Loading", size = "md" }: { label?: string; size?: "sm" | "md" }) {
  return (
    <span className={`spinner spinner--${size}`} role="status" aria-label={label}>
      <span className="spinner__ring" aria-hidden="true" />
    </span>
  );
}

/** A spinner centred in its own block, for a whole section or page that is loading. */
export function LoadingBlock({ label = "Loading" }: { label?: string }) {
  return (
    <div className="loading-block">
      <Spinner label={label} />
    </div>
  );
}
