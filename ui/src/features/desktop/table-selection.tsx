import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import { BusyButton } from "../../components/ui/busy-button";
import type { Column } from "../../components/ui/data-table";
import { errorMessage } from "../../lib/api-error";
import { MAX_BULK_IDS } from "../../../../edge-api/src/schemas/bulk-limits";
import { desktop, onDesktopCommand } from "./commands";
import "./desktop.css";

export interface SelectionAction {
  label: string;
  danger?: boolean;
  /** A question to confirm first, given how many are selected. */
  confirm?: (count: number) => string;
  /** Runs the bulk call (one request, all or nothing) and answers the success message. */
  run: (ids: number[]) => Promise<string>;
  /** Applies the change to the loaded rows once the server has made it. */
  applied: (ids: number[]) => void;
}

export interface TableSelection {
  /** Multi-select is the desktop app's: on the website the tables stay as SPEC shows them. */
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

/** The header cell: select or clear every loaded row (mixed when only some are chosen). */
export function SelectAllCheckbox({ selection, noun }: { selection: TableSelection; noun: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.someSelected;
  }, [selection.someSelected]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="select-box"
      aria-label={`Select all loaded ${noun}`}
      checked={selection.allSelected}
      onChange={() => selection.setAll(!selection.allSelected)}
    />
  );
}

/** The checkbox column put in front of a table's columns (none on the website). */
export const selectColumn = (selection: TableSelection, noun: string): Column[] =>
  selection.enabled ? [{ label: "Select", header: <SelectAllCheckbox selection={selection} noun={noun} /> }] : [];

/** A row's first cell: its checkbox (Shift-click selects a range). */
export function SelectRowCell({ selection, id, name, lockedReason }: { selection: TableSelection; id: number; name: string; lockedReason?: string | null }) {
  return (
    <td className="table__select">
      <input
        type="checkbox"
        className="select-box"
        aria-label={`Select ${name}`}
        title={lockedReason ?? undefined}
        disabled={Boolean(lockedReason)}
        checked={selection.selected.has(id)}
        onChange={(event) => selection.toggle(id, (event.nativeEvent as MouseEvent).shiftKey === true)}
      />
    </td>
  );
}

interface SelectionToolbarProps {
  selection: TableSelection;
  noun: string;
  actions: SelectionAction[];
  /** More rows exist beyond the loaded pages: offer to load them all before selecting. */
  hasMore: boolean;
  loadAll: () => Promise<void>;
}

/** What to do with the chosen rows: one bulk request per action, then the table updates in place. */
export function SelectionToolbar({ selection, noun, actions, hasMore, loadAll }: SelectionToolbarProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [pendingSelectAll, setPendingSelectAll] = useState(false);
  const count = selection.selected.size;
  const tooMany = count > MAX_BULK_IDS;

  const perform = async (action: SelectionAction) => {
    const ids = [...selection.selected];
    if (action.confirm && !window.confirm(action.confirm(ids.length))) return;
    setBusy(action.label);
    try {
      toast.success(await action.run(ids));
      action.applied(ids);
      selection.clear();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const selectEverything = async () => {
    setBusy("load-all");
    try {
      await loadAll();
      // The rows arrive with the next render; Select all then covers them (see the effect below).
      setPendingSelectAll(true);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  useEffect(() => {
    if (pendingSelectAll && !hasMore) {
      setPendingSelectAll(false);
      selection.setAll(true);
    }
  }, [pendingSelectAll, hasMore, selection]);

  return (
    <div className="select-bar" role="toolbar" aria-label={`Selected ${noun}`}>
      <span className="select-bar__count" aria-live="polite">
        {count ? `${count} selected` : `Select ${noun} with the checkboxes (Shift-click for a range, Ctrl+Shift+A for all loaded)`}
      </span>
      {tooMany && <span className="field__error">Choose at most {MAX_BULK_IDS} at once.</span>}
      {hasMore && (
        <BusyButton className="btn btn--outline btn--sm" busy={busy === "load-all"} busyLabel="Loading every page" disabled={busy !== null} onClick={() => void selectEverything()}>
          Load and select all
        </BusyButton>
      )}
      {count > 0 && (
        <>
          {actions.map((action) => (
            <BusyButton
              key={action.label}
              className={`btn btn--sm ${action.danger ? "btn--danger" : "btn--dark"}`}
              busy={busy === action.label}
              busyLabel={action.label}
              disabled={tooMany || busy !== null}
              onClick={() => void perform(action)}
            >
              {action.label}
            </BusyButton>
          ))}
          <button type="button" className="btn btn--ghost btn--sm" onClick={selection.clear} disabled={busy !== null} title="Esc">
            Clear selection
          </button>
        </>
      )}
    </div>
  );
}
