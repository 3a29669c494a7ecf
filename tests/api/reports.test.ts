import { beforeAll, describe, expect, it } from "vitest";
import { call, json, resolveReport } from "./support/api";
import { createBike, createBooking, createUser, db, type TestUser } from "./support/fixtures";

let admin: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
beforeAll(async () => {
  [admin, buyer, otherBuyer, seller] = await Promise.all([
    createUser("admin"),
    createUser("buyer"),
    createUser("buyer"),
    createUser("seller"),
  ]);
});

const report = (who: TestUser, bikeId: number, reason = "The photos are from another bike") =>
  call("POST", "/api/reports", { token: who.token, body: { bikeId, reason } });

const openQueue = async () =>
  (await json(await call("GET", "/api/reports?limit=100", { token: admin.token }))).items as { _id: number; bikeId: number | null }[];

describe("reported items", () => {
  it("a buyer's report reaches the admin's queue with the reason and reporter", async () => {
    const bikeId = await createBike(seller.id, { name: "Suspicious Ninja" });
    const response = await report(buyer, bikeId);
    expect(response.status).toBe(201);
    const { insertedId } = await json(response);
    const queued = (await openQueue()).find((r) => r._id === insertedId);
    expect(queued).toMatchObject({
      bikeId,
      bikeName: "Suspicious Ninja",
      reason: "The photos are from another bike",
      reporterEmail: buyer.email,
      status: "open",
    });
  });

  it("one open report per user and bike (409); a reason is required", async () => {
    const bikeId = await createBike(seller.id);
    expect((await report(buyer, bikeId)).status).toBe(201);
    expect((await report(buyer, bikeId)).status).toBe(409);
    const empty = await report(otherBuyer, bikeId, "  ");
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.fields).toEqual({ reason: "Reason is required" });
  });

  it("dismissing leaves the listing; a second decision on the same report is 409", async () => {
    const bikeId = await createBike(seller.id);
    const { insertedId } = await json(await report(buyer, bikeId));
    expect(await json(await call("PUT", `/api/reports/${insertedId}`, { token: admin.token, body: { action: "dismiss" } }))).toEqual({
      acknowledged: true,
      modifiedCount: 1,
    });
    expect((await openQueue()).map((r) => r._id)).not.toContain(insertedId);
    expect((await call("GET", `/api/bikes/${bikeId}`)).status).toBe(200);
    expect((await resolveReport(admin.token, insertedId, "remove")).status).toBe(409);
  });

  it("removing the listing deletes the bike, closes its bookings (they stay) and every open report on it", async () => {
    const bikeId = await createBike(seller.id);
    const bookingId = await createBooking(otherBuyer, bikeId);
    const first = (await json(await report(buyer, bikeId))).insertedId;
    const second = (await json(await report(otherBuyer, bikeId))).insertedId;
    const result = await json(await resolveReport(admin.token, first, "remove"));
    expect(result).toEqual({ acknowledged: true, modifiedCount: 2 });
    expect((await call("GET", `/api/bikes/${bikeId}`)).status).toBe(404);
    expect(await db().selectFrom("bookings").select(["bike_id", "state"]).where("id", "=", bookingId).executeTakeFirst()).toEqual({
      bike_id: null,
      state: "listing_removed",
    });
    const removed = (await json(await call("GET", "/api/reports?status=removed&limit=100", { token: admin.token }))).items;
    expect(removed.filter((r: { _id: number }) => r._id === first || r._id === second)).toHaveLength(2);
  });

  it("a listing that is already gone cannot be removed (409 saying so); the report can still be dismissed", async () => {
    const bikeId = await createBike(seller.id, { name: "Gone Gixxer" });
    const { insertedId } = await json(await report(buyer, bikeId));
    // The seller deleted the bike meanwhile: the report stays open with the bike's name.
    expect((await call("DELETE", `/api/bikes/my/${bikeId}`, { token: seller.token })).status).toBe(200);
    const queued = (await openQueue()).find((r) => r._id === insertedId);
    expect(queued).toMatchObject({ bikeId: null, bikeName: "Gone Gixxer" });

    const remove = await resolveReport(admin.token, insertedId, "remove");
    expect(remove.status).toBe(409);
    expect((await json(remove)).error.message).toBe(
      "This listing is already gone, so there is nothing to remove. Dismiss the report to close it.",
    );
    expect((await openQueue()).map((r) => r._id)).toContain(insertedId);
    const dismiss = await call("PUT", `/api/reports/${insertedId}`, { token: admin.token, body: { action: "dismiss" } });
    expect(await json(dismiss)).toEqual({ acknowledged: true, modifiedCount: 1 });
  });

  it("a seller cannot report their own bike", async () => {
    const bikeId = await createBike(seller.id);
    expect((await report(seller, bikeId)).status).toBe(403);
  });
});
