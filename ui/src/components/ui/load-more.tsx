import { BusyButton } from "./busy-button";

/** "Load more" for keyset lists; hidden when there is no next page. */
export function LoadMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="load-more">
      <BusyButton className="btn btn--outline" onClick={onClick} busy={loading} busyLabel="Loading more">
        Load more
      </BusyButton>
    </div>
  );
}
