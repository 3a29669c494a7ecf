import type { ReactNode } from "react";
import { ErrorState } from "../../../components/ui/error-state";
import { LoadMore } from "../../../components/ui/load-more";
import { LoadingBlock } from "../../../components/ui/spinner";
import type { Bike } from "../../../lib/api-types";
import type { KeysetList } from "../../../lib/use-keyset-list";
import { BikeCard } from "./bike-card";
import { SORTS, type Sort } from "./filters";

/** A list of bikes as browse shows them: progress, a failure with "Try again", `empty`, the cards and "Load more". */
export function BikeList({
  bikes,
  loadingLabel,
  empty,
  renderActions,
}: {
  bikes: KeysetList<Bike>;
  loadingLabel: string;
  empty: ReactNode;
  renderActions: (bike: Bike) => ReactNode;
}) {
  return (
    <>
      {bikes.loading && <LoadingBlock label={loadingLabel} />}
      {bikes.error && <ErrorState error={bikes.error} onRetry={bikes.reload} />}
      {!bikes.loading && !bikes.error && bikes.items.length === 0 && empty}
      <ul className="bike-grid" aria-label="Bikes">
        {bikes.items.map((bike, index) => (
          <li key={bike._id}>
            <BikeCard bike={bike} eager={index < 2} actions={renderActions(bike)} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={bikes.hasMore} loading={bikes.loadingMore} onClick={bikes.loadMore} />
    </>
  );
}

/** Browse's "Sort by" select. */
export function SortSelect({ value, onChange, near = false }: { value: Sort; onChange: (sort: Sort) => void; near?: boolean }) {
  return (
    <label className="sort">
      <span>Sort by</span>
      <select className="input" value={value} onChange={(event) => onChange(event.target.value as Sort)}>
        {/* Nearest first needs somewhere to measure from. */}
        {SORTS.filter((sort) => near || sort.value !== "nearest").map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}
