// Before any schema is built (lib/zod-jitless.ts), as in the browser (main.tsx).
import "../lib/zod-jitless";
import type * as UiServer from "motomart-ui-server";
import { dehydrate, QueryClient, QueryClientProvider, type Query } from "@tanstack/react-query";
import { renderToReadableStream } from "react-dom/server.edge";
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


/** `enabled` as the query's hook set it (a signed-in only call is off on the server, where nobody is signed in). */
const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
};

/**
 * Renders `url` (a path and query) with API calls answered by `answer`; null when the page cannot
 * be rendered whole (a call failed, a component needs the browser): the browser then renders it.
 */
export const renderPage: typeof UiServer.renderPage = async (url, answer) => {
  answerApiWith((input, init) => answer(new Request(new URL(String(input), "http://motomart.internal"), init)));
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS, retry: false } } });
  const page = (
    <QueryClientProvider client={client}>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
    </QueryClientProvider>
  );
  let failed = false;
  const onError = () => {
    failed = true;
  };
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const stream = await renderToReadableStream(page, { onError });
    await stream.allReady;
    await stream.cancel();
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending" && isEnabled(query));
    if (!waiting.length || failed) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  const unanswered = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== "success" && isEnabled(query));
  if (failed || unanswered) return null;
  const body = await renderToReadableStream(page, { onError });
  return { body, stateScript: serverStateScript(dehydrate(client)) };
};
