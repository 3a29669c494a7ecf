import { useAtomValue } from "jotai";
import { authLoadingAtom, roleStateAtom, sessionUserAtom } from "./atoms";

/** What screens read about the visitor: the user, their role and whether either is still loading. */
export function useSession() {
  const user = useAtomValue(sessionUserAtom);
  const authLoading = useAtomValue(authLoadingAtom);
  const roleState = useAtomValue(roleStateAtom);
  const roleReady = !authLoading && !roleState.loading && roleState.email === (user?.email ?? null);
  return { user, authLoading, role: roleReady ? roleState.role : null, roleLoading: authLoading || !roleReady };
}
