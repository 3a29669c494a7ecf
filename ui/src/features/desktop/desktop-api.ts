import { api } from "../../lib/api-client";
import type { Bike, Page, UserRecord } from "../../lib/api-types";
import { unwrap } from "../../lib/unwrap";
import type { NewBikeBody } from "../../../../edge-api/src/schemas/bike";

/** POST /api/bikes/bulk: the whole file in one request, saved all-or-nothing. */
export const importBikes = (bikes: NewBikeBody[]) => unwrap(api.api.bikes.bulk.$post({ json: { bikes } }));
export const advertiseBikes = (ids: number[]) => unwrap(api.api.bikes.bulk.ads.$put({ json: { ids } }));
export const deleteBikes = (ids: number[]) => unwrap(api.api.bikes.bulk.$delete({ json: { ids } }));
export const verifySellers = (ids: number[]) => unwrap(api.api.users.bulk.verify.$put({ json: { ids } }));
export const deleteUsers = (ids: number[]) => unwrap(api.api.users.bulk.$delete({ json: { ids } }));
export const fetchActivity = (since: string | null) => unwrap(api.api.activity.$get({ query: since ? { since } : {} }));

/** Every page of a keyset-paginated list (exports and multi-select want the whole list). */
async function allPages<T>(load: (cursor?: string) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await load(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

export const fetchAllMyBikes = (email: string): Promise<Bike[]> =>
  allPages((cursor) => unwrap(api.api.bikes.my.$get({ query: { email, limit: "100", ...(cursor ? { cursor } : {}) } })));

export const fetchAllUsers = (role: "seller" | "buyer"): Promise<UserRecord[]> =>
  allPages((cursor) => unwrap(api.api.users[role].$get({ query: { limit: "100", ...(cursor ? { cursor } : {}) } })));
