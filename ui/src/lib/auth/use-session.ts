import { useStore, type PrimitiveAtom } from "jotai";
import { useCallback, useSyncExternalStore } from "react";
import { authLoadingAtom, roleStateAtom, sessionUserAtom } from "./atoms";

/**
 * An atom's value, except while React takes over a page the Worker rendered: then its first value,
 * the one the page was rendered with. A part of the page hydrated after Firebase has answered
 * (its code came later) would otherwise render differently from its HTML, and React would throw the
 * page away; React renders it again with the current value right after.
 */
function useAtomValueAsRendered<T>(atom: PrimitiveAtom<T> & { init: T }): T {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(atom),
    () => atom.init,
  );
}

/**
 * What screens read about the visitor: the user, their role, their server-side id (`userId`,
 * compared with a bike's `sellerId`), their account's state and whether any of it is still loading.
 */
export function useSession() {
  const user = useAtomValueAsRendered(sessionUserAtom);
  const authLoading = useAtomValueAsRendered(authLoadingAtom);
  const roleState = useAtomValueAsRendered(roleStateAtom);
  const roleReady = !authLoading && !roleState.loading && roleState.email === (user?.email ?? null);
  return {
    user,
    authLoading,
    role: roleReady ? roleState.role : null,
    userId: roleReady ? roleState.userId : null,
    /** ready, unfinished (no profile yet) or removed; null while loading or signed out. */
    account: roleReady ? roleState.account : null,
    roleLoading: authLoading || !roleReady,
  };
}
