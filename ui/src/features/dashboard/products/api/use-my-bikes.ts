import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";
import { useKeysetList } from "../../../../lib/use-keyset-list";

/** docs/product-spec.md §7 GET bikes/my?email=: one page of the seller's own listings (sold ones too). */
export const loadMyBikes = (email: string) => (cursor?: string, limit?: number) =>
  unwrap(api.api.bikes.my.$get({ query: { email, ...pageQuery(cursor, limit) } }));

export const useMyBikes = (email: string | null | undefined) =>
  useKeysetList({ queryKey: [...resource.bikes, "mine", email ?? ""], enabled: Boolean(email), loadPage: loadMyBikes(email ?? "") });
