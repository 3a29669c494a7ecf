import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { SearchCombobox } from "../search/search-combobox";
import { SiteSearchForm, useResultsKeyword } from "./site-search-form";

/**
 * The header's search on every public page: submitting, or choosing a suggestion, opens the
 * results page (/bikes?q=…; a model's with its exact model filter too). The header loads it lazily (header.tsx), so the home page's first
 * load does not carry it or its suggestions.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  // On the results page the field shows its keyword; elsewhere what was typed stays.
  const keyword = useResultsKeyword();
  useEffect(() => {
    if (keyword !== null) setText(keyword);
  }, [keyword]);

  const search = (q: string) => {
    const words = q.trim();
    if (words) navigate(`/bikes?q=${encodeURIComponent(words)}`);
  };

  return (
    <SiteSearchForm
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <SearchCombobox
        inputId="site-search"
        value={text}
        onChange={setText}
        onChoose={({ text: choice, kind }) => {
          setText(choice);
          // A model opens that model's bikes, never another one whose words start the same (#33).
          if (kind === "model") navigate(`/bikes?${new URLSearchParams({ q: choice, model: choice }).toString()}`);
          else search(choice);
        }}
        placeholder="Search brands and models"
      />
    </SiteSearchForm>
  );
}
