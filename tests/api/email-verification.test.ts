import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createCategory, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";

/**
 * A seller's listings go live at once, so only a seller whose ID token says email_verified may
 * create them (edge-api/src/middleware/auth.ts, requireVerifiedEmail).
 */
let categoryId: number;
beforeAll(async () => {
  categoryId = await createCategory();
});

const UNVERIFIED = {
  code: "email_unverified",
  message: "Verify your email address before you list a bike: we sent you a link when you signed up.",
};

const listOne = (seller: TestUser) => call("POST", "/api/bikes", { token: seller.token, body: newBikeBody(seller, categoryId) });
const importTwo = (seller: TestUser) =>
  call("POST", "/api/bulk/bikes", {
    token: seller.token,
    body: { bikes: [newBikeBody(seller, categoryId, { name: "Import 1" }), newBikeBody(seller, categoryId, { name: "Import 2" })] },
  });
const bikesOf = (seller: TestUser) => db().selectFrom("bikes").select("id").where("seller_id", "=", seller.id).execute();

describe("listing bikes needs a verified email address", () => {
  it("refuses a seller who has not followed the verification link (403 email_unverified) and saves nothing", async () => {
    // Even one the admin gave the verified-seller badge: the badge is not the email check.
    const seller = await createUser("seller", { emailVerified: false, verified: true });
    for (const response of [await listOne(seller), await importTwo(seller)]) {
      expect(response.status).toBe(403);
      expect((await json(response)).error).toMatchObject(UNVERIFIED);
    }
    expect(await bikesOf(seller)).toEqual([]);
  });

  it("lists for a seller whose address is verified, one bike or a whole file", async () => {
    const seller = await createUser("seller");
    expect((await listOne(seller)).status).toBe(201);
    expect((await importTwo(seller)).status).toBe(201);
    expect(await bikesOf(seller)).toHaveLength(3);
  });
});
