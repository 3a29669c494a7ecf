import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SearchCombobox } from "../search/search-combobox";
import { SearchIcon } from "./search-icon";

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
        <SearchIcon />
      </button>
    </form>
  );
}
