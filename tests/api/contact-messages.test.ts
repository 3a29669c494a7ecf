import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createUser, type TestUser } from "./support/fixtures";

/**
 * What the contact form stores reaches the team: the admin's Messages screen lists open and
 * handled messages (GET /api/contact) and marks them handled (PUT /api/contact/:id).
 */
let admin: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  [admin, buyer] = await Promise.all([createUser("admin"), createUser("buyer")]);
});

interface Message {
  _id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
}

const send = async (message: string) => {
  const response = await call("POST", "/api/contact", { body: { name: "Rina Akter", email: "rina@example.com", message } });
  expect(response.status).toBe(201);
  return (await json(response)).insertedId as number;
};

const inbox = (query: string, token = admin.token) => call("GET", `/api/contact?${query}`, { token });

/** Follows the list's cursor until every id in `wanted` was seen (other tests add messages meanwhile). */
async function walk(status: "open" | "handled", wanted: number[], limit = 2): Promise<Message[]> {
  const seen: Message[] = [];
  let cursor: string | null = "";
  for (let pages = 0; cursor !== null && pages < 200; pages += 1) {
    const page: { items: Message[]; nextCursor: string | null } = await json(
      await inbox(`status=${status}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`),
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    if (wanted.every((id) => seen.some((m) => m._id === id))) break;
    cursor = page.nextCursor;
  }
  return seen;
}

describe("contact messages", () => {
  it("a visitor's message reaches the admin's open messages, newest first, page by page", async () => {
    const ids = [await send("Do you ship to Khulna?"), await send("Is the R15 still for sale?"), await send("Can I pay in cash?")];
    const seen = await walk("open", ids);
    const ours = seen.filter((m) => ids.includes(m._id));
    expect(ours.map((m) => m._id)).toEqual([...ids].reverse());
    expect(ours[0]).toEqual({
      _id: ids[2],
      name: "Rina Akter",
      email: "rina@example.com",
      message: "Can I pay in cash?",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      handledAt: null,
    });
    // Keyset pages: no message twice, every page newer than the next.
    const allIds = seen.map((m) => m._id);
    expect(new Set(allIds).size).toBe(allIds.length);
    expect(allIds).toEqual([...allIds].sort((a, b) => b - a));
  });

  it("marking a message handled moves it to the handled list; twice is 409; it can be opened again", async () => {
    const id = await send("Please call me back about the Pulsar.");
    const handled = await call("PUT", `/api/contact/${id}`, { token: admin.token, body: { handled: true } });
    expect(handled.status).toBe(200);
    expect(await json(handled)).toEqual({ acknowledged: true, modifiedCount: 1, handledAt: expect.any(String) });

    expect((await walk("open", [], 100)).map((m) => m._id)).not.toContain(id);
    const inHandled = (await walk("handled", [id], 100)).find((m) => m._id === id);
    expect(inHandled?.handledAt).toEqual(expect.any(String));

    const again = await call("PUT", `/api/contact/${id}`, { token: admin.token, body: { handled: true } });
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe("This message has already been handled.");

    const reopened = await call("PUT", `/api/contact/${id}`, { token: admin.token, body: { handled: false } });
    expect(await json(reopened)).toEqual({ acknowledged: true, modifiedCount: 1, handledAt: null });
    expect((await walk("open", [id])).some((m) => m._id === id)).toBe(true);
  });

  it("names what is wrong: unknown message 404, a bad body or status 400; only an admin may read or change", async () => {
    const missing = await call("PUT", "/api/contact/2000000000", { token: admin.token, body: { handled: true } });
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.message).toBe("Message not found.");
    const id = await send("Hello");
    const bad = await call("PUT", `/api/contact/${id}`, { token: admin.token, body: { handled: "yes" } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({ handled: "Handled must be true or false" });
    expect((await json(await inbox("status=closed"))).error.fields).toEqual({ status: "Status must be open or handled" });
    expect((await inbox("", buyer.token)).status).toBe(403);
    expect((await call("GET", "/api/contact")).status).toBe(401);
    expect((await call("PUT", `/api/contact/${id}`, { token: buyer.token, body: { handled: true } })).status).toBe(403);
  });
});
