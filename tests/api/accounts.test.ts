import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { disableSignIn, serviceAccountToken } from "../../edge-api/src/auth/sign-in-accounts";
import { call, json } from "./support/api";
import { createEmulatorAccount } from "./support/emulator";
import { createBike, createUser, db, uniqueEmail, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";

/**
 * Accounts that always work (#33 points 1–2): a sign-in account whose profile was never saved is
 * known, listed for the admin and can finish; a removed one cannot sign in again, and one still
 * signed in is told it was removed.
 */
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser("admin");
});

const me = async (token: string) => json(await call("GET", "/api/users/me", { token }));
const unfinishedEmails = async () =>
  ((await json(await call("GET", "/api/users/unfinished?limit=100", { token: admin.token }))).items as { email: string }[]).map(
    (item) => item.email,
  );
/** Email and password sign-in on the emulator, as the login form does: the ID token, or Firebase's error code. */
const signIn = async (email: string) => {
  const response = await fetch(
    `http://${env.TEST_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "secret-123", returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  return body.error?.message ?? "signed in";
};

describe("an account whose profile was never saved", () => {
  it("is known as unfinished, listed for the admin, and finishes signing up", async () => {
    const email = uniqueEmail("stranded");
    const account = await createEmulatorAccount(email, "secret-123", "Stranded Rider");
    expect(await me(account.idToken)).toMatchObject({ user: null, account: "unfinished", isBuyer: false, isSeller: false });
    expect(await unfinishedEmails()).toContain(email);
    // Anything that needs a profile says what to do.
    const booking = await call("POST", "/api/bookings", {
      token: account.idToken,
      body: { bikeId: 1, phone: "01711111111", location: "Dhaka", email },
    });
    expect((await json(booking)).error).toEqual({ code: "forbidden", message: "Finish signing up before doing this." });

    const saved = await call("PUT", "/api/users", { token: account.idToken, body: { name: "Stranded Rider", email, role: "seller" } });
    expect(saved.status).toBe(201);
    expect(await me(account.idToken)).toMatchObject({ account: "ready", isSeller: true, user: { email, role: "seller" } });
    expect(await unfinishedEmails()).not.toContain(email);
  });

  it("is listed only for the admin", async () => {
    const buyer = await createUser("buyer");
    expect((await call("GET", "/api/users/unfinished", { token: buyer.token })).status).toBe(403);
  });
});

describe("a removed account", () => {
  it("cannot sign in again, and a session it still holds is told it was removed", async () => {
    const seller = await createUser("seller");
    await createBike(seller.id);
    expect(await signIn(seller.email)).toBe("signed in");
    const removed = await call("DELETE", `/api/users/${seller.id}`, { token: admin.token });
    expect(removed.status, await removed.clone().text()).toBe(200);

    expect(await signIn(seller.email)).toBe("USER_DISABLED");
    expect(await me(seller.token)).toMatchObject({ user: null, account: "removed" });
    const told = { code: "account_removed", message: "This account was removed by an administrator." };
    expect((await json(await call("GET", `/api/bikes/my?email=${seller.email}`, { token: seller.token }))).error).toEqual(told);
    const again = await call("PUT", "/api/users", {
      token: seller.token,
      body: { name: "Back Again", email: seller.email, role: "seller" },
    });
    expect(again.status).toBe(403);
    expect((await json(again)).error).toEqual(told);
    expect(await unfinishedEmails()).not.toContain(seller.email);
  });

  it("stays whole when the sign-in service cannot be reached: nobody is deleted, the admin is told to retry", async () => {
    const buyer = await createUser("buyer");
    const unreachable = { ...env, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:1" };
    const response = await call("DELETE", `/api/users/${buyer.id}`, { token: admin.token, env: unreachable });
    expect(response.status).toBe(503);
    expect((await json(response)).error.message).toBe(
      "The sign-in service could not disable these accounts, so nobody was deleted. Try again in a moment.",
    );
    expect(await db().selectFrom("users").select("id").where("id", "=", buyer.id).executeTakeFirst()).toEqual({ id: buyer.id });
    expect(await signIn(buyer.email)).toBe("signed in");
  });
});

describe("disabling sign-in as the service account, deployed", () => {
  it("exchanges a signed assertion for an access token (OAuth 2.0 JWT bearer), reuses it, and disables each account", async () => {
    const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
    const account = { client_email: "motomart@demo.iam.gserviceaccount.com", private_key: await exportPKCS8(privateKey) };
    const verifyKey = await importSPKI(await exportSPKI(publicKey), "RS256");
    const seen: { url: string; authorization: string | null; body: string }[] = [];
    let exchanges = 0;
    // Google's two endpoints as their protocol has them: the token endpoint checks the assertion.
    const google: typeof fetch = async (input, init) => {
      const url = String(input);
      const body = String(init?.body);
      seen.push({ url, authorization: new Headers(init?.headers).get("Authorization"), body });
      if (url === "https://oauth2.googleapis.com/token") {
        exchanges++;
        const form = new URLSearchParams(body);
        expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
        const { payload } = await jwtVerify(form.get("assertion")!, verifyKey, {
          issuer: account.client_email,
          subject: account.client_email,
          audience: "https://oauth2.googleapis.com/token",
        });
        expect(payload.scope).toBe("https://www.googleapis.com/auth/identitytoolkit");
        return Response.json({ access_token: "ya29.test-token", expires_in: 3599, token_type: "Bearer" });
      }
      return Response.json({ localId: JSON.parse(body).localId });
    };
    const deployed = {
      ...env,
      FIREBASE_AUTH_EMULATOR: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account),
      FIREBASE_PROJECT_ID: "motomart-prod",
    };
    await disableSignIn(deployed, ["uid-one", "uid-two"], google);
    await disableSignIn(deployed, ["uid-three"], google);
    expect(exchanges).toBe(1);
    const updates = seen.filter((request) => request.url.endsWith("accounts:update"));
    expect(updates.map((request) => request.url)).toEqual(
      Array(3).fill("https://identitytoolkit.googleapis.com/v1/projects/motomart-prod/accounts:update"),
    );
    expect(updates.map((request) => [request.authorization, JSON.parse(request.body)])).toEqual([
      ["Bearer ya29.test-token", { localId: "uid-one", disableUser: true }],
      ["Bearer ya29.test-token", { localId: "uid-two", disableUser: true }],
      ["Bearer ya29.test-token", { localId: "uid-three", disableUser: true }],
    ]);
    expect(await serviceAccountToken(account, google)).toBe("ya29.test-token");
  });
});
