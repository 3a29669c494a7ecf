import { firebaseWebConfig } from "../firebase/config";
import { authErrorCode, authErrorMessage, GOOGLE_UNREACHABLE } from "./auth-error-message";

/**
 * Whether the sign-in service (the Auth emulator locally, Firebase's endpoint when deployed) answers
 * at all. A Google popup whose page could not load is simply closed by the user, and Firebase only
 * says "closed": asking tells "the service is down" from "the user changed their mind".
 */
async function signInServiceReachable(timeoutMs = 4000): Promise<boolean> {
  const { emulatorUrl } = firebaseWebConfig(import.meta.env);
  // Both origins are in the page's connect-src (edge-api/src/lib/platform/security-policy.ts); any answer will do.
  const url = emulatorUrl ? `${emulatorUrl}/` : "https://identitytoolkit.googleapis.com/";
  try {
    await fetch(url, { mode: "no-cors", cache: "no-store", signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/** The sentence for a failed Google sign-in (popup or the desktop hand-off page). */
export async function googleSignInErrorMessage(error: unknown): Promise<string> {
  if (authErrorCode(error) === "auth/popup-closed-by-user" && !(await signInServiceReachable())) return GOOGLE_UNREACHABLE;
  return authErrorMessage(error, { google: true });
}
