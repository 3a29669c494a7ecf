import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { assetHeadersFile } from "../edge-api/src/lib/platform/security-policy";
import { firebaseWebConfig } from "./src/lib/firebase/config";

/** Where /api/docs (edge-api/src/routes/api-docs.ts) loads the Scalar reference page's script from. */
const SCALAR_PATH = "/vendor/scalar-api-reference.js";

/**
 * Serves Scalar's standalone bundle from our own origin, so the API reference renders offline
 * and the Worker never carries it: copied into the build (served as a static asset), and
 * answered by the dev server at the same path.
 */
function scalarStandalone(): Plugin {
  const file = createRequire(import.meta.url).resolve("@scalar/api-reference/browser/standalone.js");
  return {
    name: "motomart:scalar-standalone",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: SCALAR_PATH.slice(1), source: readFileSync(file) });
    },
    configureServer(server) {
      server.middlewares.use(SCALAR_PATH, (_request, response) => {
        response.setHeader("Content-Type", "text/javascript; charset=utf-8");
        response.end(readFileSync(file));
      });
    },
  };
}

/**
 * Writes the build's `_headers` (Workers Static Assets; the policy is edge-api/src/lib/platform/security-policy.ts)
 * from the same VITE_* settings the bundle is built with, so the CSP allows the Firebase origins and
 * Stripe.js this bundle really uses. A build wired to the Auth emulator is a local one (npm start,
 * npm test, served over http); any other is for a deployed https origin and gets HSTS.
 */
function securityHeadersFile(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: "motomart:security-headers",
    apply: "build",
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      const firebase = firebaseWebConfig(env);
      const source = assetHeadersFile({
        authEmulatorUrl: firebase.emulatorUrl || undefined,
        firebaseAuthDomain: firebase.options.authDomain,
        stripe: Boolean(env.VITE_STRIPE_PUBLISHABLE_KEY),
        deployed: !firebase.emulatorUrl,
      });
      this.emitFile({ type: "asset", fileName: "_headers", source });
    },
  };
}

/**
 * The screens a phone opens from the public pages: their scripts' own imports are fetched with them
 * when the screen is opened. The dashboard's and the sign-in screens' imports follow their code
 * instead (one more round trip, on a screen a phone opens rarely and the desktop app reads from
 * disk): the list of every screen's files would cost the home page's first load 1 KB
 * (ui/scripts/first-load-size.ts).
 */
const BROWSING_PAGES = ["home", "category", "search", "bike-detail"];
const isBrowsingPage = (chunk: string) => BROWSING_PAGES.some((name) => new RegExp(`(?:^|/)${name}-[\\w-]+\\.js$`).test(chunk));

export default defineConfig({
  plugins: [react(), scalarStandalone(), securityHeadersFile()],
  build: {
    manifest: true,
    sourcemap: false,
    target: "es2022",
    modulePreload: {
      // <link rel="modulepreload"> is in every current browser (Safari since 17).
      polyfill: false,
      resolveDependencies: (chunk, deps) => (isBrowsingPage(chunk) ? deps : []),
    },
    // One stylesheet for the whole UI (12 KB gzip), linked by index.html: a page the Worker rendered
    // is styled at its first paint by one request, not by one per part it shows, and no later
    // screen waits for styles.
    cssCodeSplit: false,
  },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8787",
    },
  },
  preview: {
    proxy: {
      "/api": "http://127.0.0.1:8787",
    },
  },
});
