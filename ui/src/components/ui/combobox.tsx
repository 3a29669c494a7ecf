import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import "./combobox.css";

export interface ComboboxProps<Item> {
  value: string;
  onChange: (value: string) => void;
  /** What the list offers for the value typed (the caller fetches and debounces). */
  items: Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** An item was chosen (click, or Enter on the highlighted one). */
  onChoose: (item: Item) => void;
  /** The list's accessible name, e.g. "Suggestions" or "Cities". */
  listLabel: string;
  /** The field's own attributes: id, type, class, placeholder, aria-describedby… */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onKeyDown" | "role">;
  /** Enter with nothing highlighted: let it through (the header's search submits its form). */
  onEnterTyped?: () => void;
}

/**
 * A text field with a list of choices as you type (WAI-ARIA combobox with a listbox popup):
 * ArrowDown/ArrowUp move through the items, Enter chooses the highlighted one, Escape closes the
 * list. It opens only while the person types, so a value set from outside opens nothing.
 */
export function Combobox<Item>({
  value,
  onChange,
  items,
  itemKey,
  renderItem,
  onChoose,
  listLabel,
  inputProps,
  onEnterTyped,
}: ComboboxProps<Item>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (item: Item) => {
    close();
    onChoose(item);
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
      close();
      onEnterTyped?.();
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="combobox">
      <input
        autoComplete="off"
        {...inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          close();
          inputProps?.onBlur?.(event);
        }}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="combobox__list" hidden={!expanded}>
        {expanded &&
          items.map((item, index) => (
            <li
              key={itemKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`combobox__option${index === active ? " combobox__option--active" : ""}`}
              // Keep the focus in the field: the click chooses, the field's blur would close first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              {renderItem(item)}
            </li>
          ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${items.length} suggestions; use the arrow keys to pick one` : ""}
      </span>
    </div>
  );
}
