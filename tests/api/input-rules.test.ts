import { beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../../edge-api/src/lib/pagination";
import { call, json } from "./support/api";
import { createCategory, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";

/**
 * The one rule for all input (edge-api/src/lib/fields.ts, lib/pagination.ts, lib/validate.ts),
 * each case one the fuzz tests (fuzz.test.ts) or a review found answering 500, slipping through
 * or failing without naming its field.
 */
let seller: TestUser;
let buyer: TestUser;
let categoryId: number;
beforeAll(async () => {
  [seller, buyer] = await Promise.all([createUser("seller"), createUser("buyer")]);
  categoryId = await createCategory();
});

const fieldsOf = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(400);
  return (await json(response)).error.fields as Record<string, string>;
};
const postBike = (overrides: Record<string, unknown>) =>
  call("POST", "/api/bikes", { token: seller.token, body: newBikeBody(seller, categoryId, overrides) });

describe("text", () => {
  it("refuses control characters such as NUL (Postgres refused them with a 500)", async () => {
    const contact = await call("POST", "/api/contact", {
      body: { name: "Visitor", email: "visitor@example.com", message: "Hi\u0000there" },
    });
    expect(await fieldsOf(contact)).toEqual({ message: "Message contains characters that are not allowed" });
    const bike = await postBike({ name: "Bike\u001b[31m", city: "Dhaka\u007f" });
    expect(await fieldsOf(bike)).toEqual({
      name: "Name contains characters that are not allowed",
      city: "City contains characters that are not allowed",
    });
    const filter = await call("GET", `/api/bikes?country=${encodeURIComponent("Bangla\u0000desh")}`);
    expect(await fieldsOf(filter)).toEqual({ country: "Country contains characters that are not allowed" });
  });

  it("keeps line breaks and tabs in multi-line text, trimmed, with Windows line ends read as one", async () => {
    const response = await postBike({ description: "  First line\r\n\tSecond line  " });
    expect(response.status, await response.clone().text()).toBe(201);
    const { insertedId } = await json(response);
    const row = await db().selectFrom("bikes").select("description").where("id", "=", insertedId).executeTakeFirstOrThrow();
    expect(row.description).toBe("First line\n\tSecond line");
  });

  it("names text that is too long", async () => {
    expect(await fieldsOf(await postBike({ model: "M".repeat(61) }))).toEqual({ model: "Model must be at most 60 characters" });
  });
});

describe("numbers", () => {
  it.each([true, "0x10", "1e3", "Infinity", "", " 450", "450 ", null])(
    "refuses %j as a price (Number() would have read it)",
    async (price) => {
      expect(await fieldsOf(await postBike({ resalePrice: price }))).toEqual({ resalePrice: "Resale price must be a number" });
    },
  );

  it("takes a price as a JSON number or as decimal text", async () => {
    expect((await postBike({ resalePrice: 1650.5, originalPrice: "2400.00" })).status).toBe(201);
    expect(await fieldsOf(await postBike({ resalePrice: "12.345" }))).toEqual({ resalePrice: "Resale price can have at most 2 decimals" });
  });

  it("refuses booleans, hex and exponents as ids, sizes and page limits", async () => {
    expect(await fieldsOf(await postBike({ id: true, engineCc: "0x64" }))).toEqual({
      id: "Category must be a number",
      engineCc: "Engine CC must be a number",
    });
    expect(await fieldsOf(await call("GET", "/api/blogs?limit=1e1"))).toEqual({ limit: "Limit must be a number" });
    expect(await fieldsOf(await call("GET", "/api/categories/0x1"))).toEqual({ id: "Id must be a number" });
  });
});

describe("cursors", () => {
  it.each([
    ["a blog cursor whose date is not a date (Postgres failed on the cast: 500)", "/api/blogs", { k: "not-a-date", id: 1 }],
    [
      "a price cursor with a fractional price (Postgres refused it without naming the field)",
      "/api/bikes?sort=price_asc",
      { k: 1.5, id: 1 },
    ],
    ["an id beyond Postgres' integers", "/api/blogs", { k: "2024-01-01", id: 1e20 }],
    ["a cursor with more in it than a list writes", "/api/users/buyer", { k: null, id: 5, extra: 1 }],
  ])("refuses %s, naming the cursor", async (_label, path, cursor) => {
    const separator = path.includes("?") ? "&" : "?";
    const admin = await createUser("admin");
    const response = await call("GET", `${path}${separator}cursor=${encodeCursor(cursor as never)}`, { token: admin.token });
    expect(await fieldsOf(response)).toEqual({ cursor: "The page cursor is not valid." });
  });

  it("checks the cursor before whose list it is (a negative id used to reach the owner check first)", async () => {
    const response = await call("GET", `/api/bookings?email=${seller.email}&cursor=${encodeCursor({ k: null, id: -1 })}&limit=1`, {
      token: buyer.token,
    });
    expect(await fieldsOf(response)).toEqual({ cursor: "The page cursor is not valid." });
  });
});

describe("picture URLs", () => {
  it.each(["http://example.com/a.jpg", "//evil.example/x.png", "/etc/passwd", "/images/../secret.svg", "data:image/png;base64,AAAA"])(
    "refuses %s",
    async (picture) => {
      expect(await fieldsOf(await postBike({ picture }))).toEqual({ picture: "Image url must be a web address (https://…)" });
    },
  );

  it.each(["/images/bikes/sport-red.svg", "/api/photos/0f8fad5b-d9cb-469f-a165-70867728950e.webp", "https://cdn.example.com/bikes/1.jpg"])(
    "takes %s",
    async (picture) => {
      expect((await postBike({ picture })).status).toBe(201);
    },
  );
});

describe("bodies and headers", () => {
  it("names the body when it is not JSON", async () => {
    const response = await call("POST", "/api/contact", { rawBody: '{"name":', contentType: "application/json" });
    expect(await fieldsOf(response)).toEqual({ body: "The request body is not valid JSON." });
  });

  it("names the Stripe-Signature header when the webhook has none", async () => {
    const response = await call("POST", "/api/stripe/webhook", { rawBody: "{}", contentType: "application/json" });
    expect(await fieldsOf(response)).toEqual({ "Stripe-Signature": "Missing Stripe-Signature." });
  });
});
