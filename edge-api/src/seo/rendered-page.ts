import type { Context } from "hono";
import { renderPage } from "motomart-ui-server";
import { app } from "../app";
import { throughEdgeCache } from "../cache/edge-cache";
import { asksFresh } from "../cache/edge-policy";
import type { AppEnv } from "../env";
import { logLine } from "../lib/platform/log";

/** Where index.html leaves the app to the browser; a rendered page fills it. */
const ROOT = '<div id="root"></div>';

/**
 * A public page as phones should get it (#34): the UI's index.html with its <head> filled
 * (`page`), and the page itself rendered inside <div id="root"> by the UI's own components
 * (ui/src/app/entry-server.tsx), streamed, followed by the answers it was rendered with, which the
 * browser takes over instead of asking again. The page's API calls are answered here, through the
 * edge cache as a visitor's would be. When the page cannot be rendered whole, it goes out as
 * before: the browser renders it.
 */
export async function withRenderedApp(c: Context<AppEnv>, page: Response): Promise<Response> {
  const html = await page.text();
  const at = html.indexOf(ROOT);
  if (at < 0) return new Response(html, page);
  const { origin, pathname, search } = new URL(c.req.url);
  // A page asked fresh (a reload) is drawn from fresh answers too.
  const fresh = asksFresh(c.req.raw.headers);
  const answer = (request: Request) => {
    const { pathname: path, search: query } = new URL(request.url);
    const inner = new Request(origin + path + query, request);
    if (fresh) inner.headers.set("Cache-Control", "no-cache");
    return Promise.resolve(throughEdgeCache(inner as never, c.env, c.executionCtx as unknown as ExecutionContext, app.fetch));
  };
  const rendered = await renderPage(pathname + search, answer).catch((error: unknown) => {
    logLine("warn", "page not rendered on the server", { requestId: c.var.requestId, path: pathname, error: String(error) });
    return null;
  });
  if (!rendered) return new Response(html, page);

  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const write = async () => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(html.slice(0, at) + '<div id="root">'));
    writer.releaseLock();
    await rendered.body.pipeTo(writable, { preventClose: true });
    const tail = writable.getWriter();
    await tail.write(encoder.encode("</div>" + rendered.stateScript + html.slice(at + ROOT.length)));
    await tail.close();
  };
  void write().catch((error: unknown) => {
    logLine("error", "rendered page failed while streaming", { requestId: c.var.requestId, path: pathname, error: String(error) });
    return writable.abort(error).catch(() => {});
  });
  return new Response(readable, { status: page.status, headers: page.headers });
}
