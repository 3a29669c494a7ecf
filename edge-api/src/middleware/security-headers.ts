import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";
import { API_CSP, COMMON_HEADERS, docsPageCsp, HSTS } from "../lib/platform/security-policy";
import { DEPLOYED } from "./config-guard";

/**
 * Hono's secure headers (its defaults: COOP/CORP same-origin, no X-Powered-By, …) with the values
 * the whole origin shares taken from lib/platform/security-policy.ts, where the pages' `_headers` come from
 * too. HSTS only on a deployed (https) worker; `npm start` and `npm test` serve http://127.0.0.1.
 */
const honoSecureHeaders = (deployed: boolean) =>
  secureHeaders({
    referrerPolicy: false,
    xFrameOptions: false,
    xContentTypeOptions: false,
    strictTransportSecurity: deployed ? HSTS : false,
  });
const forDeployed = honoSecureHeaders(true);
const forLocal = honoSecureHeaders(false);

/** `'sha256-…'` sources for the inline <script> bodies of a page we render (only /api/docs does). */
async function inlineScriptHashes(html: string): Promise<string[]> {
  const bodies = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  return Promise.all(
    bodies.map(async (body) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
      return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    }),
  );
}

/**
 * Every API answer, errors included: JSON gets a policy that loads nothing; an HTML page its own (lib/platform/security-policy.ts).
 * Set on the answer's own headers, as Hono's secureHeaders does: after the handler, each c.header()
 * copies the whole Response and its Headers, and destroying those copies was a large part of the
 * isolate's garbage collections (docs/benchmarks.md, "Where the p99 tail comes from").
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await (DEPLOYED.has(c.env.ENVIRONMENT ?? "") ? forDeployed : forLocal)(c, next);
  for (const [name, value] of Object.entries(COMMON_HEADERS)) c.res.headers.set(name, value);
  const html = c.res.headers.get("Content-Type")?.startsWith("text/html");
  c.res.headers.set("Content-Security-Policy", html ? docsPageCsp(await inlineScriptHashes(await c.res.clone().text())) : API_CSP);
});
