/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS, JSON_BODY_LIMIT } from "../../edge-api/src/lib/platform/body-limits";
import readme from "../../README.md?raw";
import { call, json } from "./support/api";
import { createUser, type TestUser } from "./support/fixtures";

/**
 * Body limits (edge-api/src/lib/platform/body-limits.ts, #32): measured before anything parses a body,
 * whether the request declares its length or streams it. The fuzz tests send every route bodies of
 * 1 KB to just past its limit; here each limit is met exactly and passed by one byte.
 */
let seller: TestUser;
beforeAll(async () => {
  seller = await createUser("seller");
});

const bytes = (size: number) => new Uint8Array(size).fill(0x20);

async function expectTooLarge(response: Response, rule: { field: string; message: string }) {
  expect(response.status).toBe(413);
  expect((await json(response)).error).toEqual({ code: "too_large", message: rule.message, fields: { [rule.field]: rule.message } });
}

describe("body limits", () => {
  it("every JSON route reads at most 256 KB: one byte more is 413 before it is parsed, even signed out", async () => {
    // JSON whitespace: a body exactly at the limit is still parsed (and found incomplete).
    const atLimit = await call("POST", "/api/contact", { rawBody: bytes(JSON_BODY_LIMIT.maxBytes), contentType: "application/json" });
    expect(atLimit.status).toBe(400);
    const over = await call("POST", "/api/contact", { rawBody: bytes(JSON_BODY_LIMIT.maxBytes + 1), contentType: "application/json" });
    await expectTooLarge(over, JSON_BODY_LIMIT);
  });

  it("takes a declared Content-Length at its word: over the limit is 413 without reading the body", async () => {
    const response = await call("POST", "/api/contact", {
      rawBody: bytes(JSON_BODY_LIMIT.maxBytes + 10),
      contentType: "application/json",
      headers: { "Content-Length": String(JSON_BODY_LIMIT.maxBytes + 10) },
    });
    await expectTooLarge(response, JSON_BODY_LIMIT);
  });

  for (const rule of BODY_LIMITS) {
    it(`${rule.method} ${rule.path} reads at most ${rule.maxBytes} bytes`, async () => {
      const send = (size: number) =>
        call(rule.method, rule.path, { token: seller.token, rawBody: bytes(size), contentType: "application/octet-stream" });
      expect((await send(rule.maxBytes)).status).not.toBe(413);
      await expectTooLarge(await send(rule.maxBytes + 1), rule);
    });
  }

  it("the README's Body limits table lists each route's own limit", () => {
    const section = readme.split("\n### Body limits\n")[1]?.split(/\n#+ /)[0] ?? "";
    const rows = section.split("\n").filter((line) => /^\| [^-|]/.test(line) && !line.startsWith("| what "));
    expect(rows.map((row) => row.split(" | ")[1])).toEqual(BODY_LIMITS.map((r) => `\`${r.method} ${r.path}\``));
    expect(rows.map((row) => row.split(" | ")[2]!.split(" ")[0])).toEqual(BODY_LIMITS.map((r) => String(r.maxBytes / 1024 / 1024)));
  });
});
