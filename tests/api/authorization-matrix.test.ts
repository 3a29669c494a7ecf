import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./support/api";
import { anyCategoryId, createBike, createBooking, createUser } from "./support/fixtures";
import { appRoutes, CALLERS, ROUTES, type World } from "./support/route-table";

let world: World;
beforeAll(async () => {
  const [buyer, seller, otherSeller, admin] = await Promise.all([
    createUser("buyer"),
    createUser("seller", { verified: true }),
    // Without payouts: POST /api/payouts/connect gets through for them (the seller's answers 409).
    createUser("seller", { payouts: false }),
    createUser("admin"),
  ]);
  const categoryId = await anyCategoryId();
  const bikeId = await createBike(seller.id);
  const bookingId = await createBooking(buyer, bikeId);
  world = { buyer, seller, otherSeller, admin, categoryId, bikeId, bookingId };
});

/** Who may call what (docs/architecture.md): the `expect` of every row of support/route-table.ts. */
describe("authorization matrix", () => {
  it("has a row for every route of the app, and no row for a route that does not exist", () => {
    expect(Object.keys(ROUTES).sort()).toEqual(appRoutes());
  });

  for (const [route, row] of Object.entries(ROUTES)) {
    const method = route.split(" ")[0]!;
    it.each(CALLERS)(`${route} as %s`, async (caller) => {
      const user = caller === "anonymous" ? undefined : world[caller];
      const { path, body } = await row.request(world, user);
      const response = await call(method, path, { token: user?.token, body });
      const expected = row.expect[caller];
      expect(response.status, `${route} as ${caller}: ${await response.clone().text()}`).toBe(expected);
      if (expected >= 400) {
        const error = ((await response.json()) as { error: { code: string; message: string } }).error;
        expect(error.message.length).toBeGreaterThan(0);
      }
    });
  }
});
