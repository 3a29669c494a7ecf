/**
 * Everything the UI uses from the Firebase SDK, initialised once. Only ever loaded through
 * `loadAuth()` (a dynamic import) so Firebase stays out of the first JavaScript the home page needs.
 */
import { initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithPopup,
} from "firebase/auth";
import { firebaseWebConfig } from "./config";

const { options, emulatorUrl } = firebaseWebConfig(import.meta.env);

/**
 * getAuth()'s persistence, without its popup resolver: that resolver loads Google's sign-in scripts
 * (apis.google.com and an iframe) on every page that asks who is signed in. Only a Google sign-in
 * needs them, so signInWithGoogle brings the resolver itself (#34).
 */
export const auth = initializeAuth(initializeApp(options), {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

/** Google's popup, with the resolver (and its scripts) loaded only now. */
export const signInWithGooglePopup = () => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);

export {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
} from "firebase/auth";
