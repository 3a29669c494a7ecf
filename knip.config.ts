import type { KnipConfig } from "knip";

/**
 * Unused files, exports, types and dependencies fail `npm test` (its `checks` suite runs
 * `npm run knip`). Entries are what runs: the Worker and what wrangler.toml points at, the UI's
 * index.html, the desktop's esbuild inputs, the commands package.json and the README name, and
 * every test with its runner's config.
 */
const config: KnipConfig = {
  workspaces: {
    ".": {
      entry: [
        // package.json's `exec tsx …` scripts (knip reads no command after `exec`).
        "scripts/{start,test,fuzz}.ts",
        "scripts/bench/run.ts",
        "scripts/bench/*-only.ts",
        // Run by hand, as the README says.
        "scripts/art/generate-images.ts",
        // scripts/test.ts runs these by path (`--config …`) and they read the test stack's settings,
        // so knip takes them, and the tests they pick, as entries instead of loading them.
        "tests/*/vitest.config.ts",
        "tests/e2e/playwright.config.ts",
        "tests/**/*.test.ts",
        "tests/e2e/**/*.spec.ts",
      ],
      project: ["scripts/**/*.{ts,mjs}", "tests/**/*.ts", "*.{js,ts}"],
      vitest: false,
      playwright: false,
      ignoreDependencies: [
        // scripts/lib/auth-emulator.ts starts node_modules/.bin/firebase by path.
        "firebase-tools",
        // The Worker's dependencies (edge-api/package.json), hoisted to the root: tests/api run its
        // code in workerd and import what it imports; the API tests and the bench start it with wrangler.
        "hono",
        "hono-openapi",
        "jose",
        "stripe",
        "@jsquash/jpeg",
        "@jsquash/webp",
        "wrangler",
        "miniflare",
        // lighthouse's own dependency: the bench launches the Chrome lighthouse audits with it.
        "chrome-launcher",
        // vitest's vite: `/// <reference types="vite/client" />` types the tests' `?raw` imports.
        "vite",
      ],
      ignoreBinaries: [
        // `npm run deploy:*`: edge-api's wrangler, hoisted to the root.
        "wrangler",
        // scripts/bench/pooler.ts installs and starts PgBouncer on the bench machine.
        "apt-get",
        "runuser",
      ],
      // wrangler.toml `alias`, as for edge-api below (tests/api/vitest.config.ts applies it to the tests).
      paths: { "motomart-ui-server": ["ui/src/app/entry-server.tsx"] },
    },
    "edge-api": {
      entry: [
        // The photo cleaner Worker (edge-api/photo-cleaner.wrangler.toml `main`); package.json's `main` is the other.
        "src/photo-cleaner/index.ts",
        // wrangler.toml `alias`: what the browser-only packages are, inside the Worker.
        "src/seo/browser-only.cjs",
      ],
      project: ["src/**/*.{ts,cjs}"],
      // wrangler.toml `alias`: the UI's server rendering, bundled into the Worker.
      paths: { "motomart-ui-server": ["../ui/src/app/entry-server.tsx"] },
      ignoreIssues: {
        // kysely-codegen's reading of the schema, kept whole: database.ts checks itself against its DB.
        "src/db/schema.generated.ts": ["types"],
      },
    },
    ui: {
      project: ["src/**/*.{ts,tsx}", "scripts/**/*.ts"],
      // entry-server.tsx checks itself against the Worker's declaration of this module (edge-api/src/seo/ui-server.d.ts).
      paths: { "motomart-ui-server": ["src/app/entry-server.tsx"] },
      // tsconfig.json's `types`, found through its typeRoots (as for tests/api).
      ignoreUnresolved: ["workers-types"],
      ignoreDependencies: [
        // vite.config.ts copies its standalone bundle into the build by path (createRequire().resolve).
        "@scalar/api-reference",
      ],
    },
    desktop: {
      entry: [
        // Run by hand, as the README says.
        "scripts/make-icons.ts",
      ],
      project: ["src/**/*.ts", "test/**/*.ts", "scripts/**/*.ts"],
      ignoreDependencies: [
        // electron-builder's own: test/packaging.test.ts checks electron-builder.yml with its validator.
        "app-builder-lib",
        "yaml",
      ],
    },
  },
};

export default config;
