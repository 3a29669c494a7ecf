import { useMemo, type ReactNode } from "react";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { EmptyState } from "../../../components/ui/empty-state";
import type { Bike } from "../../../lib/api-types";
import { pluralize } from "../../../lib/english";
import { formatMileage, formatUsd } from "../../../lib/format";
import { searchTitle } from "../../../../../edge-api/src/seo/page-text";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSearchBikes, useSearchFacets, useSearchFallback } from "../api/use-search";
import { DidYouMean } from "./did-you-mean";
import { BrowseResults } from "./browse-results";
import { activeFilterCount, filterQuery, readFilters, type BikeFilterValues } from "./filters";
import "./bikes.css";

/** What each narrowing URL parameter is called in the empty state's "remove" buttons. */
const DROPPABLE: Array<[key: string, describe: (value: string) => string]> = [
  ["q", (v) => `Search without “${v}”`],
  ["category", () => "Search every category"],
  ["country", (v) => `Remove country: ${v}`],
  ["city", (v) => `Remove city: ${v}`],
  ["model", (v) => `Remove model: ${v}`],
  ["minCc", (v) => `Remove min ${v} cc`],
  ["maxCc", (v) => `Remove max ${v} cc`],
  ["minYear", (v) => `Remove from year ${v}`],
  ["maxYear", (v) => `Remove to year ${v}`],
  ["maxKm", (v) => `Remove max ${formatMileage(Number(v))}`],
  ["minPrice", (v) => `Remove min price ${formatUsd(Number(v))}`],
  ["maxPrice", (v) => `Remove max price ${formatUsd(Number(v))}`],
  ["maxMonths", (v) => `Remove at most ${pluralize(Number(v), "month")} used`],
  ["minRating", (v) => `Remove seller rating ${v}★ and up`],
];

/**
 * /bikes?q=… — the header search's results across every category (or one, `category`), with the
 * category page's filter panel, sort and "Load more", and how many bikes match in each category.
 * Everything is in the URL, so a search can be shared and reloaded (and saved: `headingAction`).
 */
export function SearchResults({ renderActions, headingAction }: { renderActions: (bike: Bike) => ReactNode; headingAction?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { q, category, values, apiQuery, facetQuery } = useMemo(() => {
    const url = new URLSearchParams(search);
    const q = url.get("q")?.trim() ?? "";
    const category = /^[0-9]+$/.test(url.get("category") ?? "") ? url.get("category")! : "";
    const values = readFilters(url);
    const { sort: _sort, ...narrowing } = filterQuery(values);
    const keyword: Record<string, string> = q ? { q } : {};
    return {
      q,
      category,
      values,
      apiQuery: { ...filterQuery(values), ...keyword, ...(category ? { id: category } : {}) } as Record<string, string>,
      facetQuery: { ...narrowing, ...keyword },
    };
  }, [search]);
  const bikes = useSearchBikes(apiQuery);
  const facets = useSearchFacets(facetQuery);
  // Nothing matches a keyword alone: show what its matching words find instead (#33), said above
  // the results (`instead` keeps what was typed); with other filters the empty state offers to drop them.
  const instead = params.get("instead")?.trim() ?? "";
  const onlyKeyword = [...params.keys()].every((key) => key === "q" || key === "sort" || key === "instead");
  const nothing = Boolean(q) && !bikes.loading && !bikes.error && bikes.items.length === 0;
  const fallback = useSearchFallback(q, nothing && onlyKeyword && !instead);
  usePageTitle(searchTitle(q));

  /** The URL for these filters, keeping the keyword and category (a facet link, the panel's Apply). */
  const urlWith = (next: Record<string, string>, keep: { q?: string; category?: string } = { q, category }) => {
    const out = new URLSearchParams();
    if (keep.q) out.set("q", keep.q);
    if (keep.category) out.set("category", keep.category);
    for (const [key, value] of Object.entries(next)) out.set(key, value);
    return out;
  };
  const apply = (next: BikeFilterValues) => setParams(urlWith(filterQuery(next)));
  const narrowedBy = DROPPABLE.filter(([key]) => params.get(key));
  const drop = (key: string) => {
    const next = new URLSearchParams(search);
    next.delete(key);
    setParams(next);
  };
  const active = activeFilterCount(values) + (category ? 1 : 0);
  const facetLink = (id: string) => `/bikes?${urlWith(filterQuery(values), { q, category: id }).toString()}`;

  const fallenBack = fallback.data?.fallback;
  if (fallenBack && nothing && !instead)
    return <Navigate replace to={`/bikes?${new URLSearchParams({ q: fallenBack.q, instead: q }).toString()}`} />;

  return (
    <div className="container">
      <header className="page-heading category-heading">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <Link to="/">Home</Link> / <span>Search</span>
        </nav>
        <p className="eyebrow">Search</p>
        <h1>{q ? `Bikes matching “${q}”` : "All bikes for sale"}</h1>
        <p>Every category at once. Narrow it down by category and filters, or sort by price.</p>
        {headingAction && <div className="actions-row">{headingAction}</div>}
        {instead && (
          <div className="notice search-instead" role="status">
            <p>
              No bike matches “{instead}”. Showing {q} bikes.
            </p>
            <DidYouMean text={instead} />
          </div>
        )}
      </header>

      <nav className="search-facets" aria-label="Categories">
        <ul className="search-facets__list">
          <li>
            <Link to={facetLink("")} className="search-facets__link" aria-current={category ? undefined : "page"}>
              All categories
            </Link>
          </li>
          {facets.data?.categories.map((facet) => (
            <li key={facet.id}>
              <Link
                to={facetLink(String(facet.id))}
                className="search-facets__link"
                aria-current={category === String(facet.id) ? "page" : undefined}
              >
                {facet.name}{" "}
                <span className="search-facets__count">
                  {facet.count}
                  {facet.capped ? "+" : ""}
                  <span className="visually-hidden">{facet.capped || facet.count !== 1 ? " bikes" : " bike"}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {facets.error && <p className="search-facets__error">Category counts could not be loaded.</p>}
      </nav>

      <BrowseResults
        categoryId={category}
        keyword={q}
        values={values}
        apply={apply}
        active={active}
        bikes={bikes}
        loading={{ heading: "Searching…", label: "Searching bikes" }}
        renderActions={renderActions}
        empty={
          <EmptyState
            title={q ? `No bikes match “${q}”${narrowedBy.length > 1 ? " with these filters" : ""}` : "No bikes match these filters"}
          >
            {narrowedBy.length > 0 ? (
              <>
                <p>Try without one of these:</p>
                <p className="actions-row search-drop">
                  {narrowedBy.map(([key, describe]) => (
                    <button key={key} type="button" className="btn btn--outline btn--sm" onClick={() => drop(key)}>
                      {describe(params.get(key)!)}
                    </button>
                  ))}
                </p>
              </>
            ) : (
              <p>Check back soon — sellers add new bikes every day.</p>
            )}
            {q && <DidYouMean text={q} />}
          </EmptyState>
        }
      />
    </div>
  );
}
