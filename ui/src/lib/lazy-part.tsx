import { Suspense, useEffect, useState, type ReactNode } from "react";

/** Says when the part's content has committed: taken over from the Worker's HTML, or rendered. */
function Committed({ onCommit }: { onCommit: (committed: true) => void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}

/**
 * A part of a page whose code loads on its own (React.lazy inside), with `fallback` while it loads.
 *
 * In a page the Worker rendered, React keeps the part's HTML until its code is here and takes it
 * over then. But when the page re-renders the part first (the sign-in state or a fresh answer
 * arriving, both urgent updates), React throws that HTML away and shows the fallback until the
 * code comes: the page jumps twice, and the part's picture paints a second time, later (the
 * largest contentful paint). So until the part's content has committed once, every render gives
 * React the element of the first one, which it leaves as it is; from then on, the current one.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [committed, setCommitted] = useState(false);
  const boundary = (
    <Suspense fallback={fallback}>
      {children}
      <Committed onCommit={setCommitted} />
    </Suspense>
  );
  const [first] = useState(boundary);
  return committed ? boundary : first;
}
