import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorState } from "../../../components/ui/error-state";
import { LoadMore } from "../../../components/ui/load-more";
import { LoadingBlock } from "../../../components/ui/spinner";
import type { Bike } from "../../../lib/api-types";
import { pluralize } from "../../../lib/english";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBikes } from "../api/use-bikes";
import { useCategory } from "../api/use-category";
import { BikeCard } from "./bike-card";
import { FilterPanel } from "./filter-panel";
import { activeFilterCount, DEFAULT_FILTERS, SORTS, type Sort } from "./filters";
import { useUrlFilters } from "./use-url-filters";
import "./bikes.css";

/** docs/product-spec.md §2 category page: the category's bikes, the filter panel and "Load more". */
export function CategoryBikes({ categoryId, renderActions }: { categoryId: string | undefined; renderActions: (bike: Bike) => ReactNode }) {
  const category = useCategory(categoryId);
  const { values, query, apply } = useUrlFilters();
  const bikes = useBikes(categoryId, query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = activeFilterCount(values);
  usePageTitle(category.data ? `${category.data.categoryName} bikes` : "Bikes");

  if (category.error) {
    return (
      <div className="container narrow-page">
        <ErrorState error={category.error} onRetry={() => void category.refetch()} />
        <p className="actions-row">
          <Link to="/" className="btn btn--outline">
            Take me home
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="container">
      <header className="page-heading category-heading">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <Link to="/">Home</Link> / <Link to="/#categories">Categories</Link>
        </nav>
        <p className="eyebrow">Category</p>
        <h1>{category.data ? `${category.data.categoryName} bikes for sale` : "Bikes for sale"}</h1>
        <p>Compare prices, engine sizes and conditions. Book the one you like and pay from your dashboard.</p>
      </header>

      <div className="browse">
        <div className={`browse__filters${filtersOpen ? " browse__filters--open" : ""}`} id="bike-filters">
          <FilterPanel
            categoryId={categoryId}
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
              {bikes.loading ? "Loading bikes…" : bikes.hasMore ? `${bikes.items.length}+ bikes` : pluralize(bikes.items.length, "bike")}
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
              <label className="sort">
                <span>Sort by</span>
                <select className="input" value={values.sort} onChange={(event) => apply({ ...values, sort: event.target.value as Sort })}>
                  {SORTS.map((sort) => (
                    <option key={sort.value} value={sort.value}>
                      {sort.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>

          {bikes.loading && <LoadingBlock label="Loading bikes" />}
          {bikes.error && <ErrorState error={bikes.error} onRetry={bikes.reload} />}
          {!bikes.loading && !bikes.error && bikes.items.length === 0 && (
            <EmptyState title={active > 0 ? "No bikes match these filters" : "No bikes in this category yet"}>
              {active > 0 ? (
                <button type="button" className="btn btn--outline" onClick={() => apply({ ...DEFAULT_FILTERS, sort: values.sort })}>
                  Clear filters
                </button>
              ) : (
                <p>Check back soon — sellers add new bikes every day.</p>
              )}
            </EmptyState>
          )}
          <ul className="bike-grid" aria-label="Bikes">
            {bikes.items.map((bike, index) => (
              <li key={bike._id}>
                <BikeCard bike={bike} eager={index < 2} actions={renderActions(bike)} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={bikes.hasMore} loading={bikes.loadingMore} onClick={bikes.loadMore} />
        </section>
      </div>
    </div>
  );
}
