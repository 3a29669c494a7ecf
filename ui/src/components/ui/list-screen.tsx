import type { ReactNode } from "react";
import type { KeysetList } from "../../lib/use-keyset-list";
import { ErrorState } from "./error-state";
import { LoadMore } from "./load-more";
import { LoadingBlock } from "./spinner";

/** Loading, error, empty and "Load more" around a keyset list's content. */
export function ListScreen<T>({
  list,
  label,
  empty,
  children,
}: {
  list: KeysetList<T>;
  label: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (list.loading) return <LoadingBlock label={`Loading ${label}`} />;
  if (list.error) return <ErrorState error={list.error} onRetry={list.reload} />;
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      {children}
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} />
    </>
  );
}
