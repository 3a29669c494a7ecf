import { captureException, withSentry } from "@sentry/cloudflare";
import type { Bindings } from "../../env";
import { setErrorReporter } from "./report-error";

/**
 * Sentry around the Worker, only loaded when SENTRY_DSN is set (index.ts imports this lazily, so
 * local runs and tests never evaluate the SDK). Nothing that could carry a token, card number or
 * personal data is collected: no headers, cookies, bodies, query strings or user info.
 */
export function withErrorReporting(handler: ExportedHandler<Bindings>): ExportedHandler<Bindings> {
  setErrorReporter((error, { requestId, method, route, userId }) => {
    captureException(error, { tags: { requestId, method, route: route ?? "unmatched" }, extra: { userId } });
  });
  return withSentry(
    (env: Bindings) => ({
      dsn: env.SENTRY_DSN,
      environment: env.ENVIRONMENT ?? "development",
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      beforeSend(event) {
        if (event.request) event.request = { method: event.request.method, url: event.request.url?.split("?")[0] };
        return event;
      },
    }),
    { ...handler },
  );
}
