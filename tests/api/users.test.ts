import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createEmulatorAccount, signInWithGoogle } from "./support/emulator";
import { createBike, createBooking, createUser, db, uniqueEmail } from "./support/fixtures";

/** Copies one bike `times` over in a single statement. */
const copyBikes = (bikeId: number, times: number) =>
  sql`insert into bikes (seller_id, category_id, name, picture, resale_price_cents, original_price_cents, seller_name, location,
        country, city, model, engine_cc, months_used, condition, description, mobile_number)
      select seller_id, category_id, name, picture, resale_price_cents, original_price_cents, seller_name, location,
        country, city, model, engine_cc, months_used, condition, description, mobile_number
      from bikes, generate_series(1, ${times}) where id = ${bikeId}`.execute(db());

const signUp = async (role: string, name = "New Rider") => {
  const email = uniqueEmail("signup");
  const account = await createEmulatorAccount(email);
  const response = await call("PUT", "/api/users", { token: account.idToken, body: { name, email, role } });
  return { account, email, response };
};

describe("PUT /api/users (saving the user after sign-up)", () => {
  it("saves a buyer by default and a seller when the toggle says so", async () => {
    const email = uniqueEmail("default");
    const account = await createEmulatorAccount(email);
    const asDefault = await call("PUT", "/api/users", { token: account.idToken, body: { name: "Rider", email } });
    expect(asDefault.status).toBe(201);
    expect((await json(asDefault)).user).toMatchObject({ role: "buyer", email, name: "Rider" });

    const seller = await signUp("seller");
    expect(seller.response.status).toBe(201);
    const body = await json(seller.response);
    expect(body).toMatchObject({ acknowledged: true, user: { role: "seller", verified: false } });
    expect(typeof body.upsertedId).toBe("number");
  });

  it("answers the role lookups for the user themself", async () => {
    const { account, email } = await signUp("seller");
    const isSeller = await json(await call("GET", `/api/users/seller/${email}`, { token: account.idToken }));
    const isBuyer = await json(await call("GET", `/api/users/buyer/${email.toUpperCase()}`, { token: account.idToken }));
    const isAdmin = await json(await call("GET", `/api/users/admin/${email}`, { token: account.idToken }));
    expect([isSeller, isBuyer, isAdmin]).toEqual([{ isSeller: true }, { isBuyer: false }, { isAdmin: false }]);
  });

  it("never lets anyone make themself admin", async () => {
    const { response, email } = await signUp("admin");
    expect(response.status).toBe(403);
    expect((await json(response)).error.message).toMatch(/admin/i);
    expect(await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
  });

  it("refuses to save an account under someone else's email", async () => {
    const account = await createEmulatorAccount(uniqueEmail("me"));
    const response = await call("PUT", "/api/users", {
      token: account.idToken,
      body: { name: "Me", email: "victim@example.com", role: "buyer" },
    });
    expect(response.status).toBe(403);
  });

  it("makes Google sign-ups buyers whatever the body says", async () => {
    const email = uniqueEmail("google");
    const account = await signInWithGoogle(email, "Gee User");
    const response = await call("PUT", "/api/users", { token: account.idToken, body: { name: "Gee User", email, role: "seller" } });
    expect(response.status).toBe(201);
    expect((await json(response)).user.role).toBe("buyer");
  });

  it("keeps the saved role when the user is saved again", async () => {
    const { account, email } = await signUp("seller");
    const again = await call("PUT", "/api/users", { token: account.idToken, body: { name: "x", email, role: "buyer" } });
    expect(again.status).toBe(200);
    expect((await json(again)).user.role).toBe("seller");
  });

  it("gives per-field messages for bad input", async () => {
    const account = await createEmulatorAccount(uniqueEmail("bad"));
    const response = await call("PUT", "/api/users", { token: account.idToken, body: { name: " ", email: "not-an-email", role: "king" } });
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({
      name: "Name is required",
      email: "Email Address is not a valid email",
      role: "Role must be buyer or seller",
    });
  });
});

describe("the caller and the top sellers", () => {
  it("GET /api/users/me answers the saved user and all role flags at once", async () => {
    const seller = await createUser("seller", { verified: true });
    const me = await json(await call("GET", "/api/users/me", { token: seller.token }));
    expect(me).toMatchObject({
      user: { _id: seller.id, email: seller.email, role: "seller" },
      account: "ready",
      isAdmin: false,
      isSeller: true,
      isBuyer: false,
    });
    const unsaved = await createEmulatorAccount(uniqueEmail("unsaved"));
    expect(await json(await call("GET", "/api/users/me", { token: unsaved.idToken }))).toEqual({
      user: null,
      account: "unfinished",
      isAdmin: false,
      isSeller: false,
      isBuyer: false,
    });
  });

  it("lists verified sellers by bikes for sale, most first, without unverified ones", async () => {
    const busy = await createUser("seller", { verified: true, name: "Busy Bikes" });
    const unverified = await createUser("seller", { name: "Not Yet" });
    // More listings than any seller has so far, still more after the two taken off below (the files
    // run one at a time, so none is added meanwhile), and the unverified seller more still: the
    // order is certain in a shared database.
    const { most } = await db()
      .selectFrom("users")
      .select((eb) => eb.fn.coalesce(eb.fn.max("bikes_for_sale"), eb.lit(0)).as("most"))
      .executeTakeFirstOrThrow();
    const listed = Number(most) + 3;
    await copyBikes(await createBike(busy.id), listed - 1);
    await copyBikes(await createBike(unverified.id), listed);
    const top = await json(await call("GET", "/api/users/top-sellers"));
    expect(top[0]).toEqual({ _id: busy.id, name: "Busy Bikes", verified: true, bikesForSale: listed });
    expect(top.map((s: { _id: number }) => s._id)).not.toContain(unverified.id);
    const counts = top.map((s: { bikesForSale: number }) => s.bikesForSale);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // The count follows sales and deletions.
    const [sold, removed] = await db().selectFrom("bikes").select("id").where("seller_id", "=", busy.id).limit(2).execute();
    await db().updateTable("bikes").set({ status: "sold" }).where("id", "=", sold!.id).execute();
    expect((await call("DELETE", `/api/bikes/my/${removed!.id}`, { token: busy.token })).status).toBe(200);
    const after = await json(await call("GET", "/api/users/top-sellers"));
    expect(after[0]).toMatchObject({ _id: busy.id, bikesForSale: listed - 2 });
  });
});

describe("admin user management", () => {
  it("lists buyers and sellers newest first with keyset pages", async () => {
    const admin = await createUser("admin");
    const sellers = [await createUser("seller"), await createUser("seller"), await createUser("seller")];
    const first = await json(await call("GET", "/api/users/seller?limit=2", { token: admin.token }));
    expect(first.items.map((u: { _id: number }) => u._id)).toEqual([sellers[2]!.id, sellers[1]!.id]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await json(await call("GET", `/api/users/seller?limit=2&cursor=${first.nextCursor}`, { token: admin.token }));
    expect(second.items[0]._id).toBe(sellers[0]!.id);
    expect(first.items.every((u: { role: string }) => u.role === "seller")).toBe(true);
  });

  it("verifies a seller once: modifiedCount 1, then 0, and the verify text shows", async () => {
    const admin = await createUser("admin");
    const seller = await createUser("seller");
    const first = await json(await call("PUT", `/api/users/seller/${seller.id}`, { token: admin.token }));
    expect(first).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    const second = await json(await call("PUT", `/api/users/seller/${seller.id}`, { token: admin.token }));
    expect(second.modifiedCount).toBe(0);
    const listed = await json(await call("GET", "/api/users/seller?limit=100", { token: admin.token }));
    expect(listed.items.find((u: { _id: number }) => u._id === seller.id)).toMatchObject({ verified: true, verify: "verified" });
    const buyer = await createUser("buyer");
    expect((await call("PUT", `/api/users/seller/${buyer.id}`, { token: admin.token })).status).toBe(404);
  });

  it("deletes a seller with their bikes (the bookings on them stay, closed), and the account cannot come back", async () => {
    const admin = await createUser("admin");
    const seller = await createUser("seller");
    const buyer = await createUser("buyer");
    const bikeId = await createBike(seller.id);
    const bookingId = await createBooking(buyer, bikeId);

    const response = await call("DELETE", `/api/users/${seller.id}`, { token: admin.token });
    expect(await json(response)).toMatchObject({ acknowledged: true, deletedCount: 1 });
    expect(await db().selectFrom("bikes").select("id").where("id", "=", bikeId).executeTakeFirst()).toBeUndefined();
    // The buyer's booking stays in My orders as "Listing removed" (lib/bookings/states.ts).
    expect(await db().selectFrom("bookings").select(["bike_id", "state"]).where("id", "=", bookingId).executeTakeFirst()).toEqual({
      bike_id: null,
      state: "listing_removed",
    });

    // Signing in again with the same emulator account and saving the user is refused.
    const again = await call("PUT", "/api/users", { token: seller.token, body: { name: "Back", email: seller.email, role: "seller" } });
    expect(again.status).toBe(403);
    expect((await json(again)).error.message).toMatch(/removed/i);
    // The deleted seller's token no longer opens seller routes.
    expect((await call("GET", `/api/bikes/my?email=${seller.email}`, { token: seller.token })).status).toBe(403);
  });

  it("answers 404 for an unknown user and refuses to delete an admin", async () => {
    const admin = await createUser("admin");
    const otherAdmin = await createUser("admin");
    expect((await call("DELETE", "/api/users/2147483000", { token: admin.token })).status).toBe(404);
    expect((await call("DELETE", `/api/users/${otherAdmin.id}`, { token: admin.token })).status).toBe(403);
    expect((await call("DELETE", "/api/users/abc", { token: admin.token })).status).toBe(400);
  });
});
