import { useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/**
 * GET /api/users/me/seller-setup (seller): the steps still between a seller and buyers who can pay
 * them. Asked again on every visit (a step may have been done elsewhere: Stripe's onboarding, the
 * email's link), and with the token's verified state in its key, so verifying shows at once.
 */
export const useSellerSetup = (enabled: boolean, emailVerified: boolean) =>
  useQuery({
    queryKey: [...resource.bikes, "seller-setup", emailVerified],
    queryFn: () => unwrap(api.api.users.me["seller-setup"].$get()),
    enabled,
    staleTime: 0,
  });
