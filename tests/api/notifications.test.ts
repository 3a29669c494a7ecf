import { beforeAll, describe, expect, it } from "vitest";
import { notify } from "../../edge-api/src/lib/notifications/notify";
import { call, json } from "./support/api";
import { createBike, createConversation, createUser, db, type TestUser } from "./support/fixtures";

/**
 * The bell's notifications (#14 point 2): newest first in keyset pages, the unread count, marking
 * one or all read, each user's own only; new conversation messages reach the recipient's list.
 */
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  [user, other] = await Promise.all([createUser("buyer"), createUser("seller")]);
});

const get = async (who: TestUser, path: string) => {
  const response = await call("GET", path, { token: who.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json(response);
};

describe("notifications", () => {
  it("lists the caller's own newest first in keyset pages, counts the unread, and marks one or all read", async () => {
    const me = await createUser("buyer");
    await notify(
      db(),
      [1, 2, 3].map((n) => ({ userId: me.id, kind: "price_drop" as const, title: `Drop ${n}`, link: `/bike/${n}` })),
    );
    await notify(db(), { userId: other.id, kind: "message", title: "Not yours", link: "/dashboard/inbox/1" });

    expect(await get(me, "/api/notifications/unread")).toEqual({ unread: 3, unreadCap: 100 });
    const first = await get(me, "/api/notifications?limit=2");
    expect(first.items.map((n: { title: string }) => n.title)).toEqual(["Drop 3", "Drop 2"]);
    expect(first.items[0]).toEqual({
      _id: expect.any(Number),
      kind: "price_drop",
      title: "Drop 3",
      link: "/bike/3",
      gone: expect.any(Boolean),
      read: false,
      createdAt: expect.any(String),
    });
    expect(first.unread).toBe(3);
    const second = await get(me, `/api/notifications?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n: { title: string }) => n.title)).toEqual(["Drop 1"]);
    expect(second.nextCursor).toBeNull();

    const one = await call("PUT", `/api/notifications/${first.items[0]._id}/read`, { token: me.token });
    expect(await json(one)).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await json(await call("PUT", `/api/notifications/${first.items[0]._id}/read`, { token: me.token }))).toMatchObject({
      modifiedCount: 0,
    });
    expect((await get(me, "/api/notifications/unread")).unread).toBe(2);
    expect(await json(await call("PUT", "/api/notifications/read", { token: me.token }))).toEqual({ acknowledged: true, modifiedCount: 2 });
    expect((await get(me, "/api/notifications/unread")).unread).toBe(0);
    expect((await get(me, "/api/notifications")).items.every((n: { read: boolean }) => n.read)).toBe(true);
    // Someone else's stay unread.
    expect((await get(other, "/api/notifications/unread")).unread).toBeGreaterThan(0);
  });

  it("lets no one read or mark someone else's: it is 404, as an unknown id (#32)", async () => {
    await notify(db(), { userId: other.id, kind: "booking", title: "Private", link: "/dashboard/bookings" });
    const theirs = (await get(other, "/api/notifications?limit=1")).items[0];
    const refused = await call("PUT", `/api/notifications/${theirs._id}/read`, { token: user.token });
    expect(refused.status).toBe(404);
    expect((await json(refused)).error).toEqual({ code: "not_found", message: "Notification not found." });
    expect((await get(user, "/api/notifications")).items.map((n: { _id: number }) => n._id)).not.toContain(theirs._id);
    expect((await call("PUT", "/api/notifications/2000000000/read", { token: user.token })).status).toBe(404);
    expect((await call("GET", "/api/notifications")).status).toBe(401);
  });

  it("refuses bad input with a message per field", async () => {
    const bad = await call("PUT", "/api/notifications/abc/read", { token: user.token });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({ id: expect.any(String) });
    const limit = await call("GET", "/api/notifications?limit=0", { token: user.token });
    expect(limit.status).toBe(400);
    expect(Object.keys((await json(limit)).error.fields)).toEqual(["limit"]);
  });

  it("caps the unread count at 100 for the bell's 99+", async () => {
    const busy = await createUser("seller");
    await notify(
      db(),
      Array.from({ length: 120 }, (_, n) => ({ userId: busy.id, kind: "booking" as const, title: `Booked ${n}`, link: "/dashboard" })),
    );
    expect((await get(busy, "/api/notifications/unread")).unread).toBe(100);
  });

  it("tells the recipient of a new message, never its sender", async () => {
    const [asking, answering] = await Promise.all([createUser("buyer", { name: "Rafi" }), createUser("seller", { name: "Mina" })]);
    const id = await createConversation(asking, answering, { body: "Is it still available?" });
    const reply = await call("POST", `/api/conversations/${id}/messages`, {
      token: answering.token,
      body: { body: "Yes,\ncome and see it." },
    });
    expect(reply.status).toBe(201);
    expect((await get(asking, "/api/notifications")).items).toEqual([
      expect.objectContaining({
        kind: "message",
        title: "Mina wrote about Test Bike: Yes, come and see it.",
        link: `/dashboard/inbox/${id}`,
      }),
    ]);
    expect((await get(answering, "/api/notifications")).items.map((n: { title: string }) => n.title)).not.toContain(
      "Mina wrote about Test Bike: Yes, come and see it.",
    );
  });

  it("marks a notification whose bike was deleted as gone, so the list shows no dead link", async () => {
    const me = await createUser("buyer");
    const [kept, deleted] = await Promise.all([createBike(other.id), createBike(other.id)]);
    await notify(db(), [
      { userId: me.id, kind: "price_drop", title: "Kept", link: `/bike/${kept}` },
      { userId: me.id, kind: "bike_sold", title: "Deleted", link: `/bike/${deleted}` },
      { userId: me.id, kind: "booking_state", title: "Not a bike", link: "/dashboard/myorder" },
      { userId: me.id, kind: "price_drop", title: "Far away", link: "/bike/99999999999" },
    ]);
    await db().deleteFrom("bikes").where("id", "=", deleted).execute();
    const items = (await get(me, "/api/notifications")).items as { title: string; gone: boolean; link: string }[];
    expect(Object.fromEntries(items.map((n) => [n.title, n.gone]))).toEqual({
      Kept: false,
      Deleted: true,
      "Not a bike": false,
      "Far away": false,
    });
    expect(items.find((n) => n.title === "Deleted")!.link).toBe(`/bike/${deleted}`);
  });

  it("goes with its user", async () => {
    const gone = await createUser("buyer");
    await notify(db(), { userId: gone.id, kind: "message", title: "Hello", link: "/dashboard" });
    await db().deleteFrom("users").where("id", "=", gone.id).execute();
    expect(await db().selectFrom("notifications").select("id").where("user_id", "=", gone.id).execute()).toEqual([]);
  });
});
