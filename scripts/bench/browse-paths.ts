/**
 * The category-page requests the UI sends (GET /api/bikes with each sort and filter the panel
 * offers, and the filter options) and a seller page's, with real values from the plan fixture. Shared by the
 * one-at-a-time latency step (latency.ts) and the mixed load (load-mix.ts).
 */
import type { PlanFixture } from "../../tests/support/query-plan-cases";

/** The UI's page size. */
export const PAGE = 12;

function nearPaths(fx: PlanFixture, category: string, keyword: string): Array<[name: string, path: string]> {
  const at = (radius: number) => `lat=${fx.near.lat}&lng=${fx.near.lng}&radius=${radius}`;
  const e = encodeURIComponent;
  return [
    [`near ${fx.city} 50 km, price low→high`, `/api/bikes?${category}&${at(50)}&sort=price_asc`],
    [`near ${fx.city} 50 km, nearest first`, `/api/bikes?${category}&${at(50)}&sort=nearest`],
    [`near ${fx.city} 50 km + q=${keyword}`, `/api/bikes?${category}&${at(50)}&q=${e(keyword)}`],
    [`near ${fx.city} 500 km + q=${keyword}, price high→low`, `/api/bikes?${category}&${at(500)}&q=${e(keyword)}&sort=price_desc`],
    [`near ${fx.city} 500 km, nearest first, all categories`, `/api/bikes?limit=${PAGE}&${at(500)}&sort=nearest`],
    [`near ${fx.city} 500 km + q=${keyword}, nearest first`, `/api/bikes?${category}&${at(500)}&q=${e(keyword)}&sort=nearest`],
  ];
}

export function browsePaths(fx: PlanFixture): Array<[name: string, path: string]> {
  const category = `id=${fx.categoryId}&limit=${PAGE}`;
  const e = encodeURIComponent;
  const keyword = fx.model.split(" ")[0]!;
  return [
    ["category, newest", `/api/bikes?${category}`],
    ["category, price low→high", `/api/bikes?${category}&sort=price_asc`],
    ["category, price high→low", `/api/bikes?${category}&sort=price_desc`],
    [`+ country=${fx.country}`, `/api/bikes?${category}&country=${e(fx.country)}`],
    [`+ city=${fx.city}`, `/api/bikes?${category}&city=${e(fx.city)}`],
    [`+ model=${fx.model}`, `/api/bikes?${category}&model=${e(fx.model)}`],
    ["+ minCc=600", `/api/bikes?${category}&minCc=600`],
    ["+ maxCc=250", `/api/bikes?${category}&maxCc=250`],
    // A range only pricier bikes have, in price order (the filter panel offers 300 and 750 cc).
    ["price low→high + 300–750 cc", `/api/bikes?${category}&sort=price_asc&minCc=300&maxCc=750`],
    ["+ maxPrice=2000", `/api/bikes?${category}&maxPrice=2000`],
    ["+ maxMonths=6", `/api/bikes?${category}&maxMonths=6`],
    // "Seller rating 4★ and up" (#36).
    ["+ minRating=4", `/api/bikes?${category}&minRating=4`],
    ["price low→high + minRating=4", `/api/bikes?${category}&sort=price_asc&minRating=4`],
    // Year, mileage and a least price (#38), alone and with a keyword or the price order.
    ["+ minYear=2020", `/api/bikes?${category}&minYear=2020`],
    ["+ 2015–2018", `/api/bikes?${category}&minYear=2015&maxYear=2018`],
    ["+ maxKm=10000", `/api/bikes?${category}&maxKm=10000`],
    ["price low→high + maxKm=20000", `/api/bikes?${category}&sort=price_asc&maxKm=20000`],
    ["+ minPrice=5000", `/api/bikes?${category}&minPrice=5000`],
    ["price low→high + minPrice=3000", `/api/bikes?${category}&sort=price_asc&minPrice=3000`],
    [`+ q=${keyword} + minYear=2020`, `/api/bikes?${category}&q=${e(keyword)}&minYear=2020`],
    [`+ q=${keyword} + maxKm=10000`, `/api/bikes?${category}&q=${e(keyword)}&maxKm=10000`],
    [`+ q=${keyword}`, `/api/bikes?${category}&q=${e(keyword)}`],
    // A brand other categories have and this one does not: a realistic search that used to walk the whole category.
    [`+ q=${fx.rareKeyword} (none in the category)`, `/api/bikes?${category}&q=${e(fx.rareKeyword)}`],
    [`price low→high + q=${fx.rareKeyword}`, `/api/bikes?${category}&sort=price_asc&q=${e(fx.rareKeyword)}`],
    // Near the city (#38): a radius with the price order and a keyword, and nearest first.
    ...nearPaths(fx, category, keyword),
    ["filter options", `/api/bikes/filters?id=${fx.categoryId}`],
    // A bike page's similar bikes for sale (#38).
    ["similar bikes", `/api/bikes/${fx.deepId}/similar`],
    // A seller's page (#36): who they are, their reviews and their bikes for sale.
    ["seller page", `/api/sellers/${fx.sellerId}`],
    ["seller's reviews", `/api/sellers/${fx.sellerId}/reviews?limit=10`],
    ["seller's bikes", `/api/bikes?seller=${fx.sellerId}&limit=${PAGE}`],
  ];
}
