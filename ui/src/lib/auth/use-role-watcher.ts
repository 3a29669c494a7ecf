import { useAtomValue, useSetAtom } from "jotai";
import { startTransition, useCallback, useEffect } from "react";
import { api } from "../api-client";
import { unwrap } from "../unwrap";
import { authLoadingAtom, roleStateAtom, roleVersionAtom, sessionUserAtom, type AccountState, type Role, type RoleState } from "./atoms";

/**
 * Who the signed-in user is on the server, in one request per session: `GET /api/users/me`
 * answers the user record and all three role flags (the the spec's (docs/product-spec.md) three `users/{role}/{email}`
 * lookups stay on the server for other clients; no screen needs them).
 */
async function lookUpAccount(): Promise<{ role: Role | null; userId: number | null; account: AccountState }> {
  const me = await unwrap(api.api.users.me.$get());
  const role: Role | null = me.isAdmin ? "admin" : me.isSeller ? "seller" : me.isBuyer ? "buyer" : null;
  return { role, userId: me.user?._id ?? null, account: me.account };
}

/** docs/product-spec.md §4 role check: runs only when an email is present; no user-facing error. */
export function useRoleWatcher() {
  const user = useAtomValue(sessionUserAtom);
  const authLoading = useAtomValue(authLoadingAtom);
  const version = useAtomValue(roleVersionAtom);
  const setRoleAtom = useSetAtom(roleStateAtom);
  // As a transition, as the auth state (use-auth-watcher.ts): it may come while a rendered page is being taken over.
  const setRole = useCallback((state: RoleState) => startTransition(() => setRoleAtom(state)), [setRoleAtom]);
  const email = user?.email ?? null;

  useEffect(() => {
    if (authLoading) return;
    if (!email) {
      setRole({ email: null, role: null, userId: null, account: null, loading: false });
      return;
    }
    let live = true;
    setRole({ email, role: null, userId: null, account: null, loading: true });
    lookUpAccount()
      .then((account) => live && setRole({ email, ...account, loading: false }))
      .catch((error: unknown) => {
        console.error("Role lookup failed", error);
        if (live) setRole({ email, role: null, userId: null, account: null, loading: false });
      });
    return () => {
      live = false;
    };
  }, [email, authLoading, version, setRole]);
}
