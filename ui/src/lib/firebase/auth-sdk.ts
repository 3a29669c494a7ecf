/**
 * Everything the UI uses from the Firebase SDK, initialised once. Only ever loaded through
 * `loadAuth()` (a dynamic import) so Firebase stays out of the first JavaScript the home page needs.
 */
import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth } from "firebase/auth";
import { firebaseWebConfig } from "./config";

const { options, emulatorUrl } = firebaseWebConfig(import.meta.env);

export const auth = getAuth(initializeApp(options));

if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

export {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from "firebase/auth";
