import { getDefaultStore } from "jotai";
import { loadAuth } from "../firebase/load-auth";
import { authLoadingAtom, roleVersionAtom } from "./atoms";

const store = getDefaultStore();

/**
 * docs/product-spec.md §4: auth loading turns true while creating an account or signing in and false on the
 * next auth state change; a failure (no state change follows) turns it false here.
 */
async function whileSigningIn<T>(step: () => Promise<T>): Promise<T> {
  store.set(authLoadingAtom, true);
  try {
    return await step();
  } catch (error) {
    store.set(authLoadingAtom, false);
    throw error;
  }
}

export function signInWithEmail(email: string, password: string) {
  return whileSigningIn(async () => {
    const sdk = await loadAuth();
    return sdk.signInWithEmailAndPassword(sdk.auth, email, password);
  });
}

export function createAccount(email: string, password: string) {
  return whileSigningIn(async () => {
    const sdk = await loadAuth();
    return sdk.createUserWithEmailAndPassword(sdk.auth, email, password);
  });
}

export async function setDisplayName(displayName: string) {
  const sdk = await loadAuth();
  if (sdk.auth.currentUser) await sdk.updateProfile(sdk.auth.currentUser, { displayName });
}

/** The code a Google sign-in the user cancelled in the desktop app rejects with (nothing to report). */
export const GOOGLE_SIGN_IN_CANCELLED = "auth/desktop-handoff-cancelled";

/**
 * Google sign-in: a popup on the website. The desktop app cannot host Google's page, so there the
 * system browser signs in on the website's /desktop-sign-in page and hands the Google credential
 * back (window.motomartDesktop), and Firebase signs in with it here.
 */
export function signInWithGoogle() {
  return whileSigningIn(async () => {
    const desktop = window.motomartDesktop;
    if (!desktop) {
      const sdk = await loadAuth();
      return sdk.signInWithGooglePopup();
    }
    // The hand-off starts before the SDK loads: the button shows Cancel at once, and a Cancel
    // pressed while the SDK was still loading found nothing to cancel, then the app waited on.
    const handed = await desktop.signInWithGoogle();
    if (!handed) throw Object.assign(new Error("Google sign-in was cancelled."), { code: GOOGLE_SIGN_IN_CANCELLED });
    const sdk = await loadAuth();
    return sdk.signInWithCredential(sdk.auth, sdk.GoogleAuthProvider.credential(handed.idToken, handed.accessToken ?? null));
  });
}

/** Stops the desktop app waiting for the browser (the pending signInWithGoogle rejects as cancelled). */
export function cancelDesktopGoogleSignIn() {
  void window.motomartDesktop?.cancelGoogleSignIn();
}

/** The website's half of the desktop hand-off: Google's popup, then the Google credential itself. */
export async function googleCredentialForDesktop(): Promise<{ idToken: string; accessToken?: string }> {
  const sdk = await loadAuth();
  const result = await sdk.signInWithGooglePopup();
  const credential = sdk.GoogleAuthProvider.credentialFromResult(result);
  if (!credential?.idToken) throw new Error("Google did not hand over a sign-in token. Please try again.");
  return credential.accessToken ? { idToken: credential.idToken, accessToken: credential.accessToken } : { idToken: credential.idToken };
}

export async function signOutUser() {
  const sdk = await loadAuth();
  await sdk.signOut(sdk.auth);
}

/** Ask the server for the role again (after the user record was saved). */
export function refreshRole() {
  store.set(roleVersionAtom, (v) => v + 1);
}
