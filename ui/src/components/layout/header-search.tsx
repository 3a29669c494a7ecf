import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SearchCombobox } from "../search/search-combobox";

/**
 * The header's search on every public page: submitting, or choosing a suggestion, opens the
 * results page (/bikes?q=…). The header loads it lazily (header.tsx), so the home page's first
 * load does not carry it or its suggestions.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState("");
  // On the results page the field shows its keyword; elsewhere what was typed stays.
  const keyword = location.pathname === "/bikes" ? (new URLSearchParams(location.search).get("q") ?? "") : null;
  useEffect(() => {
    if (keyword !== null) setText(keyword);
  }, [keyword]);

  const search = (q: string) => {
    const words = q.trim();
    if (words) navigate(`/bikes?q=${encodeURIComponent(words)}`);
  };

  return (
    <form
      role="search"
      className="site-search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <label className="visually-hidden" htmlFor="site-search">
        Search bikes
      </label>
      <SearchCombobox
        inputId="site-search"
        value={text}
        onChange={setText}
        onChoose={(choice) => {
          setText(choice);
          search(choice);
        }}
        placeholder="Search brands and models"
      />
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
