import { useEffect, useRef } from "react";
import type { Column } from "../ui/data-table";
import type { TableSelection } from "./use-table-selection";
import "./table-selection.css";

/** The header cell: select or clear every loaded row (mixed when only some are chosen). */
function SelectAllCheckbox({ selection, noun }: { selection: TableSelection; noun: string }) {
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
export function SelectRowCell({
  selection,
  id,
  name,
  lockedReason,
}: {
  selection: TableSelection;
  id: number;
  name: string;
  lockedReason?: string | null;
}) {
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
