import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** Where the reader was on each history entry (by location.key), for Back and Forward. */
const positions = new Map<string, number>();
/** How long Back waits for a page to grow tall enough (a screen's code or data still arriving). */
const RESTORE_WAIT_MS = 1500;
/** Whether a page was shown since the app loaded (by either layout's outlet). */
let appShowedAPage = false;

/**
 * A new page starts at the top; Back and Forward return to where the reader was on that entry.
 * Lists come back from the query cache (app/query-client.ts) with every page loaded before, so
 * the page is usually tall enough at once. (react-router's <ScrollRestoration> needs a data
 * router; the app uses <BrowserRouter>, see app/app.tsx.)
 */
function useScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(key);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    // Scroll events arrive after the commit that changed the page, so they belong to the entry shown now.
    const save = () => positions.set(shownKey.current, window.scrollY);
    window.addEventListener("scroll", save, { passive: true });
    return () => window.removeEventListener("scroll", save);
  }, []);

  useLayoutEffect(() => {
    shownKey.current = key;
    const firstPage = !appShowedAPage;
    appShowedAPage = true;
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    const saved = navigationType === "POP" ? positions.get(key) : undefined;
    if (saved === undefined) {
      // Changing only the query (filters, sort) keeps the reader where they are. The app's first
      // page opens at the top already, and scrolling there would force a layout mid-load.
      if (!samePage && !firstPage) window.scrollTo({ top: 0 });
      return;
    }
    const started = performance.now();
    let frame = 0;
    const restore = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: saved });
      if (room < saved && performance.now() - started < RESTORE_WAIT_MS) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [key, pathname, navigationType]);
}

/** The hook as a component of its own, which the outlet loads after the first paint (route-outlet.tsx). */
export function ScrollRestoration() {
  useScrollRestoration();
  return null;
}
