import { createRemoteJWKSet, customFetch, exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  forgetGoogleSecureTokenKeys,
  InvalidTokenError,
  KeysUnavailableError,
  verifyFirebaseToken,
} from "../../edge-api/src/auth/verify-firebase-token";
import { call } from "./support/api";
import { env } from "./support/test-env";

/**
 * Signed tokens are checked against Google's key server (auth/verify-firebase-token.ts). When it
 * cannot be reached the caller is told to retry (503 with Retry-After); a token whose key id the
 * server does not list is the token's fault (401).
 */
const NOW = 1_800_000_000;
let signingKey: CryptoKey;
let jwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  signingKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: "key-1", alg: "RS256", use: "sig" };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sign = (projectId: string, kid: string, now = NOW) =>
  new SignJWT({ email: "rider@example.com" })
    .setProtectedHeader({ alg: "RS256", kid })
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(projectId)
    .setSubject("user-123")
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 3600)
    .sign(signingKey);

/** A key server answering with `answer` (or failing as it does). */
const keyServer = (answer: () => Promise<Response>) =>
  createRemoteJWKSet(new URL("https://keys.example/jwks"), { [customFetch]: answer, timeoutDuration: 200 });

const verifyWith = async (answer: () => Promise<Response>, kid = "key-1") =>
  verifyFirebaseToken(await sign("motomart-prod", kid), { projectId: "motomart-prod", keys: keyServer(answer), now: NOW });

describe("Google's key server", () => {
  it.each([
    ["the network failing", () => Promise.reject(new TypeError("Network connection lost."))],
    ["a timeout", () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError"))],
    ["an error page", async () => new Response("Service Unavailable", { status: 503 })],
    ["a body that is no key set", async () => new Response('{"keys": "none"}', { status: 200 })],
  ])("unreachable (%s): the token is not blamed", async (_label, answer) => {
    await expect(verifyWith(answer)).rejects.toBeInstanceOf(KeysUnavailableError);
  });

  it("answering without the token's key id: the token is refused", async () => {
    const answer = async () => Response.json({ keys: [jwk] });
    await expect(verifyWith(answer, "key-unknown")).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verifyWith(answer)).resolves.toMatchObject({ uid: "user-123" });
  });
});

describe("the API's answer when the key server fails", () => {
  // The app fetches Google's keys with the global fetch; the first test finds no keys cached yet,
  // even when an earlier test file in the same isolate had them fetched, and later files find none of these.
  beforeAll(forgetGoogleSecureTokenKeys);
  afterAll(forgetGoogleSecureTokenKeys);

  it("is 503 with Retry-After while the key server is unreachable", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Network connection lost.")));
    const response = await call("GET", "/api/users/me", {
      token: await sign(env.FIREBASE_PROJECT_ID, "key-1", Math.floor(Date.now() / 1000)),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unavailable");
  });

  it("is 401 for a token whose key id Google does not list", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ keys: [jwk] }));
    const response = await call("GET", "/api/users/me", {
      token: await sign(env.FIREBASE_PROJECT_ID, "key-unknown", Math.floor(Date.now() / 1000)),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
  });
});
