import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

export interface TopSeller {
  name: string;
  verified: boolean;
  listings: number;
  cities: string[];
  picture: string;
}

const SAMPLE_SIZE = "100";
const TOP_COUNT = 4;

/**
 * The sellers with the most available bikes among the newest listings. There is no public
 * sellers endpoint (the seller list is admin-only), so this is read from browse results.
 */
export const useTopSellers = () =>
  useQuery("top-sellers", async () => {
    const page = await unwrap(publicApi.api.bikes.$get({ query: { limit: SAMPLE_SIZE } }));
    const sellers = new Map<string, TopSeller>();
    for (const bike of page.items) {
      const seller = sellers.get(bike.sellerName) ?? { name: bike.sellerName, verified: false, listings: 0, cities: [], picture: bike.picture };
      seller.listings += 1;
      seller.verified ||= bike.sellerVerified;
      if (!seller.cities.includes(bike.city)) seller.cities.push(bike.city);
      sellers.set(bike.sellerName, seller);
    }
    return [...sellers.values()].sort((a, b) => Number(b.verified) - Number(a.verified) || b.listings - a.listings).slice(0, TOP_COUNT);
  });
