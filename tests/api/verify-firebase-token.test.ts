import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { InvalidTokenError, verifyFirebaseToken } from "../../edge-api/src/auth/verify-firebase-token";
import { call } from "./support/api";

const PROJECT = "motomart-prod";
const NOW = 1_800_000_000;

let keys: ReturnType<typeof createLocalJWKSet>;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  const stranger = await generateKeyPair("RS256");
  signingKey = pair.privateKey;
  strangerKey = stranger.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "key-1", alg: "RS256", use: "sig" };
  keys = createLocalJWKSet({ keys: [jwk] });
});

const claims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  sub: "user-123",
  iat: NOW - 60,
  exp: NOW + 3600,
  email: "rider@example.com",
  email_verified: true,
  firebase: { sign_in_provider: "password" },
  ...overrides,
});

const sign = (payload: JWTPayload, key: CryptoKey = signingKey) =>
  new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: "key-1" }).sign(key);

const verify = (token: string, allowEmulatorTokens = false, projectId = PROJECT) =>
  verifyFirebaseToken(token, { projectId, keys, now: NOW, allowEmulatorTokens });

const unsigned = (payload: JWTPayload) =>
  `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${btoa(JSON.stringify(payload)).replace(/=+$/, "")}.`;

describe("Firebase ID token verification", () => {
  it("accepts a token signed by a key in the key set and returns who it names", async () => {
    const identity = await verify(await sign(claims()));
    expect(identity).toEqual({ uid: "user-123", email: "rider@example.com", name: null, provider: "password", emailVerified: true });
  });

  it("says the email address is unverified unless the token's email_verified is true", async () => {
    for (const emailVerified of [false, "true", undefined]) {
      expect((await verify(await sign(claims({ email_verified: emailVerified })))).emailVerified).toBe(false);
    }
  });

  it.each([
    ["a signature by another key", () => sign(claims(), strangerKey)],
    ["the wrong audience", () => sign(claims({ aud: "someone-else" }))],
    ["the wrong issuer", () => sign(claims({ iss: "https://securetoken.google.com/someone-else" }))],
    ["an expired token", () => sign(claims({ exp: NOW - 3600, iat: NOW - 7200 }))],
    ["a token issued in the future", () => sign(claims({ iat: NOW + 3600, exp: NOW + 7200 }))],
    ["no subject", () => sign(claims({ sub: undefined }))],
    ["an empty subject", () => sign(claims({ sub: "" }))],
    ["an unsigned token outside the emulator switch", async () => unsigned(claims())],
    ["garbage", async () => "not-a-token"],
  ])("rejects %s", async (_label, makeToken) => {
    await expect(verify(await makeToken())).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it("accepts unsigned emulator tokens only with the switch and a demo- project", async () => {
    const demo = "demo-motomart";
    const token = unsigned(claims({ iss: `https://securetoken.google.com/${demo}`, aud: demo }));
    await expect(verify(token, true, demo)).resolves.toMatchObject({ uid: "user-123" });
    await expect(verify(token, false, demo)).rejects.toBeInstanceOf(InvalidTokenError);
    const prodToken = unsigned(claims());
    await expect(verify(prodToken, true, PROJECT)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it("still checks expiry, issuer and audience of emulator tokens", async () => {
    const demo = "demo-motomart";
    const base = { iss: `https://securetoken.google.com/${demo}`, aud: demo };
    await expect(verify(unsigned(claims({ ...base, exp: NOW - 3600, iat: NOW - 7200 })), true, demo)).rejects.toThrow("expired");
    await expect(verify(unsigned(claims({ ...base, aud: "demo-other" })), true, demo)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(unsigned(claims({ aud: demo })), true, demo)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

describe("the API's answer to a bad token", () => {
  it("is 401 in the error shape, for a missing, malformed or forged token", async () => {
    for (const token of [undefined, "garbage", unsigned(claims())]) {
      const response = await call("GET", "/api/users/buyer", { token });
      expect(response.status).toBe(401);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("unauthenticated");
      expect(body.error.message).toMatch(/sign in/i);
    }
  });
});
