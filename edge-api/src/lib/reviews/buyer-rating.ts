import { sql } from "kysely";

/**
 * A booking row's buyer's rating from sellers' public reviews, as [count, sum] (reviews_of_buyer_idx),
 * for a statement over `bookings`: the seller deciding on a booking sees how earlier sellers found
 * the buyer.
 */
export const buyerRating = sql<[number, number]>`(SELECT ARRAY[count(*), coalesce(sum(r.stars), 0)]::int[] FROM reviews AS r
  WHERE r.subject_id = bookings.buyer_id AND r.author_role = 'seller' AND r.published_at IS NOT NULL AND r.removed_at IS NULL)`;
