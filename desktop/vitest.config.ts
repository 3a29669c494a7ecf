import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The desktop app's logic under plain Node, with the electron API injected (its binary cannot be
 * downloaded here): main-process modules, the preload contract, and the renderer's pure CSV and
 * notification functions. `npm test` runs this after the API tests.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["test/**/*.test.ts"],
    environment: "node",
  },
});
