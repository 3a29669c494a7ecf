import { beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../../edge-api/src/lib/api/pagination";
import { requiredText } from "../../edge-api/src/lib/api/fields";
import { call, json } from "./support/api";
import { createCategory, createUser, db, newBikeBody, uniqueEmail, type TestUser } from "./support/fixtures";
import { createEmulatorAccount } from "./support/emulator";

/**
 * The one rule for all input (edge-api/src/lib/api/fields.ts, lib/api/pagination.ts, lib/api/validate.ts),
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

  it("checks the length before any pattern: megabytes of multi-line text are refused, not a 500 (#32)", async () => {
    // The pattern once overflowed the stack on a text this long, before its length was checked.
    const huge = "ab\n".repeat(3_000_000);
    const rule = requiredText("Description", 4000, { multiline: true });
    expect(rule.safeParse(huge).error?.issues.map((issue) => issue.message)).toEqual(["Description must be at most 4000 characters"]);
    // Under the body limit, the field is named; over it, the body is refused before it is parsed.
    const message = "Hello\n".repeat(30_000);
    const contact = await call("POST", "/api/contact", { body: { name: "Visitor", email: "visitor@example.com", message } });
    expect(await fieldsOf(contact)).toEqual({ message: "Message must be at most 4000 characters" });
    const tooLarge = await call("POST", "/api/contact", { body: { name: "Visitor", email: "visitor@example.com", message: huge } });
    expect(tooLarge.status).toBe(413);
    expect((await json(tooLarge)).error).toEqual({
      code: "too_large",
      message: "The request is too large (at most 256 KB).",
      fields: { body: "The request is too large (at most 256 KB)." },
    });
  });

  it("strips bidirectional overrides, isolates and invisible format characters from names (#32)", async () => {
    const response = await postBike({
      name: "RT Honda \u202Egnp.exe",
      model: "\u2066CB\u2069\u200B 500\uFEFF",
      sellerName: "Ra\u00ADhim \u{E0041}Motors",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { insertedId } = await json(response);
    const row = await db()
      .selectFrom("bikes")
      .select(["name", "model", "seller_name"])
      .where("id", "=", insertedId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "RT Honda gnp.exe", model: "CB 500", seller_name: "Rahim Motors" });
    const address = uniqueEmail("bidi");
    const account = await createEmulatorAccount(address, "secret-123", "Bidi");
    const user = await call("PUT", "/api/users", { token: account.idToken, body: { name: "\u202Bnimda\u202C Buyer", email: address } });
    expect(user.status, await user.clone().text()).toBe(201);
    expect((await json(user)).user.name).toBe("nimda Buyer");
  });

  it("keeps right-to-left and joined scripts as written: Arabic, Hebrew, Bangla, emoji", async () => {
    const names = {
      name: "دراجة هوندا \u200Fسي بي ٥٠٠",
      model: "אופנוע \u200Eהונדה",
      location: "র‍্যাব রোড, ঢাকা",
      sellerName: "মোটর 👨‍👩‍👧",
    };
    const response = await postBike(names);
    expect(response.status, await response.clone().text()).toBe(201);
    const { insertedId } = await json(response);
    const row = await db()
      .selectFrom("bikes")
      .select(["name", "model", "location", "seller_name"])
      .where("id", "=", insertedId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: names.name, model: names.model, location: names.location, seller_name: names.sellerName });
  });

  it("refuses a name that is only invisible characters", async () => {
    expect(await fieldsOf(await postBike({ name: "\u200D\u200C\u202E" }))).toEqual({ name: "Name is required" });
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

  it("lists no bike below the lowest price a card can pay, on every path: add, edit, CSV import (#32)", async () => {
    const tooLow = { resalePrice: "Resale price must be at least $10: a card payment cannot carry less once the fee is taken" };
    for (const resalePrice of [0.01, 0.49, "9.99"]) expect(await fieldsOf(await postBike({ resalePrice }))).toEqual(tooLow);
    const listed = await postBike({ resalePrice: 10 });
    expect(listed.status).toBe(201);
    const { insertedId } = await json(listed);
    const edit = await call("PUT", `/api/bikes/my/${insertedId}`, {
      token: seller.token,
      body: newBikeBody(seller, categoryId, { resalePrice: 0.5 }),
    });
    expect(await fieldsOf(edit)).toEqual(tooLow);
    const imported = await call("POST", "/api/bulk/bikes", {
      token: seller.token,
      body: { bikes: [newBikeBody(seller, categoryId), newBikeBody(seller, categoryId, { resalePrice: "0.49" })] },
    });
    expect(await fieldsOf(imported)).toEqual({ "bikes.1.resalePrice": tooLow.resalePrice });
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

  // (An uploaded photo's URL must also be the seller's own stored photo: photos.test.ts.)
  it.each(["/images/bikes/sport-red.svg", "https://cdn.example.com/bikes/1.jpg"])("takes %s", async (picture) => {
    expect((await postBike({ picture })).status).toBe(201);
  });
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
