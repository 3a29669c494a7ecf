import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { jsonForScript } from "../../../edge-api/src/seo/head-tags";

/**
 * The answers a page was rendered with on the server (app/entry-server.tsx), carried in the page
 * as JSON the browser does not run (the pages' policy allows no inline script), read back before
 * hydrating (app/main.tsx) so the first render in the browser matches the server's.
 */
const STATE_ELEMENT_ID = "motomart-state";

/** The <script> element with the answers, escaped as the JSON-LD is (no text in them can close the element). */
export const serverStateScript = (state: DehydratedState): string =>
  `<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForScript(state)}</script>`;

/** The page's server answers, or null when the page was not rendered on the server (the desktop app, a fallback). */
export function readServerState(): DehydratedState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * Puts the page's answers in the query cache. They count as new while React takes the page over:
 * an answer old enough to be asked again would render as being fetched, unlike the page the Worker
 * drew, and React would throw that page away. True when one of them was that old (a page kept at
 * the edge): the caller asks again once the page is taken over.
 */
export function hydrateServerState(client: QueryClient, state: DehydratedState, staleAfterMs: number): boolean {
  const now = Date.now();
  // The server sends answered queries only (entry-server.tsx): each is its data.
  for (const query of state.queries) client.setQueryData(query.queryKey, query.state.data, { updatedAt: now });
  return state.queries.some((query) => now - query.state.dataUpdatedAt > staleAfterMs);
}
