import { app } from "./app";
import type { Bindings } from "./env";

export type { AppType } from "./app";

/**
 * The Worker: /api/* is the Hono app; anything else that reaches the Worker (assets normally
 * answer first) is handed to the static UI, so a page path never gets an API error.
 */
const worker = {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/") || !env.ASSETS) return app.fetch(request, env, ctx);
    return env.ASSETS.fetch(request);
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
