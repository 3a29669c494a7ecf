import type { ReactNode } from "react";

export interface Column {
  label: string;
  /** Read by screen readers only (picture and action columns). */
  hidden?: boolean;
  /** Shown instead of the label (e.g. a select-all checkbox); the label stays the key. */
  header?: ReactNode;
}

/** A scrollable table with a caption for screen readers and the given columns. */
export function DataTable({ caption, columns, children }: { caption: string; columns: Column[]; children: ReactNode }) {
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
