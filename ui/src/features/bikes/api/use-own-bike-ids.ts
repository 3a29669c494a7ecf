import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/use-session";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

/**
 * The ids of the signed-in seller's bikes, to show the Ads button on their own listings only.
 * Bike answers do not say who owns them, so this reads the seller's own list (newest 100).
 */
export function useOwnBikeIds(): Set<number> {
  const { user, role } = useSession();
  const email = role === "seller" ? user?.email : null;
  const { data } = useQuery(email ? `own-bikes:${email}` : null, async () => {
    const page = await unwrap(api.api.bikes.my.$get({ query: { email: email ?? "", limit: "100" } }));
    return new Set(page.items.map((bike) => bike._id));
  });
  return email && data ? data : new Set();
}
