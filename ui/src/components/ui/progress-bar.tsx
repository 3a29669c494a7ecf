/** docs/product-spec.md §2: the indeterminate progress bar shown while the sign-in state is loading. */
export function ProgressBar({ label }: { label: string }) {
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-busy="true">
      <span className="progress__bar" />
    </div>
  );
}
