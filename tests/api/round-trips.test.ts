import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { RoundTrips, roundTripsOfRequest } from "../../edge-api/src/db/round-trips";
import { afterResponse } from "../../edge-api/src/lib/platform/after-response";
import { env } from "./support/test-env";
import { call } from "./support/api";

/** How the database round trips of a request are counted (edge-api/src/db/round-trips.ts, #34). */
describe("counting round trips", () => {
  it.each([
    ["nothing", "", 0],
    ["a query and its reply", "wr", 1],
    ["a reply in several chunks", "wrrr", 1],
    ["pipelined writes before the reply", "wwwr", 1],
    ["two queries one after the other", "wrwr", 2],
    ["a write awaiting its reply", "wrw", 2],
    ["a read with nothing asked (a notice)", "r", 0],
  ])("%s (%s): %i", (_what, events, expected) => {
    const trips = new RoundTrips();
    for (const event of events) {
      if (event === "w") trips.wrote();
      else trips.read();
    }
    trips.stop();
    expect(trips.count).toBe(expected);
  });

  it("stops counting once the answer is ready (closing the connection is not the request's cost)", () => {
    const trips = new RoundTrips();
    trips.wrote();
    trips.read();
    trips.stop();
    trips.wrote();
    expect(trips.count).toBe(1);
  });

  it("work after the answer (lib/platform/after-response.ts) is not the request's: its round trips are not counted", async () => {
    const trips = new RoundTrips();
    const context = {
      env,
      var: { requestId: "round-trips-test" },
      get executionCtx(): never {
        throw new Error("no execution context: the work is awaited");
      },
    };
    let answered = 0;
    await roundTripsOfRequest.run(trips, () =>
      afterResponse(context as never, "a query", async (db) => {
        answered = (await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]!.one;
      }),
    );
    expect(answered).toBe(1);
    expect(trips.count).toBe(0);
  });

  it("Server-Timing reports a request's round trips and their time; an answer without the database has none", async () => {
    const categories = await call("GET", "/api/categories");
    expect(categories.headers.get("Server-Timing")).toMatch(/^app;dur=[\d.]+, db;dur=[\d.]+;desc="1 round trip"$/);
    const fee = await call("GET", "/api/payouts/fee");
    expect(fee.headers.get("Server-Timing")).toMatch(/^app;dur=[\d.]+$/);
  });
});
