import { importPKCS8, SignJWT } from "jose";
import type { Bindings } from "../env";

/**
 * The sign-in side of removing a user (#33 point 2): their Firebase account is disabled through
 * Google's Identity Toolkit API, so a removed person cannot sign in again (Firebase then answers
 * `auth/user-disabled`, which the UI shows as "This account was removed"). Deployed, the Worker
 * calls it as the project's service account (the FIREBASE_SERVICE_ACCOUNT secret: the JSON key
 * file Google gives, exchanged for an access token by the OAuth 2.0 JWT-bearer grant and kept by
 * the isolate until shortly before it expires); locally the Auth emulator takes the same calls
 * with its `Bearer owner` credential.
 */

const IDENTITY_TOOLKIT = "https://identitytoolkit.googleapis.com";
const TOKEN_URL = "https://oauth2.googleapis.com/token";
const SCOPE = "https://www.googleapis.com/auth/identitytoolkit";

export class SignInAccountsUnavailable extends Error {}

/** The fields of a Google service-account key file that the token exchange reads. */
export interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export function parseServiceAccount(json: string | undefined): ServiceAccount | null {
  if (!json) return null;
  try {
    const key = JSON.parse(json) as Partial<ServiceAccount>;
    return typeof key.client_email === "string" && typeof key.private_key === "string" ? (key as ServiceAccount) : null;
  } catch {
    return null;
  }
}

let cachedToken: { value: string; expiresAt: number; clientEmail: string } | undefined;

/** An OAuth access token for the service account (RFC 7523 JWT bearer grant), reused until a minute before it expires. */
export async function serviceAccountToken(account: ServiceAccount, fetcher: typeof fetch = fetch): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  if (cachedToken && cachedToken.clientEmail === account.client_email && cachedToken.expiresAt - 60 > now) return cachedToken.value;
  const tokenUri = account.token_uri ?? TOKEN_URL;
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(account.client_email)
    .setSubject(account.client_email)
    .setAudience(tokenUri)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importPKCS8(account.private_key, "RS256"));
  const response = await fetcher(tokenUri, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
  }).catch((error: unknown) => {
    throw new SignInAccountsUnavailable("Google's token service could not be reached.", { cause: error });
  });
  const answer = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
  if (!response.ok || !answer.access_token) throw new SignInAccountsUnavailable(`Google's token service answered ${response.status}.`);
  cachedToken = { value: answer.access_token, expiresAt: now + (answer.expires_in ?? 3600), clientEmail: account.client_email };
  return answer.access_token;
}

/** Where the Identity Toolkit API is and how to call it: the emulator locally, Google's with the service account deployed. */
async function identityToolkit(env: Bindings, fetcher: typeof fetch): Promise<{ base: string; authorization: string } | null> {
  if (env.FIREBASE_AUTH_EMULATOR === "true" && env.FIREBASE_AUTH_EMULATOR_HOST) {
    return { base: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com`, authorization: "Bearer owner" };
  }
  const account = parseServiceAccount(env.FIREBASE_SERVICE_ACCOUNT);
  if (!account) return null;
  return { base: IDENTITY_TOOLKIT, authorization: `Bearer ${await serviceAccountToken(account, fetcher)}` };
}

/**
 * Disables these users' sign-in accounts (idempotent: a disabled or missing account is fine). Throws
 * SignInAccountsUnavailable when Google (or the emulator) cannot be reached or refuses, so the
 * caller can undo its own change; does nothing where no way to reach them is configured (an `npm
 * start` pointed at a real project without a service account: the config guard requires one
 * deployed).
 */
export async function disableSignIn(env: Bindings, uids: readonly string[], fetcher: typeof fetch = fetch): Promise<void> {
  if (!uids.length) return;
  const api = await identityToolkit(env, fetcher);
  if (!api) return;
  const url = `${api.base}/v1/projects/${env.FIREBASE_PROJECT_ID}/accounts:update`;
  await Promise.all(
    uids.map(async (localId) => {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: api.authorization },
        body: JSON.stringify({ localId, disableUser: true }),
      }).catch((error: unknown) => {
        throw new SignInAccountsUnavailable("The sign-in service could not be reached.", { cause: error });
      });
      // USER_NOT_FOUND: the account is gone already, which is all removing it needs.
      if (!response.ok && !(await response.text()).includes("USER_NOT_FOUND"))
        throw new SignInAccountsUnavailable(`The sign-in service answered ${response.status}.`);
    }),
  );
}
