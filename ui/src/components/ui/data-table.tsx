import { useLayoutEffect, useRef, type ReactNode } from "react";

export interface Column {
  label: string;
  /** Read by screen readers only (picture and action columns). */
  hidden?: boolean;
  /** Shown instead of the label (e.g. a select-all checkbox); the label stays the key. */
  header?: ReactNode;
}

/**
 * What each column's cells are in the phone layout (ui.css, "Tables"): a checkbox, the picture
 * before the first labelled column, the title (that first labelled column), labelled fields, and
 * the row's actions (unlabelled columns after the title).
 */
function cellRoles(columns: Column[]): { role: string; label?: string }[] {
  const title = columns.findIndex((column) => !column.hidden && !column.header);
  return columns.map((column, index) => {
    if (column.header) return { role: "select" };
    if (column.hidden) return { role: index < title ? "media" : "actions" };
    return index === title ? { role: "title" } : { role: "field", label: column.label };
  });
}

/**
 * A table with a caption for screen readers and the given columns. Wide screens scroll it inside
 * its frame; below 720 px each row is a card whose cells carry their column's label.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
  const body = useRef<HTMLTableSectionElement>(null);
  // The rows are each screen's own markup; the cells learn their column here, once for every table.
  // No dependencies: rows come and go (Load more, deletes) with each render of the table.
  useLayoutEffect(() => {
    const roles = cellRoles(columns);
    for (const row of body.current?.rows ?? []) {
      [...row.cells].forEach((cell, index) => {
        const { role, label } = roles[index] ?? { role: "field" };
        cell.dataset.cell = role;
        if (label) cell.dataset.label = label;
        else delete cell.dataset.label;
      });
    }
  });
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.label}>
                {column.header ?? (column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>{children}</tbody>
      </table>
    </div>
  );
}
