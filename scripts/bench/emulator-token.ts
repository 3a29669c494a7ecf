/**
 * A Firebase ID token in the Auth emulator's unsigned form (header alg "none"), which the Worker
 * accepts only with FIREBASE_AUTH_EMULATOR="true" and a demo- project id
 * (edge-api/src/auth/verify-firebase-token.ts checks iss, aud, exp, iat and sub). Lets the load
 * sign in thousands of bench buyers without running the emulator.
 */
export interface TokenUser {
  uid: string;
  email: string;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function emulatorIdToken(projectId: string, user: TokenUser, lifetimeSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: user.uid,
    sub: user.uid,
    iat: now,
    exp: now + lifetimeSeconds,
    email: user.email,
    email_verified: true,
    firebase: { identities: { email: [user.email] }, sign_in_provider: "password" },
  };
  return `${part({ alg: "none", typ: "JWT" })}.${part(payload)}.`;
}
