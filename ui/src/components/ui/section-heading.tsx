import type { ReactNode } from "react";

/** An eyebrow, a title and an optional lead line for a page section. */
export function SectionHeading({ eyebrow, title, children, id }: { eyebrow?: string; title: string; children?: ReactNode; id?: string }) {
  return (
    <div className="section-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {children && <p className="section-heading__lead">{children}</p>}
    </div>
  );
}
