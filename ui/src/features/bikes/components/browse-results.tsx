import { useState, type ReactNode } from "react";
import type { Bike } from "../../../lib/api-types";
import { pluralize } from "../../../lib/english";
import type { useBikes } from "../api/use-bikes";
import { BikeList, SortSelect } from "./bike-list";
import { FilterPanel } from "./filter-panel";
import { countQuery, describeCount, hasCentre, type BikeFilterValues } from "./filters";
import { useBikeCount } from "../api/use-bike-count";
import "./bikes.css";

interface BrowseResultsProps {
  /** The filter panel's category (blank: every category) and keyword (its live count includes it). */
  categoryId: string | undefined;
  keyword?: string;
  values: BikeFilterValues;
  apply: (values: BikeFilterValues) => void;
  /** How many filters narrow the list (the badge and the phone's Filters button). */
  active: number;
  bikes: ReturnType<typeof useBikes>;
  /** While the first page loads: the heading's text and the loading block's label. */
  loading: { heading: string; label: string };
  /** What shows when nothing matches. */
  empty: ReactNode;
  renderActions: (bike: Bike) => ReactNode;
}

/**
 * The filter panel beside the results, their count, sort, the bikes and "Load more": one body for
 * the category page (category-bikes.tsx) and the search results (search-results.tsx).
 */
export function BrowseResults({ categoryId, keyword, values, apply, active, bikes, loading, empty, renderActions }: BrowseResultsProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The heading counts as the filter panel does (the same request): the two never disagree (#33).
  const count = useBikeCount(categoryId, { ...countQuery(values), ...(keyword ? { q: keyword } : {}) });
  const shownCount = bikes.loading
    ? loading.heading
    : count.data && !count.isPlaceholderData
      ? describeCount(count.data)
      : bikes.hasMore
        ? `${bikes.items.length}+ bikes`
        : pluralize(bikes.items.length, "bike");
  return (
    <div className="browse">
      <div className={`browse__filters${filtersOpen ? " browse__filters--open" : ""}`} id="bike-filters">
        <FilterPanel
          categoryId={categoryId}
          keyword={keyword}
          values={values}
          onApply={(next) => {
            apply(next);
            setFiltersOpen(false);
          }}
        />
      </div>

      <section className="browse__results" aria-labelledby="results-title" aria-busy={bikes.loading}>
        <div className="browse__toolbar">
          <h2 id="results-title" className="browse__count">
            {shownCount}
            {active > 0 && <span className="badge badge--fair">{pluralize(active, "filter")}</span>}
          </h2>
          <div className="browse__tools">
            <button
              type="button"
              className="btn btn--outline btn--sm browse__filter-toggle"
              aria-expanded={filtersOpen}
              aria-controls="bike-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              Filters{active > 0 ? ` (${active})` : ""}
            </button>
            <SortSelect value={values.sort} near={hasCentre(values)} onChange={(sort) => apply({ ...values, sort })} />
          </div>
        </div>

        <BikeList bikes={bikes} loadingLabel={loading.label} empty={empty} renderActions={renderActions} />
      </section>
    </div>
  );
}
