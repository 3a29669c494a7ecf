import { describe, expect, it } from "vitest";
import { sellerSetup } from "../../edge-api/src/lib/users/seller-setup";
import { call, json } from "./support/api";
import { connectPayouts, createBike, createUser } from "./support/fixtures";

/** A new seller's dashboard home lists what still keeps buyers from finding or paying them (#33 point 10). */
describe("what a seller still has to do", () => {
  it.each([
    [
      { emailVerified: false, hasListing: false, payoutStatus: "not_connected" as const },
      ["verify_email", "first_listing", "connect_payouts"],
      false,
    ],
    [{ emailVerified: true, hasListing: false, payoutStatus: "not_connected" as const }, ["first_listing", "connect_payouts"], false],
    [{ emailVerified: true, hasListing: true, payoutStatus: "pending" as const }, ["connect_payouts"], false],
    [{ emailVerified: true, hasListing: true, payoutStatus: "active" as const }, [], true],
    [{ emailVerified: false, hasListing: true, payoutStatus: "active" as const }, ["verify_email"], false],
  ])("%o leaves %o (ready: %s)", (facts, left, ready) => {
    const setup = sellerSetup(facts);
    expect(setup.steps.filter((s) => !s.done).map((s) => s.step)).toEqual(left);
    expect(setup.steps.map((s) => s.step)).toEqual(["verify_email", "first_listing", "connect_payouts"]);
    expect(setup.ready).toBe(ready);
    expect(setup.payoutsPending).toBe(facts.payoutStatus === "pending");
  });

  it("GET /api/users/me/seller-setup follows the seller's own account as each step is done", async () => {
    const seller = await createUser("seller", { payouts: false });
    const left = async () => {
      const response = await call("GET", "/api/users/me/seller-setup", { token: seller.token });
      expect(response.status).toBe(200);
      const body = await json(response);
      return body.steps.filter((s: { done: boolean }) => !s.done).map((s: { step: string }) => s.step);
    };
    expect(await left()).toEqual(["first_listing", "connect_payouts"]);
    await createBike(seller.id);
    expect(await left()).toEqual(["connect_payouts"]);
    await connectPayouts(seller);
    expect(await left()).toEqual([]);
  });

  it("an unverified address is the first step, from the sign-in token", async () => {
    const seller = await createUser("seller", { emailVerified: false });
    const body = await json(await call("GET", "/api/users/me/seller-setup", { token: seller.token }));
    expect(body.steps[0]).toEqual({ step: "verify_email", done: false });
    expect(body.ready).toBe(false);
  });
});
