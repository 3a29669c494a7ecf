import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { desktop, onDesktopCommand } from "../../lib/desktop/commands";

export interface TableSelection {
  /** Multi-select is the desktop app's: on the website the tables stay as docs/product-spec.md shows them. */
  enabled: boolean;
  selected: ReadonlySet<number>;
  /** Flips one row; with Shift, sets every row from the last one clicked to this one alike. */
  toggle: (id: number, range: boolean) => void;
  allSelected: boolean;
  someSelected: boolean;
  setAll: (on: boolean) => void;
  clear: () => void;
}

/**
 * Checkbox selection over a table's loaded rows. `selectableIds` is in display order (rows that
 * cannot be chosen, such as sold bikes, are left out); rows that leave the list leave the selection.
 */
export function useTableSelection(selectableIds: readonly number[]): TableSelection {
  const enabled = Boolean(desktop());
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const anchor = useRef<number | null>(null);
  const order = useMemo(() => new Map(selectableIds.map((id, index) => [id, index])), [selectableIds]);
  const selected = useMemo(() => new Set([...chosen].filter((id) => order.has(id))), [chosen, order]);

  const toggle = useCallback(
    (id: number, range: boolean) => {
      // Read the anchor now: the state updater runs later, after it has moved to this row.
      const from = range && anchor.current !== null ? order.get(anchor.current) : undefined;
      const to = order.get(id);
      anchor.current = id;
      setChosen((current) => {
        const next = new Set([...current].filter((one) => order.has(one)));
        const on = !next.has(id);
        if (from === undefined || to === undefined) {
          if (on) next.add(id);
          else next.delete(id);
        } else {
          for (const one of selectableIds.slice(Math.min(from, to), Math.max(from, to) + 1)) {
            if (on) next.add(one);
            else next.delete(one);
          }
        }
        return next;
      });
    },
    [order, selectableIds],
  );
  const setAll = useCallback((on: boolean) => setChosen(on ? new Set(selectableIds) : new Set()), [selectableIds]);
  const clear = useCallback(() => setChosen(new Set()), []);

  useEffect(() => {
    if (!enabled) return;
    const offSelectAll = onDesktopCommand("select-all", () => setAll(true));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !document.querySelector("dialog[open]")) clear();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      offSelectAll();
      window.removeEventListener("keydown", onKey);
    };
  }, [enabled, setAll, clear]);

  const allSelected = selectableIds.length > 0 && selected.size === selectableIds.length;
  return { enabled, selected, toggle, allSelected, someSelected: selected.size > 0 && !allSelected, setAll, clear };
}
