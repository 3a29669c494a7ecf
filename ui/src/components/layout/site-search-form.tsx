import type { FormHTMLAttributes, ReactNode } from "react";
import { useLocation } from "react-router-dom";

/** The results page's keyword (/bikes?q=…) while it is open, else null: the header's field shows it there. */
export function useResultsKeyword(): string | null {
  const { pathname, search } = useLocation();
  return pathname === "/bikes" ? (new URLSearchParams(search).get("q") ?? "") : null;
}

/**
 * The header's search form around its field (`children`, with id "site-search"): its label and
 * search button. HeaderSearch puts the suggestions' combobox in it; header.tsx's PlainSearch, used
 * when that code cannot load, a plain input.
 */
export function SiteSearchForm({ children, ...form }: { children: ReactNode } & FormHTMLAttributes<HTMLFormElement>) {
  return (
    <form role="search" className="site-search" {...form}>
      <label className="visually-hidden" htmlFor="site-search">
        Search bikes
      </label>
      {children}
      <button type="submit" className="icon-button site-search__button" aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4.3-4.3"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </form>
  );
}
