import { env } from "./test-env";

const API_KEY = "fake-api-key";

export interface EmulatorAccount {
  uid: string;
  email: string;
  idToken: string;
}

async function emulatorPost<T>(path: string, body: unknown, admin = false): Promise<T> {
  const response = await fetch(`http://${env.TEST_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(admin ? { Authorization: "Bearer owner" } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A real emulator account and its ID token, as the firebase SDK would get it after sign-up — and,
 * unless `emailVerified` is false, after following the verification link (sellers need it to list).
 */
export async function createEmulatorAccount(
  email: string,
  password = "secret-123",
  displayName = "Test User",
  options: { emailVerified?: boolean } = {},
): Promise<EmulatorAccount> {
  const created = await emulatorPost<{ localId: string; idToken: string }>("accounts:signUp", {
    email,
    password,
    displayName,
    returnSecureToken: true,
  });
  if (options.emailVerified ?? true) await emulatorPost("accounts:update", { localId: created.localId, emailVerified: true }, true);
  // Sign in again so the token carries the display name and verification set above.
  const signedIn = await emulatorPost<{ idToken: string }>("accounts:signInWithPassword", { email, password, returnSecureToken: true });
  return { uid: created.localId, email, idToken: signedIn.idToken || created.idToken };
}

/** A Google sign-in through the emulator's IdP endpoint, as the popup flow would produce. */
export async function signInWithGoogle(email: string, displayName = "Google User"): Promise<EmulatorAccount> {
  // The emulator takes a fake Google id_token as strict JSON claims.
  const fakeGoogleIdToken = encodeURIComponent(JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name: displayName }));
  const result = await emulatorPost<{ localId: string; idToken: string }>("accounts:signInWithIdp", {
    requestUri: "http://localhost",
    postBody: `id_token=${fakeGoogleIdToken}&providerId=google.com`,
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { uid: result.localId, email, idToken: result.idToken };
}
