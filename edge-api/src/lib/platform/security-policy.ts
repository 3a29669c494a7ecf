/**
 * The origin's security headers, in one place. Two doors serve them:
 * - pages and assets: the UI build writes them into Workers Static Assets' `_headers` file
 *   (`assetHeadersFile`, called by ui/vite.config.ts), so they come with every file, and with
 *   index.html where the Worker serves it through the ASSETS binding (seo/pages.ts: the public
 *   pages and the single-page fallback);
 * - API answers: middleware/security-headers.ts.
 * The pages' CSP is decided at build time because only the build knows what the bundle loads: the
 * Auth emulator's URL or Firebase's auth domain, and Stripe.js only when a publishable key is baked in.
 */

/** Shared by every answer. X-Frame-Options is the older browsers' twin of `frame-ancestors 'none'`. */
export const COMMON_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  // The browsers' default, stated: other sites see our origin, never a page path (listing ids, emails in ?email=).
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Nothing here uses camera, microphone or USB; location only our own page asks for ("Use my
  // location" near a buyer, #38); payment stays for Stripe's frames (Payment Request buttons).
  "Permissions-Policy": 'camera=(), microphone=(), geolocation=(self), usb=(), payment=(self "https://js.stripe.com")',
  "X-Frame-Options": "DENY",
} as const;

/** Deployed (https) only: a year, subdomains too. Browsers ignore it over http, and it is never sent locally. */
export const HSTS = "max-age=31536000; includeSubDomains";

type Directives = Record<string, string[]>;

const serialize = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");

/** JSON and other API answers load nothing and are never framed. */
export const API_CSP = serialize({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] });

/**
 * /api/docs (routes/api-docs.ts): Scalar's script from our origin (ui/vite.config.ts) plus the
 * page's own inline start-up script, allowed by its hash; Scalar styles itself inline; it reads
 * /api/openapi.json.
 */
export const docsPageCsp = (inlineScriptHashes: string[]): string =>
  serialize({
    "default-src": ["'none'"],
    "script-src": ["'self'", ...inlineScriptHashes],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  });

/** What a UI build loads besides its own origin (ui/src/lib/firebase/config.ts, the Stripe key). */
export interface UiBuildLoads {
  /** The Auth emulator's URL in a local build; it then replaces Google's endpoints. */
  authEmulatorUrl?: string;
  /** Firebase's auth domain, whose helper iframe the Google popup sign-in talks through. */
  firebaseAuthDomain: string;
  /** Stripe Elements on the payment page (a publishable key is set). */
  stripe: boolean;
}

/**
 * The UI's policy. Scripts only from our origin (no inline script; index.html has none), plus
 * Google's gapi loader that Firebase's popup sign-in fetches and Stripe.js when used. Styles allow
 * 'unsafe-inline': the toast library (react-hot-toast) writes a runtime <style>, and a style cannot
 * run code. Pictures may be any https URL (a seller's picture link), data: or blob: (photo previews).
 */
function uiContentSecurityPolicy(loads: UiBuildLoads): string {
  const emulator = loads.authEmulatorUrl ? new URL(loads.authEmulatorUrl).origin : undefined;
  const firebase = emulator
    ? { connect: [emulator], frame: [emulator] }
    : {
        connect: ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"],
        frame: [`https://${loads.firebaseAuthDomain}`],
      };
  const stripe = loads.stripe
    ? {
        script: ["https://js.stripe.com", "https://*.js.stripe.com"],
        connect: ["https://api.stripe.com"],
        frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
      }
    : { script: [], connect: [], frame: [] };
  return serialize({
    "default-src": ["'self'"],
    "script-src": ["'self'", "https://apis.google.com", ...stripe.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...firebase.connect, ...stripe.connect],
    "frame-src": [...firebase.frame, ...stripe.frame],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // /desktop-sign-in posts the Google credential to the desktop app's one-time listener on this
    // computer, on a port the app picks (ui/src/features/auth/routes/desktop-sign-in.tsx).
    "form-action": ["'self'", "http://127.0.0.1:*"],
    "frame-ancestors": ["'none'"],
  });
}

/**
 * Cloudflare's `_headers` file (https://developers.cloudflare.com/workers/static-assets/headers/)
 * for a UI build: one rule for every path, so pages, assets and the single-page fallback all get
 * them. `deployed` adds HSTS.
 */
export function assetHeadersFile(loads: UiBuildLoads & { deployed: boolean }): string {
  const headers: Record<string, string> = {
    "Content-Security-Policy": uiContentSecurityPolicy(loads),
    ...COMMON_HEADERS,
    ...(loads.deployed ? { "Strict-Transport-Security": HSTS } : {}),
  };
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "# Written by the UI build from edge-api/src/lib/platform/security-policy.ts; edit that file, not this one.",
    "/*",
    ...lines,
    "",
  ].join("\n");
}
