/** The check mark next to a verified seller's name. */
export function VerifiedBadge() {
  return (
    <span className="verified" title="Verified seller" role="img" aria-label="Verified seller">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 1l2.6 2.2 3.4-.4.9 3.3 3 1.7-1.2 3.2 1.2 3.2-3 1.7-.9 3.3-3.4-.4L12 23l-2.6-2.2-3.4.4-.9-3.3-3-1.7L3.3 13 2.1 9.8l3-1.7.9-3.3 3.4.4z"
        />
        <path fill="#fff" d="M10.5 15.6l-3.2-3.2 1.4-1.4 1.8 1.8 4.8-4.8 1.4 1.4z" />
      </svg>
    </span>
  );
}
