import { hc } from "hono/client";
import type { AppType } from "../../../edge-api/src/app";
import { getIdToken } from "./auth/id-token";
import { wasSignedIn } from "./auth/signed-in-hint";

/**
/**
 * How API requests are made: the browser's fetch, or, while the Worker renders a page
 * (app/entry-server.tsx), the Worker answering them itself.
 */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);
export const answerApiWith = (handler: typeof fetch) => {
  apiFetch = handler;
};

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
