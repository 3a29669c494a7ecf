// wrangler bundles this file through its alias, which skips ui/tsconfig.json's JSX setting.
/** @jsxRuntime automatic @jsxImportSource react */
// Before any schema is built (lib/zod-jitless.ts), as in the browser (main.tsx).
import "../lib/zod-jitless";
import { AsyncLocalStorage } from "node:async_hooks";
import type * as UiServer from "motomart-ui-server";
import { dehydrate, QueryClient, QueryClientProvider, type Query } from "@tanstack/react-query";
import { renderToReadableStream } from "react-dom/server.edge";
import type { ReactElement } from "react";
import { StaticRouter } from "react-router-dom";
import { answerApiWith } from "../lib/api-client";
import { AppContent } from "./app";
import { STALE_MS } from "./query-client";
import { serverStateScript } from "./server-state";

/**
 * A public page rendered by the Worker (edge-api/src/seo/rendered-page.ts): the same routes and
 * components as in the browser, with the answers of the page's API calls already in it, so a phone
 * paints the page without first running its JavaScript and asking the API. The page renders, the
 * calls it asked for are answered (by the Worker itself), and it renders again with their answers —
 * up to MAX_PASSES times, as a list asks for its filters once its category has arrived.
 */
const MAX_PASSES = 3;

/** The answerer of the render in progress: renders of different requests interleave in one isolate. */
const answerOfRender = new AsyncLocalStorage<typeof fetch>();
answerApiWith(() => answerOfRender.getStore());

/** `enabled` as the query's hook set it (a signed-in only call is off on the server, where nobody is signed in). */
const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
};

/**
 * Renders `url` (a path and query) with API calls answered by `answer`. Null when a call the page
 * needs was not answered: the browser then renders it. A component that fails on the server throws.
 * Each pass is read only once it is all ready, and no boundary is sent apart (`progressiveChunkSize`),
 * so the HTML holds no fallbacks and none of React's inline scripts, which the pages' policy refuses.
 */
export const renderPage: typeof UiServer.renderPage = async (url, answer) => {
  const answerCall: typeof fetch = (input, init) => answer(new Request(new URL(String(input), "http://motomart.internal"), init));
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS, retry: false } } });
  const page = (
    <QueryClientProvider client={client}>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
    </QueryClientProvider>
  );
  try {
    return await answerOfRender.run(answerCall, () => renderPasses(page, client));
  } finally {
    // The page is rendered: its queries (and TanStack's 5-minute gc timers) go with it, not kept by the isolate.
    client.clear();
  }
};

/** The passes of renderPage; the last one's stream and the answers it was rendered with. */
async function renderPasses(page: ReactElement, client: QueryClient): Promise<UiServer.RenderedPage | null> {
  const errors: unknown[] = [];
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const stream = await renderToReadableStream(page, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    });
    await stream.allReady;
    if (errors.length) {
      await stream.cancel();
      throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
    }
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status !== "success" && isEnabled(query));
    if (!waiting.length) return { body: stream, stateScript: serverStateScript(dehydrate(client)) };
    await stream.cancel();
    // A call that failed stays failed (retry: false): the browser then asks for it itself.
    if (waiting.some((query) => query.state.status === "error")) return null;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return null;
}
