/**
 * Everything the UI uses from the Firebase SDK, initialised once. Only ever loaded through
 * `loadAuth()` (a dynamic import) so Firebase stays out of the first JavaScript the home page needs.
 */
import { initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth } from "firebase/auth";

const env = import.meta.env;
const projectId = env.VITE_FIREBASE_PROJECT_ID || "demo-motomart";

const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY || "demo-api-key",
  projectId,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
});

export const auth = getAuth(app);

// A `demo-` project only exists in the emulator, so it falls back to the emulator's default port.
const emulatorUrl = env.VITE_FIREBASE_AUTH_EMULATOR_URL || (projectId.startsWith("demo-") ? "http://127.0.0.1:9099" : "");
if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

export {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from "firebase/auth";
