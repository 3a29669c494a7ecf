import type { InferResponseType } from "hono/client";
import type { api, publicApi } from "./api-client";

type Public = typeof publicApi.api;
type Private = typeof api.api;

/* Answer shapes, read from the API's own types so the UI cannot drift from the server. */

/** A bike as every list answers it (browse, My products, ads). */
export type Bike = InferResponseType<Public["bikes"]["$get"], 200>["items"][number];
/** One bike's own answer (the bike page): a list's fields and its latest price change. */
export type BikeDetail = InferResponseType<Public["bikes"][":id{[0-9]+}"]["$get"], 200>;
/** A bike in the seller's own list (GET /api/bikes/my): a list's fields, its phone number and leads. */
export type MyBike = InferResponseType<Private["bikes"]["my"]["$get"], 200>["items"][number];
/** A seller's own bike (GET /api/bikes/my/:id): its phone number and leads too. */
export type OwnBike = InferResponseType<Private["bikes"]["my"][":id"]["$get"], 200>;
export type Seller = InferResponseType<Public["sellers"][":id"]["$get"], 200>;
export type AdBike = InferResponseType<Public["ads"]["$get"], 200>[number];
export type Blog = InferResponseType<Public["blogs"][":id"]["$get"], 200>;
export type Booking = InferResponseType<Private["bookings"][":id"]["$get"], 200>;
export type UserRecord = InferResponseType<Private["users"]["seller"]["$get"], 200>["items"][number];
export type Report = InferResponseType<Private["reports"]["$get"], 200>["items"][number];

/** Every keyset-paginated list answers this. */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}
