import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorState } from "../../../components/ui/error-state";
import type { Bike } from "../../../lib/api-types";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBikes } from "../api/use-bikes";
import { useCategory } from "../api/use-category";
import { BrowseResults } from "./browse-results";
import { activeFilterCount, DEFAULT_FILTERS } from "./filters";
import { useUrlFilters } from "./use-url-filters";
import "./bikes.css";

/** docs/product-spec.md §2 category page: the category's bikes, the filter panel and "Load more". */
interface CategoryBikesProps {
  categoryId: string | undefined;
  renderActions: (bike: Bike) => ReactNode;
  /** Beside the heading, from another feature ("Save this search"). */
  headingAction?: ReactNode;
}

export function CategoryBikes({ categoryId, renderActions, headingAction }: CategoryBikesProps) {
  const category = useCategory(categoryId);
  const { values, query, apply } = useUrlFilters();
  const bikes = useBikes(categoryId, query);
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
        {headingAction && <div className="actions-row">{headingAction}</div>}
      </header>

      <BrowseResults
        categoryId={categoryId}
        values={values}
        apply={apply}
        active={active}
        bikes={bikes}
        loading={{ heading: "Loading bikes…", label: "Loading bikes" }}
        renderActions={renderActions}
        empty={
          <EmptyState title={active > 0 ? "No bikes match these filters" : "No bikes in this category yet"}>
            {active > 0 ? (
              <button type="button" className="btn btn--outline" onClick={() => apply({ ...DEFAULT_FILTERS, sort: values.sort })}>
                Clear filters
              </button>
            ) : (
              <p>Check back soon — sellers add new bikes every day.</p>
            )}
          </EmptyState>
        }
      />
    </div>
  );
}
