import { api } from "../../lib/api-client";
import type { Bike } from "../../lib/api-types";
import { collectPages, pageQuery } from "../../lib/keyset-pages";
import { unwrap } from "../../lib/unwrap";
import type { NewBikeBody } from "../../../../edge-api/src/schemas/bike";

/** POST /api/bikes/bulk: the whole file in one request, saved all-or-nothing. */
export const importBikes = (bikes: NewBikeBody[]) => unwrap(api.api.bikes.bulk.$post({ json: { bikes } }));
export const advertiseBikes = (ids: number[]) => unwrap(api.api.bikes.bulk.ads.$put({ json: { ids } }));
export const deleteBikes = (ids: number[]) => unwrap(api.api.bikes.bulk.$delete({ json: { ids } }));
export const verifySellers = (ids: number[]) => unwrap(api.api.users.bulk.verify.$put({ json: { ids } }));
export const deleteUsers = (ids: number[]) => unwrap(api.api.users.bulk.$delete({ json: { ids } }));
export const fetchActivity = (since: string | null) => unwrap(api.api.activity.$get({ query: since ? { since } : {} }));

/** Every one of the seller's bikes, for the CSV export. */
export const fetchAllMyBikes = (email: string): Promise<Bike[]> =>
  collectPages((cursor, limit) => unwrap(api.api.bikes.my.$get({ query: { email, ...pageQuery(cursor, limit) } })));
