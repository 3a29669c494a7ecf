import { app } from "./app";
import type { Bindings } from "./env";
import { pages } from "./seo/pages";

export type { AppType } from "./app";
// The Durable Object class wrangler.toml binds as CONVERSATION_ROOMS must be exported by the Worker.
export { ConversationRoom } from "./live/conversation-room";

/**
 * The Worker: /api/* is the Hono app; anything else that reaches the Worker (the UI's files
 * answer first, wrangler.toml [assets]) is seo/pages.ts: the public pages with their <head>
 * filled in, robots.txt, the sitemaps, and the UI for every other path — so a page path never
 * gets an API error and a missing file never gets the UI.
 */
/** What seo/pages.ts writes from the database alone, so it answers even without the UI's files (the bench's Worker). */
const WITHOUT_ASSETS = /^\/(?:robots\.txt|sitemap\.xml|sitemaps\/)/;

const worker = {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const api = pathname === "/api" || pathname.startsWith("/api/");
    if (api || (!env.ASSETS && !WITHOUT_ASSETS.test(pathname))) return app.fetch(request, env, ctx);
    return pages.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;

/** Sentry wraps the Worker only where SENTRY_DSN is set; it is imported on that first request, never locally. */
let reporting: Promise<ExportedHandler<Bindings>> | undefined;

export default {
  fetch(request, env, ctx) {
    if (!env.SENTRY_DSN) return worker.fetch(request, env, ctx);
    reporting ??= import("./lib/sentry").then(({ withErrorReporting }) => withErrorReporting(worker));
    return reporting.then((monitored) => monitored.fetch!(request, env, ctx));
  },
} satisfies ExportedHandler<Bindings>;
