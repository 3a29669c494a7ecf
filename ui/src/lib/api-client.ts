import { hc } from "hono/client";
import type { AppType } from "../../../edge-api/src/app";
import { getIdToken } from "./auth/id-token";

/** Same-origin API client for public reads: no token, so it never waits for Firebase to load. */
export const publicApi = hc<AppType>("/");

/** Same-origin API client that sends `Authorization: Bearer <Firebase ID token>` when signed in. */
export const api = hc<AppType>("/", {
  headers: async (): Promise<Record<string, string>> => {
    const token = await getIdToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
});
