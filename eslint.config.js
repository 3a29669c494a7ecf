// ESLint for the whole repo: typescript-eslint's recommended rules, React's hook rules in ui/,
// and the import boundaries that keep the code one-way (ui/src/README.md explains the layers).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = "ui/src/features";
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// Each folder under features/ is a feature; the dashboard's screens are one feature each.
const features = folders(FEATURES).flatMap((name) =>
  name === "dashboard" ? folders(`${FEATURES}/dashboard`).map((screen) => `dashboard/${screen}`) : [name],
);

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "**/release/",
      ".data/",
      "test-results/",
      "playwright-report/",
      "desktop/build/",
      "**/.wrangler/",
      "ui/public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // A timer or handle that a closure reads before it is assigned stays `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // Rejecting control characters in input is deliberate (edge-api/src/lib/api/fields.ts, the desktop hand-off).
      "no-control-regex": "off",
    },
  },
  {
    // Test helpers and the local Stripe stand-in read untyped JSON and form payloads.
    files: ["tests/**/*.ts", "desktop/test/**/*.ts", "scripts/lib/stripe-local.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Browser specs take `test` from support/test.ts, which fails a test on any CSP violation.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@playwright/test", message: "Import test and expect from ./support/test (it fails a test on CSP violations)." }],
        },
      ],
    },
  },
  {
    files: ["ui/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // The app asks in its own dialog, which says what goes with a record (components/ui/confirm-dialog.tsx).
      "no-restricted-globals": ["error", { name: "confirm", message: "Use useConfirm from components/ui/confirm-dialog." }],
      "no-restricted-properties": [
        "error",
        { object: "window", property: "confirm", message: "Use useConfirm from components/ui/confirm-dialog." },
      ],
    },
  },
  {
    files: ["ui/src/**/*.{ts,tsx}", "edge-api/src/**/*.ts", "desktop/src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".d.ts"] })] },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            // app → features → shared, never back.
            ...features.map((feature) => ({
              target: `./${FEATURES}/${feature}`,
              from: `./${FEATURES}`,
              except: [`./${feature}`],
              message: "A feature imports no other feature: move what both need to components/ or lib/, or compose them in app/.",
            })),
            {
              target: ["./ui/src/components", "./ui/src/lib"],
              from: ["./ui/src/features", "./ui/src/app"],
              message: "Shared code (components/, lib/) imports no feature and nothing from app/.",
            },
            { target: `./${FEATURES}`, from: "./ui/src/app", message: "Features import nothing from app/." },
            // The API is deployed alone: it may share its schemas with the UI, never the other way.
            { target: "./edge-api", from: ["./ui", "./desktop"], message: "edge-api imports nothing from ui/ or desktop/." },
          ],
        },
      ],
    },
  },
);
