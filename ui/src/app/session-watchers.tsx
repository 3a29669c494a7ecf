import { useAuthWatcher } from "../lib/auth/use-auth-watcher";
import { useRoleWatcher } from "../lib/auth/use-role-watcher";

/**
 * Follows who is signed in (Firebase's auth state, then the API's account and role) into the jotai
 * atoms. A leaf of its own, not the root: its hooks re-render their component when they subscribe,
 * and a re-render of the root while React is still taking over a page the Worker rendered would
 * throw the parts not yet taken over away and draw them again (app/main.tsx).
 */
export function SessionWatchers() {
  useAuthWatcher();
  useRoleWatcher();
  return null;
}
