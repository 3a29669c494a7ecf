import type { DehydratedState } from "@tanstack/react-query";

/**
 * The answers a page was rendered with on the server (app/entry-server.tsx), carried in the page
 * as JSON the browser does not run (the pages' policy allows no inline script), read back before
 * hydrating (app/main.tsx) so the first render in the browser matches the server's.
 */
const STATE_ELEMENT_ID = "motomart-state";

/** The <script> element with the answers; `<` escaped so no text in them can close the element. */
export const serverStateScript = (state: DehydratedState): string =>
  `<script type="application/json" id="${STATE_ELEMENT_ID}">${JSON.stringify(state).replace(/</g, "\\u003c")}</script>`;

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
