import { isbot } from "isbot";

/** One bike page view, as the Queue carries it to lib/listing-figures/count-views.ts. */
export interface ViewEvent {
  bikeId: number;
  /** The UTC day it was seen (YYYY-MM-DD): one view per visitor per day. */
  day: string;
  /** Who saw it: `user:<Firebase uid>` when signed in, else a hash of the address and the browser. */
  visitor: string;
  /** The signed-in viewer's Firebase uid: a seller's views of their own listing are not counted. */
  uid: string | null;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The view a page request makes, or null for a crawler (by its user agent, npm isbot). An
 * anonymous visitor is known by a SHA-256 of the day, address and user agent: enough to count them
 * once a day, and nothing that names them is stored.
 */
export async function viewEvent(
  bikeId: number,
  seen: { at: Date; address: string; userAgent: string; uid: string | null },
): Promise<ViewEvent | null> {
  if (!seen.userAgent || isbot(seen.userAgent)) return null;
  const day = seen.at.toISOString().slice(0, 10);
  const visitor = seen.uid
    ? `user:${seen.uid}`
    : `anon:${hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${day}|${seen.address}|${seen.userAgent}`))).slice(0, 32)}`;
  return { bikeId, day, visitor, uid: seen.uid };
}
