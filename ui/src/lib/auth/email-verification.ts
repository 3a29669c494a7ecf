import { getDefaultStore } from "jotai";
import { loadAuth } from "../firebase/load-auth";
import { sessionUserAtom } from "./atoms";

/**
 * Email verification: the API lets a seller list bikes only once their ID token says
 * email_verified (edge-api/src/middleware/auth.ts). Locally the Auth emulator "sends" the link
 * (README, Email verification).
 */

/** Sends Firebase's verification link to the signed-in user's address. */
export async function sendVerificationEmail(): Promise<void> {
  const sdk = await loadAuth();
  const user = sdk.auth.currentUser;
  if (!user) throw new Error("Sign in first.");
  // The link leads back to Add product; the desktop app's app:// origin cannot be a continue URL.
  const back = location.protocol.startsWith("http") ? { url: `${location.origin}/dashboard/addproduct` } : undefined;
  await sdk.sendEmailVerification(user, back);
}

/**
 * Asks Firebase whether the address is verified by now and, if so, gets a fresh ID token (the
 * current one still says email_verified false) and updates the session. Returns whether it is.
 */
export async function confirmEmailVerified(): Promise<boolean> {
  const sdk = await loadAuth();
  const user = sdk.auth.currentUser;
  if (!user) return false;
  await user.reload();
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  getDefaultStore().set(sessionUserAtom, (session) => (session?.uid === user.uid ? { ...session, emailVerified: true } : session));
  return true;
}
