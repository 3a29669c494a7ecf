// Before any schema is built (lib/zod-jitless.ts).
import "../lib/zod-jitless";
// Global styles first, so component styles (imported by the components) can refine them.
import "./styles/base.css";
import "./styles/ui.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { wasSignedIn } from "../lib/auth/signed-in-hint";
import { afterNextFrame } from "../lib/after-next-frame";
import { markTakingOver, whenTakenOver } from "../lib/taken-over";
import { App } from "./app";
import { queryClient, STALE_MS } from "./query-client";
import { hydrateServerState, readServerState } from "./server-state";

const root = document.getElementById("root")!;

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page the Worker rendered (edge-api/src/seo/rendered-page.ts) is taken over as it is,
// with the answers it was rendered with; any other page (the desktop app's, the dashboard) renders here.
// Once it is taken over, someone signed in asks again for the Worker's own answers
// (lib/auth/signed-in-hint.ts), so a seller sees their change; so does a page kept at the edge.
const serverState = readServerState();
if (serverState && root.firstElementChild) {
  const stale = hydrateServerState(queryClient, serverState, STALE_MS);
  // As a transition, React takes the page over in slices between which the phone stays responsive
  // (one long task otherwise, all of the page's components at once).
  // After the page's first frame, so none of the take-over's work comes before the first paint; a
  // hidden tab paints no frame, hence the timeout.
  markTakingOver();
  afterNextFrame(
    () =>
      startTransition(() => {
        hydrateRoot(root, app);
      }),
    1000,
  );
  if (stale || wasSignedIn()) whenTakenOver(() => void queryClient.invalidateQueries());
} else {
  createRoot(root).render(app);
}
