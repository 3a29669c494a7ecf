import type { Context } from "hono";
import type { AppEnv } from "../env";
import { logLine } from "../lib/platform/log";
import { edgeCache } from "./edge-cache";
import { adsKey, bikeKeys } from "./edge-policy";

/**
 * Drops the edge cache's copies of bikes that just changed (their API answer and page), in the
 * location that handled the change, before the answer goes back: the seller, or anyone there,
 * sees the change on their next visit. Other locations' copies age out (edge-policy.ts LIFETIMES).
 * `alsoAds`: the home slider's list changed too (an ad started or ended).
 */
export async function purgeBikes(c: Context<AppEnv>, bikeIds: readonly number[], options: { alsoAds?: boolean } = {}): Promise<void> {
  const origin = new URL(c.req.url).origin;
  const keys = [...bikeIds.flatMap((id) => bikeKeys(origin, id)), ...(options.alsoAds ? [adsKey(origin)] : [])];
  try {
    await Promise.all(keys.map((key) => edgeCache().delete(key)));
  } catch (error) {
    // The change itself is saved; the copies age out on their own.
    logLine("warn", "edge cache purge failed", { requestId: c.var.requestId, error: String(error) });
  }
}
