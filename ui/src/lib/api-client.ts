import { hc } from "hono/client";
import type { AppType } from "../../../edge-api/src/app";
import { getIdToken } from "./auth/id-token";
import { wasSignedIn } from "./auth/signed-in-hint";

/**
 * How API requests are made: the browser's fetch, or, while the Worker renders a page
 * (app/entry-server.tsx), the Worker answering them itself. The server gives a lookup rather than a
 * handler, as renders of different requests run at once in one isolate and each has its own.
 */
let renderAnswer: () => typeof fetch | undefined = () => undefined;
export const answerApiWith = (lookup: () => typeof fetch | undefined) => {
  renderAnswer = lookup;
};
const apiFetch: typeof fetch = (input, init) => (renderAnswer() ?? fetch)(input, init);

/**
 * Same-origin API client for public reads: no token, so it never waits for Firebase to load. What
 * everyone shares comes from the edge cache, except for someone signed in on this browser, who
 * asks for the Worker's own answer (lib/auth/signed-in-hint.ts) and so sees their own changes.
 */
export const publicApi = hc<AppType>("/", {
  fetch: ((input, init) => apiFetch(input, init)) as typeof fetch,
  headers: (): Record<string, string> => (wasSignedIn() ? { "Cache-Control": "no-cache" } : {}),
});

/** Same-origin API client that sends `Authorization: Bearer <Firebase ID token>` when signed in. */
export const api = hc<AppType>("/", {
  headers: async (): Promise<Record<string, string>> => {
    const token = await getIdToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
});
