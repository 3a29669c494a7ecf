import { useEffect, useId, useState } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** How long typing must pause before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The admin lists' search (#33 point 8): a field whose text, once typing pauses, goes to the list's
 * `?q=` (name or email contains it). `onSearch` gets the settled, trimmed text; "" shows all.
 */
export function ListSearch({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [settled] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <div className="list-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
