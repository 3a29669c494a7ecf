import { beforeAll, describe, expect, it } from "vitest";
import { LIVE_PROTOCOL, type LiveEvent } from "../../edge-api/src/schemas/conversation";
import { call, json, resolveReport } from "./support/api";
import { createBike, createUser, db, type TestUser } from "./support/fixtures";

/** "Ask the seller" (edge-api/src/routes/conversations.ts) and its live delivery (live/conversation-room.ts). */

let admin: TestUser;
let seller: TestUser;
beforeAll(async () => {
  [admin, seller] = await Promise.all([createUser("admin"), createUser("seller")]);
});

// Each test has its own buyer: the message limits (lib/platform/rate-limits.ts) count per user.
const newBuyer = () => createUser("buyer");

const ask = (who: TestUser, bikeId: number, body = "Is it still available?") =>
  call("POST", "/api/conversations", { token: who.token, body: { bikeId, body } });
const send = (who: TestUser, conversationId: number, body: string) =>
  call("POST", `/api/conversations/${conversationId}/messages`, { token: who.token, body: { body } });
const thread = (who: TestUser, conversationId: number, query = "") =>
  call("GET", `/api/conversations/${conversationId}/messages${query}`, { token: who.token });
const inbox = async (who: TestUser, query = "") => json(await call("GET", `/api/conversations${query}`, { token: who.token }));

/** Asks about a new bike of `owner`'s and answers the conversation's id. */
async function started(buyer: TestUser, owner = seller, body?: string) {
  const response = await ask(buyer, await createBike(owner.id, { name: "Asked-about Bike" }), body);
  expect(response.status).toBe(201);
  return (await json(response)).conversationId as number;
}

describe("conversations", () => {
  it("a buyer's ask starts one conversation per bike and buyer; asking again continues it", async () => {
    const buyer = await newBuyer();
    const bikeId = await createBike(seller.id, { name: "Pulsar 150" });
    const first = await ask(buyer, bikeId, "Is it still available?");
    expect(first.status).toBe(201);
    const started = await json(first);
    expect(started).toMatchObject({ acknowledged: true, created: true, message: { sender: "buyer", body: "Is it still available?" } });

    const again = await ask(buyer, bikeId, "Can I see it on Saturday?");
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ created: false, conversationId: started.conversationId });

    const rows = await db().selectFrom("conversations").select(["id", "seller_id"]).where("bike_id", "=", bikeId).execute();
    expect(rows).toEqual([{ id: started.conversationId, seller_id: seller.id }]);
    const page = await json(await thread(buyer, started.conversationId));
    expect(page.conversation).toMatchObject({ bikeId, bikeName: "Pulsar 150", you: "buyer", readOnly: false, sellerName: seller.name });
    expect(page.items.map((m: { body: string }) => m.body)).toEqual(["Can I see it on Saturday?", "Is it still available?"]);

    // Another buyer about the same bike: a conversation of their own.
    const other = await newBuyer();
    const theirs = await json(await ask(other, bikeId));
    expect(theirs.created).toBe(true);
    expect(theirs.conversationId).not.toBe(started.conversationId);
  });

  it("a seller asks about another seller's bike, never their own; an admin cannot; an unknown bike is 404", async () => {
    const bikeId = await createBike(seller.id);
    const otherSeller = await createUser("seller");
    const own = await ask(seller, bikeId);
    expect(own.status).toBe(403);
    expect((await json(own)).error.message).toBe("You cannot ask about your own bike.");
    const admins = await ask(admin, bikeId);
    expect(admins.status).toBe(403);
    expect((await json(admins)).error.message).toBe("Only a buyer or seller can do this.");
    // One account buys and sells (#33): the other seller asks as a buyer, and finds it in their inbox.
    const asked = await ask(otherSeller, bikeId);
    expect(asked.status).toBe(201);
    const inbox = await json(await call("GET", "/api/conversations", { token: otherSeller.token }));
    expect(inbox.items.map((item: { _id: number; you: string }) => [item._id, item.you])).toContainEqual([
      (await json(asked)).conversationId,
      "buyer",
    ]);
    expect((await ask(await newBuyer(), 2_000_000_123)).status).toBe(404);
    expect((await call("POST", "/api/conversations", { body: { bikeId, body: "Hi" } })).status).toBe(401);
  });

  it("only the two participants read and write it: to others it is 404, as an unknown conversation (#32)", async () => {
    const buyer = await newBuyer();
    const id = await started(buyer);
    const outsiders = [await newBuyer(), await createUser("seller"), admin];
    for (const who of outsiders) {
      expect((await thread(who, id)).status).toBe(404);
      expect((await send(who, id, "Let me in")).status).toBe(404);
      expect((await call("POST", `/api/conversations/${id}/report`, { token: who.token, body: { reason: "x" } })).status).toBe(404);
    }
    expect((await thread(seller, id)).status).toBe(200);
    expect((await send(seller, id, "Yes, it is.")).status).toBe(201);
    expect((await send(buyer, id, "Great.")).status).toBe(201);
    expect((await thread(buyer, 2_000_000_321)).status).toBe(404);
    expect((await send(buyer, 2_000_000_321, "Hello?")).status).toBe(404);
    expect((await call("GET", `/api/conversations/${id}/messages`)).status).toBe(401);
    // Nothing the outsiders sent was stored.
    const bodies = await db().selectFrom("messages").select("body").where("conversation_id", "=", id).orderBy("id").execute();
    expect(bodies.map((m) => m.body)).toEqual(["Is it still available?", "Yes, it is.", "Great."]);
  });

  it("a message is plain text of at most 2,000 characters, checked per field", async () => {
    const buyer = await newBuyer();
    const id = await started(buyer);
    const tooLong = await send(buyer, id, "x".repeat(2001));
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).error.fields).toEqual({ body: "Message must be at most 2,000 characters" });
    const blank = await send(buyer, id, "   ");
    expect((await json(blank)).error.fields).toEqual({ body: "Message is required" });
    const control = await send(buyer, id, "bell\u0007");
    expect((await json(control)).error.fields).toEqual({ body: "Message contains characters that are not allowed" });
    const askTooLong = await ask(buyer, await createBike(seller.id), "y".repeat(2001));
    expect(askTooLong.status).toBe(400);
    expect((await json(askTooLong)).error.fields).toEqual({ body: "Message must be at most 2,000 characters" });
    const badBike = await call("POST", "/api/conversations", { token: buyer.token, body: { bikeId: "abc", body: "Hi" } });
    expect((await json(badBike)).error.fields).toEqual({ bikeId: "Bike must be a number" });

    expect((await send(buyer, id, "z".repeat(2000))).status).toBe(201);
    // Stored and answered as the text it is: markup is the page's to show as text, never to run.
    const markup = '<img src=x onerror="alert(1)">\nSecond line';
    expect((await json(await send(buyer, id, markup))).message.body).toBe(markup);
    expect((await json(await thread(seller, id))).items[0].body).toBe(markup);
  });

  it("a deleted bike leaves its conversations readable but read-only (409)", async () => {
    const buyer = await newBuyer();
    const bikeId = await createBike(seller.id, { name: "Soon Gone" });
    const { conversationId } = await json(await ask(buyer, bikeId));
    expect((await call("DELETE", `/api/bikes/my/${bikeId}`, { token: seller.token })).status).toBe(200);

    const page = await json(await thread(buyer, conversationId));
    expect(page.conversation).toMatchObject({ bikeId: null, bikeName: "Soon Gone", readOnly: true });
    expect(page.items).toHaveLength(1);
    for (const who of [buyer, seller]) {
      const refused = await send(who, conversationId, "Still there?");
      expect(refused.status).toBe(409);
      expect((await json(refused)).error.message).toBe("This listing has been deleted, so its conversation is read-only.");
    }
    expect((await ask(buyer, bikeId)).status).toBe(404);
    const listed = (await inbox(seller, "?limit=100")).items.find((c: { _id: number }) => c._id === conversationId);
    expect(listed).toMatchObject({ readOnly: true, bikeName: "Soon Gone" });
  });

  it("the inbox lists newest first in keyset pages, with unread counts that opening clears", async () => {
    const buyer = await newBuyer();
    const owner = await createUser("seller", { name: "Inbox Owner" });
    const [a, b, c] = [
      await started(buyer, owner, "About A"),
      await started(buyer, owner, "About B"),
      await started(buyer, owner, "About C"),
    ];

    const first = await inbox(owner, "?limit=2");
    expect(first.you).toBe("seller");
    expect(first.items.map((i: { _id: number }) => i._id)).toEqual([c, b]);
    expect(first.items[0]).toMatchObject({ withName: buyer.name, unread: 1, lastMessage: { sender: "buyer", body: "About C" } });
    expect(first.unreadTotal).toBe(3);
    const second = await inbox(owner, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i: { _id: number }) => i._id)).toEqual([a]);
    expect(second.nextCursor).toBeNull();

    // A new message moves its conversation to the top; the seller opening it clears its count.
    expect((await send(buyer, a, "Any news on A?")).status).toBe(201);
    let now = await inbox(owner);
    expect(now.items.map((i: { _id: number }) => i._id)).toEqual([a, c, b]);
    expect(now.items[0]).toMatchObject({ unread: 2 });
    expect(now.unreadTotal).toBe(4);
    await thread(owner, a);
    now = await inbox(owner);
    expect(now.items[0]).toMatchObject({ _id: a, unread: 0 });
    expect(now.unreadTotal).toBe(2);

    // The buyer's side: replies count for the buyer, not for the seller who wrote them.
    expect((await send(owner, b, "Yes, B is available.")).status).toBe(201);
    const buyers = await inbox(buyer);
    expect(buyers.you).toBe("buyer");
    expect(buyers.items[0]).toMatchObject({ _id: b, withName: "Inbox Owner", unread: 1, lastMessage: { sender: "seller" } });
    expect(buyers.unreadTotal).toBe(1);
    expect((await call("GET", "/api/conversations", { token: admin.token })).status).toBe(403);
    expect((await call("GET", "/api/conversations?cursor=abc", { token: buyer.token })).status).toBe(400);
  });

  it("a thread pages newest first by keyset", async () => {
    const buyer = await newBuyer();
    const id = await started(buyer, seller, "m1");
    for (const body of ["m2", "m3", "m4", "m5"]) expect((await send(buyer, id, body)).status).toBe(201);
    const first = await json(await thread(seller, id, "?limit=2"));
    expect(first.items.map((m: { body: string }) => m.body)).toEqual(["m5", "m4"]);
    const second = await json(await thread(seller, id, `?limit=2&cursor=${first.nextCursor}`));
    expect(second.items.map((m: { body: string }) => m.body)).toEqual(["m3", "m2"]);
    const third = await json(await thread(seller, id, `?limit=2&cursor=${second.nextCursor}`));
    expect(third.items.map((m: { body: string }) => m.body)).toEqual(["m1"]);
    expect(third.nextCursor).toBeNull();
  });

  it("either side reports it to the admin's Reported Items; the admin may then read it, never write", async () => {
    const buyer = await newBuyer();
    const id = await started(buyer, seller, "Pay me outside the site");
    const report = (who: TestUser) =>
      call("POST", `/api/conversations/${id}/report`, { token: who.token, body: { reason: "Asks to pay outside" } });
    // Before any report, the conversation is not the admin's to read: not found.
    expect((await thread(admin, id)).status).toBe(404);
    const reported = await report(seller);
    expect(reported.status).toBe(201);
    expect((await report(seller)).status).toBe(409);
    expect((await report(buyer)).status).toBe(201);
    expect(
      (await json(await call("POST", `/api/conversations/${id}/report`, { token: buyer.token, body: { reason: " " } }))).error.fields,
    ).toEqual({
      reason: "Reason is required",
    });

    const { insertedId } = await json(reported);
    const queue = await json(await call("GET", "/api/reports?limit=100", { token: admin.token }));
    expect(queue.items.find((r: { _id: number }) => r._id === insertedId)).toMatchObject({
      conversationId: id,
      bikeId: null,
      reason: "Asks to pay outside",
      reporterEmail: seller.email,
    });
    const read = await json(await thread(admin, id));
    expect(read.conversation.you).toBe("admin");
    expect(read.items.map((m: { body: string }) => m.body)).toEqual(["Pay me outside the site"]);
    expect((await send(admin, id, "Admin here")).status).toBe(403);
    // The admin reading it marks nothing read for the participants.
    expect(
      (await db().selectFrom("conversations").select("seller_unread").where("id", "=", id).executeTakeFirstOrThrow()).seller_unread,
    ).toBe(1);
    // There is no listing to remove: the report is dismissed once read.
    expect((await resolveReport(admin.token, insertedId, "remove")).status).toBe(409);
    expect((await call("PUT", `/api/reports/${insertedId}`, { token: admin.token, body: { action: "dismiss" } })).status).toBe(200);
  });

  it("deleting a participant's account removes their conversations and messages in the same transaction", async () => {
    const buyer = await newBuyer();
    const id = await started(buyer);
    expect((await call("DELETE", `/api/users/${buyer.id}`, { token: admin.token })).status).toBe(200);
    expect(await db().selectFrom("conversations").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await db().selectFrom("messages").select("id").where("conversation_id", "=", id).execute()).toEqual([]);
  });
});

describe("live delivery (the conversation's Durable Object, inside workerd)", () => {
  const openLive = (who: TestUser | undefined, id: number, protocols = `${LIVE_PROTOCOL}, ${who?.token ?? ""}`) =>
    call("GET", `/api/conversations/${id}/live`, { headers: { Upgrade: "websocket", "Sec-WebSocket-Protocol": protocols } });

  /** The next message the socket receives, as parsed JSON. */
  const nextEvent = (socket: WebSocket) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no message within 10 s")), 10_000);
      socket.addEventListener("message", (event) => {
        clearTimeout(timer);
        resolve(JSON.parse(event.data as string) as LiveEvent);
      });
    });

  it("a participant's socket receives a message posted through the API", async () => {
    const buyer = await newBuyer();
    const id = await started(buyer);
    const response = await openLive(buyer, id);
    expect(response.status).toBe(101);
    // The browser drops a socket whose answer does not pick one of the subprotocols it offered.
    expect(response.headers.get("Sec-WebSocket-Protocol")).toBe(LIVE_PROTOCOL);
    const socket = response.webSocket!;
    socket.accept();
    try {
      const received = nextEvent(socket);
      const sent = await json(await send(seller, id, "Yes, come on Saturday."));
      expect(await received).toEqual({ type: "message", message: sent.message });
      expect(sent.message).toMatchObject({ conversationId: id, sender: "seller", body: "Yes, come on Saturday." });

      // Both sides at once: the seller's socket hears the buyer's reply too.
      const sellerSocket = (await openLive(seller, id)).webSocket!;
      sellerSocket.accept();
      try {
        const [toBuyer, toSeller] = [nextEvent(socket), nextEvent(sellerSocket)];
        await send(buyer, id, "See you then.");
        expect((await toBuyer).message.body).toBe("See you then.");
        expect((await toSeller).message.body).toBe("See you then.");
      } finally {
        sellerSocket.close(1000, "done");
      }
    } finally {
      socket.close(1000, "done");
    }
  });

  it("the socket is checked like the API: a token, and one of the two participants", async () => {
    const buyer = await newBuyer();
    const id = await started(buyer);
    expect((await openLive(undefined, id, LIVE_PROTOCOL)).status).toBe(401);
    expect((await openLive(undefined, id, `${LIVE_PROTOCOL}, not-a-token`)).status).toBe(401);
    expect((await openLive(await newBuyer(), id)).status).toBe(404);
    expect((await openLive(admin, id)).status).toBe(404);
    expect((await openLive(buyer, 2_000_000_777)).status).toBe(404);
    // A token offered under another subprotocol name is not read.
    expect((await openLive(buyer, id, `chat, ${buyer.token}`)).status).toBe(401);
  });

  it("reading a conversation also marks its messages' notifications read, and no one else's (#33)", async () => {
    const buyer = await newBuyer();
    const id = await started(buyer, seller, "Does it have ABS?");
    const otherId = await started(await newBuyer(), seller, "Still for sale?");
    const unreadMessageLinks = async () =>
      (
        await db()
          .selectFrom("notifications")
          .select("link")
          .where("user_id", "=", seller.id)
          .where("kind", "=", "message")
          .where("read_at", "is", null)
          .execute()
      ).map((row) => row.link);
    expect(await unreadMessageLinks()).toEqual(expect.arrayContaining([`/dashboard/inbox/${id}`, `/dashboard/inbox/${otherId}`]));
    expect((await thread(seller, id)).status).toBe(200);
    const left = await unreadMessageLinks();
    expect(left).not.toContain(`/dashboard/inbox/${id}`);
    expect(left).toContain(`/dashboard/inbox/${otherId}`);
  });
});
