// Before any schema is built (lib/zod-jitless.ts).
import "../lib/zod-jitless";
// Global styles first, so component styles (imported by the components) can refine them.
import "./styles/base.css";
import "./styles/ui.css";
import { hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { preloadBikeOfPath } from "../features/bikes/api/preload-bike";
import { App } from "./app";
import { queryClient } from "./query-client";
import { readServerState } from "./server-state";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page the Worker rendered (edge-api/src/seo/rendered-page.ts) is taken over as it is,
// with the answers it was rendered with; any other page (the desktop app's, the dashboard) renders here.
const serverState = readServerState();
if (serverState && root.firstElementChild) {
  hydrate(queryClient, serverState);
  hydrateRoot(root, app);
} else {
  preloadBikeOfPath(window.location.pathname);
  createRoot(root).render(app);
}
