import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { api } from "../api-client";
import { unwrap } from "../unwrap";
import { authLoadingAtom, roleStateAtom, roleVersionAtom, sessionUserAtom, type Role } from "./atoms";

async function lookUpRole(email: string): Promise<Role | null> {
  const param = { param: { email } };
  const [admin, seller, buyer] = await Promise.all([
    unwrap(api.api.users.admin[":email"].$get(param)),
    unwrap(api.api.users.seller[":email"].$get(param)),
    unwrap(api.api.users.buyer[":email"].$get(param)),
  ]);
  if (admin.isAdmin) return "admin";
  if (seller.isSeller) return "seller";
  if (buyer.isBuyer) return "buyer";
  return null;
}

/** SPEC §4 role check: runs only when an email is present; no user-facing error. */
export function useRoleWatcher() {
  const user = useAtomValue(sessionUserAtom);
  const authLoading = useAtomValue(authLoadingAtom);
  const version = useAtomValue(roleVersionAtom);
  const setRole = useSetAtom(roleStateAtom);
  const email = user?.email ?? null;

  useEffect(() => {
    if (authLoading) return;
    if (!email) {
      setRole({ email: null, role: null, loading: false });
      return;
    }
    let live = true;
    setRole({ email, role: null, loading: true });
    lookUpRole(email)
      .then((role) => live && setRole({ email, role, loading: false }))
      .catch((error: unknown) => {
        console.error("Role lookup failed", error);
        if (live) setRole({ email, role: null, loading: false });
      });
    return () => {
      live = false;
    };
  }, [email, authLoading, version, setRole]);
}
