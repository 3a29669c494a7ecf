import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./support/api";
import { createEmulatorAccount } from "./support/emulator";
import { anyCategoryId, createBike, createBooking, createUser, uniqueEmail } from "./support/fixtures";
import { appRoutes, CALLERS, ROUTES, type RouteRow, type World } from "./support/route-table";

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
      } else {
        expect(roundTripsOf(response), `${route} as ${caller}: database round trips`).toBeLessThanOrEqual(row.roundTrips ?? 0);
      }
    });
  }
});

/**
 * Signed in with Firebase but not yet saved by PUT /api/users (sign-up not finished): routes that
 * need an account refuse it with a message, as they refuse a stranger, and none fails on it.
 */
describe("an account whose sign-up is not finished", () => {
  const guarded = Object.entries(ROUTES).filter(([, row]) => row.expect.anonymous === 401);
  let token: string;
  beforeAll(async () => {
    token = (await createEmulatorAccount(uniqueEmail("unfinished"), "secret-123", "Not Yet Saved")).idToken;
  });

  it.each(guarded.map(([route]) => route))("%s answers it without a server error", async (route) => {
    const { path, body } = await ROUTES[route]!.request(world, undefined);
    const response = await call(route.split(" ")[0]!, path, { token, body });
    expect(response.status, `${route}: ${await response.clone().text()}`).toBeLessThan(500);
  });
});

/** The round trips a response's `Server-Timing` reports (middleware/server-timing.ts); none without a `db` entry. */
function roundTripsOf(response: Response) {
  const match = /db;dur=[\d.]+;desc="(\d+) round trips?"/.exec(response.headers.get("Server-Timing") ?? "");
  return match ? Number(match[1]) : 0;
}

/**
 * The budgets of #34: a visitor far from the database pays 50-250 ms per round trip, so what
 * everyone reads costs at most two and a signed-in dashboard read at most three.
 */
describe("round-trip budgets", () => {
  /** Runs only after a search found nothing, and only while this isolate has not yet read the spelling vocabulary. */
  const PUBLIC_EXCEPTIONS: Record<string, number> = { "GET /api/search/fallback": 3 };
  const rows = Object.entries(ROUTES);
  const succeeds = (row: RouteRow) => Object.values(row.expect).some((status) => status < 300);

  it("every route a caller succeeds on states its budget", () => {
    const unstated = rows.filter(([, row]) => succeeds(row) && row.roundTrips === undefined).map(([route]) => route);
    expect(unstated).toEqual([]);
  });

  it("public reads make at most two round trips", () => {
    const publicReads = rows.filter(([route, row]) => route.startsWith("GET ") && row.expect.anonymous < 300);
    expect(publicReads.length).toBeGreaterThan(10);
    for (const [route, row] of publicReads) expect(row.roundTrips, route).toBeLessThanOrEqual(PUBLIC_EXCEPTIONS[route] ?? 2);
  });

  it("signed-in reads make at most three", () => {
    const signedInReads = rows.filter(([route, row]) => route.startsWith("GET ") && row.expect.anonymous === 401 && succeeds(row));
    expect(signedInReads.length).toBeGreaterThan(10);
    for (const [route, row] of signedInReads) expect(row.roundTrips, route).toBeLessThanOrEqual(3);
  });
});
