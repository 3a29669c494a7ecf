// Before any schema is built (lib/zod-jitless.ts).
import "../lib/zod-jitless";
// Global styles first, so component styles (imported by the components) can refine them.
import "./styles/base.css";
import "./styles/ui.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { preloadBikeOfPath } from "../features/bikes/api/preload-bike";
import { App } from "./app";

preloadBikeOfPath(window.location.pathname);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
