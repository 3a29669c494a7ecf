import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createBike, createUser, type TestUser } from "./support/fixtures";

/**
 * The admin finds one person or report among thousands (#33 point 8): All Sellers, All Buyers,
 * Messages and Reported Items take `?q=`, matched anywhere in a name or email, in any case.
 */
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;
const tag = `Zq${Date.now().toString(36)}`;
beforeAll(async () => {
  [admin, seller, buyer] = await Promise.all([
    createUser("admin"),
    createUser("seller", { name: `Seller ${tag} Rahman` }),
    createUser("buyer", { name: `Buyer ${tag} Akter` }),
  ]);
});

const list = async (path: string, q: string) => {
  const response = await call("GET", `${path}${path.includes("?") ? "&" : "?"}q=${encodeURIComponent(q)}&limit=100`, {
    token: admin.token,
  });
  expect(response.status).toBe(200);
  return (await json(response)).items as Record<string, unknown>[];
};

describe("the admin's list searches", () => {
  it("finds sellers and buyers by part of a name or an email, in any case", async () => {
    expect((await list("/api/users/seller", tag.toLowerCase())).map((u) => u._id)).toEqual([seller.id]);
    expect((await list("/api/users/buyer", tag.toUpperCase())).map((u) => u._id)).toEqual([buyer.id]);
    expect((await list("/api/users/buyer", buyer.email.slice(0, -4))).map((u) => u._id)).toEqual([buyer.id]);
    // A seller is not among the buyers however the search matches.
    expect(await list("/api/users/buyer", seller.email)).toEqual([]);
  });

  it("takes LIKE's wildcards literally", async () => {
    expect(await list("/api/users/seller", `${tag}%`)).toEqual([]);
    expect(await list("/api/users/seller", "_")).not.toContainEqual(expect.objectContaining({ _id: seller.id }));
  });

  it("finds contact messages by the sender's name or email", async () => {
    const sent = await call("POST", "/api/contact", {
      body: { name: `Nadia ${tag}`, email: `nadia.${tag.toLowerCase()}@example.com`, message: "Where is my refund?" },
    });
    expect(sent.status).toBe(201);
    const { insertedId } = await json(sent);
    expect((await list("/api/contact", `nadia.${tag}`)).map((m) => m._id)).toEqual([insertedId]);
    expect((await list("/api/contact", `NADIA ${tag}`)).map((m) => m._id)).toEqual([insertedId]);
    expect(await list("/api/contact?status=handled", `nadia.${tag}`)).toEqual([]);
  });

  it("finds reports by the listing's name or the reporter's name or email", async () => {
    const bikeId = await createBike(seller.id, { name: `Ducati ${tag} Monster` });
    const reported = await call("POST", "/api/reports", { token: buyer.token, body: { bikeId, reason: "Same photos elsewhere" } });
    const { insertedId } = await json(reported);
    expect((await list("/api/reports", `ducati ${tag}`)).map((r) => r._id)).toEqual([insertedId]);
    expect((await list("/api/reports", buyer.email.toUpperCase())).map((r) => r._id)).toEqual([insertedId]);
    expect(await list("/api/reports", `${tag} Honda`)).toEqual([]);
  });

  it("a search longer than 100 characters is a 400 with its message", async () => {
    const response = await call("GET", `/api/users/seller?q=${"a".repeat(101)}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ q: "Search is too long" });
  });
});

describe("removing a reported listing", () => {
  it("needs a reason, and its seller is told it", async () => {
    const bikeId = await createBike(seller.id, { name: `Yamaha ${tag} R15` });
    const { insertedId } = await json(await call("POST", "/api/reports", { token: buyer.token, body: { bikeId, reason: "Stolen bike" } }));
    const resolve = (body: unknown) => call("PUT", `/api/reports/${insertedId}`, { token: admin.token, body });

    const missing = await resolve({ action: "remove" });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error.fields).toEqual({ reason: "Reason is required" });
    expect((await call("GET", `/api/bikes/${bikeId}`)).status).toBe(200);

    const reason = "The bike is stolen or its papers are not in order.";
    expect((await resolve({ action: "remove", reason })).status).toBe(200);
    expect((await call("GET", `/api/bikes/${bikeId}`)).status).toBe(404);
    const told = (await json(await call("GET", "/api/notifications", { token: seller.token }))).items as {
      kind: string;
      title: string;
      link: string;
    }[];
    expect(told.find((n) => n.kind === "listing_removed")).toMatchObject({
      title: `MotoMart removed your listing “Yamaha ${tag} R15”: ${reason}`,
      link: "/dashboard/myproduct",
    });
  });

  it("dismissing needs no reason and tells the seller nothing", async () => {
    const quiet = await createUser("seller");
    const bikeId = await createBike(quiet.id);
    const { insertedId } = await json(await call("POST", "/api/reports", { token: buyer.token, body: { bikeId, reason: "Odd price" } }));
    expect((await call("PUT", `/api/reports/${insertedId}`, { token: admin.token, body: { action: "dismiss" } })).status).toBe(200);
    expect((await json(await call("GET", "/api/notifications", { token: quiet.token }))).items).toEqual([]);
  });
});
