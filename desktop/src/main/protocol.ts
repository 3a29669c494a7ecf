import { extname, join, normalize, sep } from "node:path";
import { APP_HOST } from "./config";

/** Content types of what a Vite build contains. */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Headers the API proxy passes on; cookies and hop-by-hop headers stay behind. Cache-Control carries
 * a signed-in user's ask for the Worker's own answer rather than the edge cache's (ui/src/lib/api-client.ts),
 * so they see their own changes at once, as on the website.
 */
const FORWARDED_HEADERS = ["accept", "authorization", "cache-control", "content-type", "stripe-signature"];

export interface ProtocolDeps {
  /** The ui build folder (ui/dist, or resources/ui in the packaged app). */
  uiRoot: string;
  apiOrigin: string;
  csp: string;
  /** Reads a file; rejects when it does not exist. */
  readFile: (path: string) => Promise<Uint8Array>;
  /** Electron's net.fetch in the app; any fetch in tests. */
  fetch: (url: string, init: RequestInit & { duplex?: "half" }) => Promise<Response>;
}

const securityHeaders = (csp: string, type: string) => ({
  "Content-Type": type,
  "Content-Security-Policy": csp,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
});

/**
 * The app:// handler: `/api/*` goes to the configured API origin (so the UI's same-origin,
 * relative API calls work unchanged), every other path is a file of the UI build, and a path
 * that is not a file gets index.html (single-page app fallback), each with the CSP header.
 */
export function createAppProtocolHandler(deps: ProtocolDeps) {
  const root = normalize(deps.uiRoot);

  const serveFile = async (pathname: string): Promise<Response> => {
    const decoded = decodeURIComponent(pathname);
    const file = normalize(join(root, decoded));
    if (file !== root && !file.startsWith(root + sep)) return new Response("Not found", { status: 404 });
    const ext = extname(file).toLowerCase();
    try {
      if (!ext) throw new Error("a route, not a file");
      const body = await deps.readFile(file);
      return new Response(body as BodyInit, { status: 200, headers: securityHeaders(deps.csp, TYPES[ext] ?? "application/octet-stream") });
    } catch {
      // A missing asset is a 404; a route like /dashboard/myproduct is the single-page app.
      if (ext && ext !== ".html") return new Response("Not found", { status: 404, headers: securityHeaders(deps.csp, TYPES[".txt"]!) });
      const index = await deps.readFile(join(root, "index.html"));
      return new Response(index as BodyInit, { status: 200, headers: securityHeaders(deps.csp, TYPES[".html"]!) });
    }
  };

  const proxyApi = async (request: Request, url: URL): Promise<Response> => {
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    try {
      return await deps.fetch(`${deps.apiOrigin}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        redirect: "manual",
      });
    } catch {
      return Response.json(
        {
          error: {
            code: "unavailable",
            message: `Cannot reach the MotoMart server at ${deps.apiOrigin}. Check your connection and try again.`,
          },
        },
        { status: 503, headers: { "Retry-After": "5" } },
      );
    }
  };

  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return new Response("Not found", { status: 404 });
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return proxyApi(request, url);
    if (request.method !== "GET" && request.method !== "HEAD") return new Response("Method not allowed", { status: 405 });
    return serveFile(url.pathname);
  };
}
