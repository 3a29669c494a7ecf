import { useId, useState, type KeyboardEvent } from "react";
import { SUGGEST_MIN_LENGTH, useSearchSuggestions } from "../../lib/queries/use-search-suggestions";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import "./search-combobox.css";

/** How long typing must pause before suggestions are asked for. */
const SUGGEST_DEBOUNCE_MS = 200;

export interface SearchComboboxProps {
  inputId: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (click or Enter on it): search for it. */
  onChoose: (suggestion: { text: string; kind: "brand" | "model" }) => void;
  placeholder: string;
}

/**
 * The header's search field with suggestions (WAI-ARIA combobox with a listbox popup): up to 8
 * brands and models as you type, debounced; ArrowDown/ArrowUp move through them, Enter searches
 * for the highlighted one (or, with none highlighted, submits the form with what was typed),
 * Escape closes the list. It opens only while the person types: the field also shows a results
 * page's keyword when that page was opened from a link, and that opens no list.
 */
export function SearchCombobox({ inputId, value, onChange, onChoose, placeholder }: SearchComboboxProps) {
  const listId = useId();
  const [typed] = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(typed);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const items = value.trim().length >= SUGGEST_MIN_LENGTH ? (suggestions.data?.suggestions ?? []) : [];
  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (suggestion: { text: string; kind: "brand" | "model" }) => {
    setOpen(false);
    setActive(-1);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!items.length) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      // From the field, Down goes to the first and Up to the last; past either end, back to the field.
      setActive((current) => {
        const next = current + step;
        if (!expanded) return step > 0 ? 0 : items.length - 1;
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
      });
    } else if (event.key === "Enter" && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === "Enter") {
      // The form searches for what was typed; the list has nothing more to offer.
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="search-combobox">
      <input
        id={inputId}
        type="search"
        className="input site-search__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        maxLength={100}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" className="search-combobox__list" hidden={!expanded}>
        {expanded &&
          items.map((item, index) => (
            <li
              key={`${item.kind}:${item.text}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`search-combobox__option${index === active ? " search-combobox__option--active" : ""}`}
              // Keep the focus in the field: the click chooses, the field's blur would close first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              <span>{item.text}</span>
              <span className="search-combobox__kind">{item.kind === "brand" ? "Brand" : "Model"}</span>
            </li>
          ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${items.length} suggestions; use the arrow keys to pick one` : ""}
      </span>
    </div>
  );
}
