/**
 * Whether someone was signed in on this browser, known at once on a new page load — before the
 * Firebase SDK has loaded and said so. Public reads carry `Cache-Control: no-cache` then
 * (lib/api-client.ts), so the Worker answers them itself instead of the edge cache: a seller sees
 * their own change in every list at once (edge-api/src/cache/edge-policy.ts). It holds nothing
 * but that yes or no.
 */
const KEY = "motomart:signed-in";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage refused (a privacy setting): the hint is then only as good as this page's session.
    return null;
  }
}

let signedIn = storage()?.getItem(KEY) === "1";

export const wasSignedIn = (): boolean => signedIn;

/** Follows Firebase's auth state (lib/auth/use-auth-watcher.ts). */
export function rememberSignedIn(now: boolean): void {
  signedIn = now;
  try {
    if (now) storage()?.setItem(KEY, "1");
    else storage()?.removeItem(KEY);
  } catch {
    // Storage full or refused: this page still knows.
  }
}
