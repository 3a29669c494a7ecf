import { describe, expect, it } from "vitest";
import {
  MAX_INSTANT_ALERTS_PER_HOUR,
  planDigest,
  planInstantAlerts,
  toldKey,
  type Match,
} from "../../edge-api/src/lib/saved-searches/alerts";

/**
 * What saved-search matches tell (edge-api/src/lib/saved-searches/alerts.ts, #32 point 6), case by
 * case. saved-searches.test.ts shows the same through the API, with a real import.
 */
const search = (searchId: number, userId: number, instant = true) => ({
  searchId,
  userId,
  searchName: `Search ${searchId}`,
  searchLink: `/bikes?q=s${searchId}`,
  instant,
});
const match = (s: ReturnType<typeof search>, bikeId: number): Match => ({ ...s, bikeId, bikeName: `Bike ${bikeId}` });
const matches = (s: ReturnType<typeof search>, bikeIds: number[]) => bikeIds.map((bikeId) => match(s, bikeId));
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const none = { told: new Set<string>(), sentLastHour: new Map<number, number>() };

describe("instant alerts when bikes are written", () => {
  it("one bike: the alert names it and opens it", () => {
    const plan = planInstantAlerts([match(search(1, 7), 40)], none);
    expect(plan).toEqual({
      notifications: [{ userId: 7, kind: "saved_search_match", title: "New match for “Search 1”: Bike 40", link: "/bike/40" }],
      told: [{ userId: 7, bikeId: 40 }],
      toDigest: [],
    });
  });

  it("an import: one alert per search, counting its bikes and opening the search", () => {
    const plan = planInstantAlerts(matches(search(1, 7), range(100, 1000)), none);
    expect(plan.notifications).toEqual([
      { userId: 7, kind: "saved_search_match", title: "1,000 new bikes match “Search 1”", link: "/bikes?q=s1" },
    ]);
    expect(plan.told).toHaveLength(1000);
  });

  it("a bike several of a user's searches match counts once, under the first search", () => {
    const [a, b, c] = [search(3, 7), search(5, 7), search(9, 7)];
    const plan = planInstantAlerts([...matches(c, [1, 2, 3]), ...matches(a, [1]), ...matches(b, [1, 2])], none);
    expect(plan.notifications.map((n) => n.title)).toEqual([
      "New match for “Search 3”: Bike 1",
      "New match for “Search 5”: Bike 2",
      "New match for “Search 9”: Bike 3",
    ]);
    expect(plan.told.map(toldKey)).toEqual(["7:1", "7:2", "7:3"]);
  });

  it("three searches matching the same 1,000 imported bikes: one alert, not 3,000", () => {
    const plan = planInstantAlerts(
      [1, 2, 3].flatMap((id) => matches(search(id, 7), range(1, 1000))),
      none,
    );
    expect(plan.notifications).toHaveLength(1);
    expect(plan.notifications[0]!.title).toBe("1,000 new bikes match “Search 1”");
  });

  it("a bike the user was told of already (by another search, before an edit) tells nothing", () => {
    const plan = planInstantAlerts([...matches(search(2, 7), [1, 2])], { ...none, told: new Set(["7:1"]) });
    expect(plan.notifications.map((n) => n.title)).toEqual(["New match for “Search 2”: Bike 2"]);
    expect(plan.told).toEqual([{ userId: 7, bikeId: 2 }]);
  });

  it("other users hear of the same bike on their own", () => {
    const plan = planInstantAlerts([match(search(1, 7), 5), match(search(2, 8), 5)], none);
    expect(plan.notifications.map((n) => n.userId)).toEqual([7, 8]);
  });

  it("daily searches' matches wait for the digest", () => {
    const plan = planInstantAlerts([...matches(search(1, 7, false), [1, 2]), match(search(2, 7), 3)], none);
    expect(plan.notifications.map((n) => n.title)).toEqual(["New match for “Search 2”: Bike 3"]);
    expect(plan.toDigest).toEqual([
      { searchId: 1, bikeId: 1 },
      { searchId: 1, bikeId: 2 },
    ]);
  });

  it(`at most ${MAX_INSTANT_ALERTS_PER_HOUR} instant alerts per user per hour; the rest wait for the digest`, () => {
    const searches = range(1, 12).map((id) => search(id, 7));
    const plan = planInstantAlerts(
      searches.map((s) => match(s, 100 + s.searchId)),
      { ...none, sentLastHour: new Map([[7, MAX_INSTANT_ALERTS_PER_HOUR - 2]]) },
    );
    expect(plan.notifications.map((n) => n.title)).toEqual(["New match for “Search 1”: Bike 101", "New match for “Search 2”: Bike 102"]);
    expect(plan.toDigest).toEqual(range(3, 10).map((id) => ({ searchId: id, bikeId: 100 + id })));
    expect(plan.told.map(toldKey)).toEqual(["7:101", "7:102"]);
  });

  it("a results path too long for a notification's link opens the saved searches instead", () => {
    const long = { ...search(1, 7), searchLink: `/bikes?q=${"x".repeat(300)}` };
    expect(planInstantAlerts(matches(long, [1, 2]), none).notifications[0]!.link).toBe("/dashboard/saved-searches");
  });
});

describe("the daily digest", () => {
  it("one notification per search, of the bikes its owner was not told of, each bike once", () => {
    const [a, b] = [search(1, 7, false), search(2, 7, false)];
    const plan = planDigest([...matches(a, [1, 2, 3]), ...matches(b, [3, 4]), match(search(3, 8, false), 9)], new Set(["7:2"]));
    expect(plan.notifications).toEqual([
      { userId: 7, kind: "saved_search_digest", title: "2 new bikes match “Search 1”", link: "/bikes?q=s1" },
      { userId: 7, kind: "saved_search_digest", title: "New match for “Search 2”: Bike 4", link: "/bike/4" },
      { userId: 8, kind: "saved_search_digest", title: "New match for “Search 3”: Bike 9", link: "/bike/9" },
    ]);
    expect(plan.told.map(toldKey)).toEqual(["7:1", "7:3", "7:4", "8:9"]);
  });

  it("has no cap: what the hour's cap held back arrives whole", () => {
    expect(
      planDigest(
        range(1, 40).map((id) => match(search(id, 7), id)),
        new Set(),
      ).notifications,
    ).toHaveLength(40);
  });
});
