import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../edge-api/src/app";
import { json } from "./support/api";
import { createUser, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (ch) =>
  ch.charCodeAt(0),
);

const upload = (who: TestUser | undefined, body: Uint8Array, type = "image/png") =>
  app.request(
    "/api/photos",
    { method: "POST", headers: { "Content-Type": type, ...(who ? { Authorization: `Bearer ${who.token}` } : {}) }, body },
    env,
  );

let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  [seller, buyer] = await Promise.all([createUser("seller"), createUser("buyer")]);
});

describe("bike photos", () => {
  it("a seller uploads a photo and anyone can load it back, byte for byte", async () => {
    const response = await upload(seller, PNG);
    expect(response.status).toBe(201);
    const { url } = await json(response);
    expect(url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\.png$/);
    const served = await app.request(url, {}, env);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("judges the type by the bytes, not the declared type", async () => {
    const html = new TextEncoder().encode("<script>alert(1)</script>");
    const response = await upload(seller, html, "image/png");
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ photo: "The photo must be a JPEG, PNG or WebP image." });
  });

  it("refuses empty and oversized photos", async () => {
    expect((await upload(seller, new Uint8Array())).status).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(seller, big)).status).toBe(413);
  });

  it("only sellers upload; unknown photos are 404", async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
    expect((await upload(buyer, PNG)).status).toBe(403);
    expect((await app.request("/api/photos/00000000-0000-0000-0000-000000000000.png", {}, env)).status).toBe(404);
    expect((await app.request("/api/photos/..%2F..%2Fetc.png", {}, env)).status).toBe(400);
  });
});
