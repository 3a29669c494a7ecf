import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The operations scripts (scripts/ops/) under plain Node, run as a user runs them (`npm run …`)
 * against fresh databases on the test stack's Postgres (TEST_DATABASE_URL, from scripts/test.ts).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
