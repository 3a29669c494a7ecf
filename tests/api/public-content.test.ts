import { describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { db } from "./support/fixtures";
import { env } from "./support/test-env";

describe("public content", () => {
  it("lists categories with the fields the home cards read, and one by id", async () => {
    const categories = await json(await call("GET", "/api/categories"));
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(categories[0]).toEqual({
      _id: expect.any(Number),
      categoryName: expect.any(String),
      svgImg: expect.any(String),
      hi: expect.any(Number),
      wi: expect.any(Number),
    });
    expect(await json(await call("GET", `/api/categories/${categories[0]._id}`))).toEqual(categories[0]);
    expect((await call("GET", "/api/categories/2000000000")).status).toBe(404);
    expect((await call("GET", "/api/categories/x")).status).toBe(400);
  });

  it("gives the three newest blogs for the home page and all blogs newest first, by page", async () => {
    const latest = await json(await call("GET", "/api/blogsLimit"));
    expect(latest).toHaveLength(3);
    expect(latest[0]).toEqual({
      _id: expect.any(Number),
      header: expect.any(String),
      Img: expect.any(String),
      pOne: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const first = await json(await call("GET", "/api/blogs?limit=2"));
    const second = await json(await call("GET", `/api/blogs?limit=2&cursor=${first.nextCursor}`));
    const dates = [...first.items, ...second.items].map((b: { date: string }) => b.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.items[0]).toEqual(latest[0]);
    expect(new Set([...first.items, ...second.items].map((b: { _id: number }) => b._id)).size).toBe(4);
    expect(await json(await call("GET", `/api/blogs/${latest[1]._id}`))).toEqual(latest[1]);
  });

  it("stores a contact message, and names missing fields", async () => {
    const ok = await call("POST", "/api/contact", { body: { name: "Ana", email: "ana@example.com", message: "Do you ship to Khulna?" } });
    expect(ok.status).toBe(201);
    const { insertedId } = await json(ok);
    const row = await db().selectFrom("contact_messages").selectAll().where("id", "=", insertedId).executeTakeFirstOrThrow();
    expect(row.message).toBe("Do you ship to Khulna?");
    const bad = await call("POST", "/api/contact", { body: { email: "nope" } });
    expect((await json(bad)).error.fields).toEqual({
      name: "Name is required",
      email: "Email Address is not a valid email",
      message: "Message is required",
    });
  });

  it("subscribes an email to the newsletter once, whatever its case", async () => {
    const first = await call("POST", "/api/newsletter", { body: { email: "Rider@Example.com" } });
    expect(first.status).toBe(201);
    const again = await call("POST", "/api/newsletter", { body: { email: "rider@example.com" } });
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ subscribed: true, alreadySubscribed: true });
    const rows = await db().selectFrom("newsletter_subscribers").select("id").where("email", "ilike", "rider@example.com").execute();
    expect(rows).toHaveLength(1);
    expect((await json(await call("POST", "/api/newsletter", { body: { email: "nope" } }))).error.fields).toEqual({
      email: "Email Address is not a valid email",
    });
  });

  it("answers malformed JSON with 400, unknown API paths with 404", async () => {
    const { app } = await import("../../edge-api/src/app");
    const malformed = await app.request(
      "/api/contact",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" },
      env,
    );
    expect(malformed.status).toBe(400);
    const unknown = await call("GET", "/api/nothing-here");
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.code).toBe("not_found");
  });
});

describe("health and a database outage", () => {
  it("reports the database up", async () => {
    expect(await json(await call("GET", "/api/health"))).toEqual({ ok: true, database: "up" });
  });

  it("answers 503 with Retry-After, never 500, when the database cannot be reached", async () => {
    // The relay is up but nothing listens where the database should be.
    const down = { ...env, DATABASE_URL: env.DATABASE_URL.replace(/:(\d+)\//, ":9/") };
    for (const path of ["/api/health", "/api/categories"]) {
      const response = await call("GET", path, { env: down });
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("5");
      expect((await json(response)).error.code).toBe("unavailable");
    }
  });
});
