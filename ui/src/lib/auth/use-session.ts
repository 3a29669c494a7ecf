import { useAtomValue } from "jotai";
import { authLoadingAtom, roleStateAtom, sessionUserAtom } from "./atoms";

/**
 * What screens read about the visitor: the user, their role, their server-side id (`userId`,
 * compared with a bike's `sellerId`), their account's state and whether any of it is still loading.
 */
export function useSession() {
  const user = useAtomValue(sessionUserAtom);
  const authLoading = useAtomValue(authLoadingAtom);
  const roleState = useAtomValue(roleStateAtom);
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
