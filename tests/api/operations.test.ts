import { Hono } from "hono";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../edge-api/src/app";
import type { AppEnv } from "../../edge-api/src/env";
import { setErrorReporter, type ErrorContext } from "../../edge-api/src/lib/platform/report-error";
import { onError, onNotFound } from "../../edge-api/src/middleware/errors";
import { requestIds } from "../../edge-api/src/middleware/request-id";
import { requestLog } from "../../edge-api/src/middleware/request-log";
import { call, json } from "./support/api";
import { createBike, createUser, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (ch) =>
  ch.charCodeAt(0),
);

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }, env);

/** Every line written to console.log / console.error while `run` runs, parsed where it is JSON. */
async function captureLogs(run: () => Promise<unknown>) {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  const log = vi.spyOn(console, "log").mockImplementation(keep);
  const error = vi.spyOn(console, "error").mockImplementation(keep);
  try {
    await run();
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  const entries = lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, any>];
    } catch {
      return [];
    }
  });
  return { text: lines.join("\n"), entries };
}

let seller: TestUser;
beforeAll(async () => {
  seller = await createUser("seller", { verified: true });
});

afterEach(() => setErrorReporter(undefined));

describe("X-Request-Id", () => {
  it("is on success, 400, 401 and 404 answers, different each time, and error bodies repeat it", async () => {
    const answers = await Promise.all([
      call("GET", "/api/categories"),
      call("POST", "/api/contact", { body: {} }),
      call("GET", "/api/users/me"),
      call("GET", "/api/no-such-route"),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 400, 401, 404]);
    const ids = answers.map((r) => r.headers.get("X-Request-Id"));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const answer of answers.slice(1)) {
      const body = await json(answer);
      expect(body.error.code).toBeTruthy();
      expect(body.requestId).toBe(answer.headers.get("X-Request-Id"));
    }
  });

  it("keeps a client's id only when it is short and plain", async () => {
    const echoed = await get("/api/categories", { "X-Request-Id": "support-ticket-4711" });
    expect(echoed.headers.get("X-Request-Id")).toBe("support-ticket-4711");

    for (const unsafe of ['a"}{"level":"error', "two words", "x".repeat(65), "line\tbreak"]) {
      const replaced = await get("/api/categories", { "X-Request-Id": unsafe });
      expect(replaced.headers.get("X-Request-Id"), unsafe).toMatch(UUID);
    }
  });

  it("uses Cloudflare's cf-ray when the client sent none", async () => {
    const answer = await get("/api/categories", { "cf-ray": "8f3a1b2c4d5e6f70-DAC" });
    expect(answer.headers.get("X-Request-Id")).toBe("8f3a1b2c4d5e6f70-DAC");
  });

  it("is on answers a handler builds itself (a served photo)", async () => {
    const uploaded = await app.request(
      "/api/photos",
      { method: "POST", headers: { "Content-Type": "image/png", Authorization: `Bearer ${seller.token}` }, body: PNG },
      env,
    );
    const { url } = await json<{ url: string }>(uploaded);
    const served = await get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("X-Request-Id")).toMatch(UUID);
  });
});

describe("request log", () => {
  it("writes one JSON line per request with the route pattern, status, duration and user, and never the token", async () => {
    const bikeId = await createBike(seller.id);
    let mine!: Response;
    let bike!: Response;
    let missing!: Response;
    const { text, entries } = await captureLogs(async () => {
      mine = await get(`/api/bikes/my?email=${encodeURIComponent(seller.email)}`, { Authorization: `Bearer ${seller.token}` });
      bike = await get(`/api/bikes/${bikeId}`);
      missing = await get("/api/no-such-route");
    });
    const lineOf = (response: Response) => {
      const lines = entries.filter((e) => e.msg === "request" && e.requestId === response.headers.get("X-Request-Id"));
      expect(lines).toHaveLength(1);
      return lines[0]!;
    };

    expect(lineOf(mine)).toMatchObject({ level: "info", method: "GET", route: "/api/bikes/my", status: 200, userId: seller.id });
    expect(lineOf(mine).durationMs).toBeGreaterThanOrEqual(0);
    expect(lineOf(bike)).toMatchObject({ route: "/api/bikes/:id", status: 200, userId: null });
    expect(lineOf(missing)).toMatchObject({ level: "warn", route: null, status: 404 });

    expect(text).not.toContain(seller.token);
    expect(text).not.toContain(seller.token.split(".")[1]!);
    expect(text.toLowerCase()).not.toContain("bearer");
    expect(text).not.toContain(seller.email);
  });
});

describe("unexpected errors", () => {
  /** The app's own middleware and error handlers around a route that fails in a way nobody planned. */
  const failing = new Hono<AppEnv>()
    .basePath("/api")
    .use(requestIds)
    .use(requestLog)
    .post("/explode/:id", () => {
      throw new TypeError("Cannot read properties of undefined (reading 'card')");
    });
  failing.onError(onError);
  failing.notFound(onNotFound);

  it("answer the generic 500, go through the reporting hook once, and log name, message and stack without secrets", async () => {
    const reported: { error: unknown; context: ErrorContext }[] = [];
    setErrorReporter((error, context) => reported.push({ error, context }));

    let response!: Response;
    const { text, entries } = await captureLogs(async () => {
      response = await failing.request(
        "/api/explode/7",
        {
          method: "POST",
          headers: { Authorization: "Bearer secret-token-123", "Content-Type": "application/json" },
          body: JSON.stringify({ cardNumber: "4242424242424242" }),
        },
        env,
      );
    });

    const requestId = response.headers.get("X-Request-Id");
    expect(response.status).toBe(500);
    expect(await json(response)).toEqual({
      error: { code: "internal", message: "Something went wrong on our side. Try again." },
      requestId,
    });

    expect(reported).toHaveLength(1);
    expect(reported[0]!.error).toBeInstanceOf(TypeError);
    expect(reported[0]!.context).toEqual({ requestId, method: "POST", route: "/api/explode/:id", userId: null });

    const errorLine = entries.find((e) => e.msg === "unhandled error");
    expect(errorLine).toMatchObject({
      level: "error",
      requestId,
      route: "/api/explode/:id",
      error: { name: "TypeError", message: "Cannot read properties of undefined (reading 'card')" },
    });
    expect(errorLine!.error.stack).toContain("TypeError");
    expect(entries.find((e) => e.msg === "request")).toMatchObject({ level: "error", requestId, status: 500 });

    expect(text).not.toContain("secret-token-123");
    expect(text).not.toContain("4242424242424242");
  });

  it("are still answered when the reporter itself fails", async () => {
    setErrorReporter(() => {
      throw new Error("Sentry is down");
    });
    const { entries } = await captureLogs(async () => {
      const response = await failing.request("/api/explode/1", { method: "POST" }, env);
      expect(response.status).toBe(500);
    });
    expect(entries.some((e) => e.msg === "error reporter failed")).toBe(true);
  });

  it("that are expected (an ApiError, a 404) do not reach the hook", async () => {
    const reported: unknown[] = [];
    setErrorReporter((error) => reported.push(error));
    await captureLogs(async () => {
      await call("GET", "/api/users/me");
      await call("GET", "/api/bikes/999999999");
      await call("GET", "/api/no-such-route");
    });
    expect(reported).toEqual([]);
  });
});
