/**
 * The Firebase web settings a build bakes in (VITE_FIREBASE_*). The SDK set-up (auth-sdk.ts) and
 * the build's Content-Security-Policy (ui/vite.config.ts) both read them here, so the page is
 * allowed to talk to exactly the Firebase origins it uses.
 */
export interface FirebaseBuildEnv {
  VITE_FIREBASE_PROJECT_ID?: string;
  VITE_FIREBASE_API_KEY?: string;
  VITE_FIREBASE_AUTH_DOMAIN?: string;
  VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
}

export function firebaseWebConfig(env: FirebaseBuildEnv) {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || "demo-motomart";
  return {
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY || "demo-api-key",
      projectId,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    },
    // A `demo-` project only exists in the emulator, so it falls back to the emulator's default port.
    emulatorUrl: env.VITE_FIREBASE_AUTH_EMULATOR_URL || (projectId.startsWith("demo-") ? "http://127.0.0.1:9099" : ""),
  };
}
