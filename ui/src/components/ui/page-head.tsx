import type { ReactNode } from "react";

/** A dashboard screen's title, lead line and actions. */
export function PageHead({ title, lead, actions }: { title: string; lead?: string; actions?: ReactNode }) {
  return (
    <header className="dash-page__head">
      <div>
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
      {actions && <div className="actions-row">{actions}</div>}
    </header>
  );
}
