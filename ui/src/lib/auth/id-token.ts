import { loadAuth } from "../firebase/load-auth";

/** The signed-in user's Firebase ID token (refreshed by the SDK when needed), or null. */
export async function getIdToken(): Promise<string | null> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
