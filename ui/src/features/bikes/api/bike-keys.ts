import { resource } from "../../../lib/query-keys";

/** The bikes feature's query keys, under the resources they read. */
export const bikeKeys = {
  category: (id: string) => [...resource.categories, id] as const,
  filterOptions: (categoryId: string, country = "") => [...resource.bikes, "filter-options", categoryId, country] as const,
  count: (categoryId: string, filters: Record<string, string>) => [...resource.bikes, "count", categoryId, filters] as const,
  inCategory: (categoryId: string, filters: Record<string, string>) => [...resource.bikes, "category", categoryId, filters] as const,
  ofSeller: (sellerId: string, sort: string) => [...resource.bikes, "seller", sellerId, sort] as const,
  one: (id: string) => [...resource.bikes, "one", id] as const,
  similar: (id: string) => [...resource.bikes, "similar", id] as const,
};
