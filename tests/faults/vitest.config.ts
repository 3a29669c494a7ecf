import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Fault tests under Node, each file on a local stack of its own (scripts/lib/local-stack.ts) that
 * it breaks on purpose — so they never share the API tests' database or Worker.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
