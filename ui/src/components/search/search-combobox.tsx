import { Combobox } from "../ui/combobox";
import { SUGGEST_MIN_LENGTH, useSearchSuggestions } from "../../lib/queries/use-search-suggestions";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** How long typing must pause before suggestions are asked for. */
const SUGGEST_DEBOUNCE_MS = 200;

type Suggestion = { text: string; kind: "brand" | "model" };

export interface SearchComboboxProps {
  inputId: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (click or Enter on it): search for it. */
  onChoose: (suggestion: Suggestion) => void;
  placeholder: string;
}

/**
 * The header's search field with suggestions: up to 8 brands and models as you type, debounced.
 * Enter on a highlighted one searches for it; with none highlighted the form submits what was
 * typed. The field also shows a results page's keyword when opened from a link: that opens no list.
 */
export function SearchCombobox({ inputId, value, onChange, onChoose, placeholder }: SearchComboboxProps) {
  const [typed] = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(typed);
  const items = value.trim().length >= SUGGEST_MIN_LENGTH ? (suggestions.data?.suggestions ?? []) : [];
  return (
    <Combobox<Suggestion>
      value={value}
      onChange={onChange}
      items={items}
      itemKey={(item) => `${item.kind}:${item.text}`}
      renderItem={(item) => (
        <>
          <span>{item.text}</span>
          <span className="combobox__note">{item.kind === "brand" ? "Brand" : "Model"}</span>
        </>
      )}
      onChoose={onChoose}
      listLabel="Suggestions"
      inputProps={{
        id: inputId,
        type: "search",
        className: "input site-search__input",
        enterKeyHint: "search",
        placeholder,
        maxLength: 100,
      }}
    />
  );
}
