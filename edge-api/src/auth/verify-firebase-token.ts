import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";

const GOOGLE_SECURETOKEN_JWKS = "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";

/** Who the caller is, as the verified Firebase ID token says. */
export interface TokenIdentity {
  uid: string;
  email: string | null;
  name: string | null;
  /** "password", "google.com", … from the token's firebase.sign_in_provider. */
  provider: string | null;
  /** The token's email_verified: true once the owner followed Firebase's verification link (Google accounts always). */
  emailVerified: boolean;
}

export interface VerifyOptions {
  projectId: string;
  /** Key set for RS256 signatures; Google's securetoken JWKS in production. */
  keys: JWTVerifyGetKey;
  /** Accept the Auth emulator's unsigned tokens; honoured only for a demo- project id. */
  allowEmulatorTokens?: boolean;
  /** Seconds since the epoch; tests pass a fixed clock. */
  now?: number;
}

export class InvalidTokenError extends Error {}

/** Google's key server could not be reached or gave no usable key set: the token is not at fault. */
export class KeysUnavailableError extends Error {}

const CLOCK_SKEW_SECONDS = 60;

let googleKeys: JWTVerifyGetKey | undefined;
/** Google's key set, fetched once per isolate and refreshed by jose when keys rotate. */
export const googleSecureTokenKeys = (): JWTVerifyGetKey =>
  (googleKeys ??= createRemoteJWKSet(new URL(GOOGLE_SECURETOKEN_JWKS), { cacheMaxAge: 6 * 60 * 60 * 1000, timeoutDuration: 3000 }));

/** Forgets the fetched key set, as a fresh isolate would: the API tests share one isolate across their files. */
export const forgetGoogleSecureTokenKeys = (): void => {
  googleKeys = undefined;
};

/**
 * The key for a token's header. A key id the set does not hold (or an algorithm it has no key
 * for) is the token's fault; anything else — the fetch failing or timing out, a non-200 answer,
 * a body that is no key set — is the key server's, so the caller can be told to retry.
 */
const keyFor =
  (keys: JWTVerifyGetKey): JWTVerifyGetKey =>
  async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      if (error instanceof errors.JOSENotSupported) throw error;
      throw new KeysUnavailableError("Google's sign-in keys could not be fetched.", { cause: error });
    }
  };

export async function verifyFirebaseToken(token: string, options: VerifyOptions): Promise<TokenIdentity> {
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  let payload: JWTPayload;
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new InvalidTokenError("The token is malformed.");
  }

  if (header.alg === "none") {
    if (!options.allowEmulatorTokens || !options.projectId.startsWith("demo-")) {
      throw new InvalidTokenError("Unsigned tokens are not accepted.");
    }
    try {
      payload = decodeJwt(token);
    } catch {
      throw new InvalidTokenError("The token is malformed.");
    }
    if (payload.iss !== issuer) throw new InvalidTokenError("The token was issued for another project.");
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audiences.includes(options.projectId)) throw new InvalidTokenError("The token is for another project.");
    if (typeof payload.exp !== "number" || payload.exp <= now - CLOCK_SKEW_SECONDS) {
      throw new InvalidTokenError("The token has expired.");
    }
  } else {
    try {
      ({ payload } = await jwtVerify(token, keyFor(options.keys), {
        algorithms: ["RS256"],
        issuer,
        audience: options.projectId,
        clockTolerance: CLOCK_SKEW_SECONDS,
        currentDate: new Date(now * 1000),
        requiredClaims: ["exp", "iat", "sub"],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new InvalidTokenError("The token has expired.");
      if (error instanceof errors.JOSEError) throw new InvalidTokenError("The token could not be verified.");
      throw error;
    }
  }

  if (typeof payload.iat !== "number" || payload.iat > now + CLOCK_SKEW_SECONDS) {
    throw new InvalidTokenError("The token is issued in the future.");
  }
  if (typeof payload.sub !== "string" || payload.sub.length === 0 || payload.sub.length > 128) {
    throw new InvalidTokenError("The token names no user.");
  }
  const firebase = payload.firebase as { sign_in_provider?: string } | undefined;
  return {
    uid: payload.sub,
    email: typeof payload.email === "string" ? payload.email : null,
    name: typeof payload.name === "string" ? payload.name : null,
    provider: firebase?.sign_in_provider ?? null,
    emailVerified: payload.email_verified === true,
  };
}
