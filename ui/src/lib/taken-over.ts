/**
 * When the app has taken the first page over: at once for a page the browser drew itself, and
 * for one the Worker rendered once its screen is hydrated (app/main.tsx). Work that would change
 * what the page shows (asking again for its data) waits for it: done during hydration, the first
 * render in the browser would differ from the server's.
 */
const waiting: (() => void)[] = [];
let takingOver = false;
let takenOver = false;

/** Called by app/main.tsx when it hydrates a page the Worker rendered, before React renders anything. */
export function markTakingOver(): void {
  takingOver = true;
}

/** Called by the screen's outlet once it has committed (components/layout/route-outlet.tsx). */
export function markTakenOver(): void {
  if (takenOver) return;
  takenOver = true;
  // The browser tests wait for this before they act (tests/e2e/support/test.ts).
  document.documentElement.dataset.ready = "";
  for (const run of waiting.splice(0)) run();
}

export function whenTakenOver(run: () => void): void {
  if (takenOver) run();
  else waiting.push(run);
}

/**
 * Whether what renders now is (or is hydrated into) a page the Worker rendered: on the server, and
 * in the browser while such a page is being taken over.
 */
export const inServerDrawnPage = (): boolean => typeof document === "undefined" || (takingOver && !takenOver);
