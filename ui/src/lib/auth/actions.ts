import { getDefaultStore } from "jotai";
import { loadAuth } from "../firebase/load-auth";
import { authLoadingAtom, roleVersionAtom } from "./atoms";

const store = getDefaultStore();

/**
 * SPEC §4: auth loading turns true while creating an account or signing in and false on the
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

export function signInWithGoogle() {
  return whileSigningIn(async () => {
    const sdk = await loadAuth();
    return sdk.signInWithPopup(sdk.auth, new sdk.GoogleAuthProvider());
  });
}

export async function signOutUser() {
  const sdk = await loadAuth();
  await sdk.signOut(sdk.auth);
}

/** Ask the server for the role again (after the user record was saved). */
export function refreshRole() {
  store.set(roleVersionAtom, (v) => v + 1);
}
