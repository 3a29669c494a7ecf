import { describe, expect, it } from "vitest";
import { decideNotifications, initialWatchState, type ActivityAnswer } from "../../ui/src/app/desktop/activity-notifications";

const answer = (over: Partial<ActivityAnswer> = {}): ActivityAnswer => ({
  role: "seller",
  now: "2026-05-01T10:00:00.000Z",
  openReports: null,
  newReports: [],
  notifications: [],
  ...over,
});

const booked = { _id: 7, kind: "booking", title: "Rafi booked Yamaha R15.", link: "/dashboard/bookings" };
const dropped = {
  _id: 8,
  kind: "price_drop",
  title: "Price dropped by $500: Honda CB is now $2,000.",
  link: "/bike/12",
};

describe("desktop notifications from GET /api/activity (the bell's notifications)", () => {
  it("sets a baseline on the first answer without notifying", () => {
    const first = decideNotifications(initialWatchState, answer({ notifications: [booked] }));
    expect(first.notifications).toEqual([]);
    expect(first.state.since).toBe("2026-05-01T10:00:00.000Z");
  });

  it("raises each new notification once, headed by its kind and opening what it is about", () => {
    const base = decideNotifications(initialWatchState, answer()).state;
    const next = decideNotifications(base, answer({ now: "t2", notifications: [booked] }));
    expect(next.notifications).toEqual([{ title: "New booking", body: "Rafi booked Yamaha R15.", path: "/dashboard/bookings" }]);
    expect(next.state.since).toBe("t2");
    // An overlapping window that returns the same notification again stays quiet.
    const again = decideNotifications(next.state, answer({ now: "t3", notifications: [booked] }));
    expect(again.notifications).toEqual([]);
    const drop = decideNotifications(again.state, answer({ now: "t4", notifications: [dropped, booked] }));
    expect(drop.notifications).toEqual([{ title: "Price dropped", body: dropped.title, path: "/bike/12" }]);
  });

  it("summarises many notifications in one, opening the list", () => {
    const base = decideNotifications(initialWatchState, answer({ role: "buyer" })).state;
    const message = {
      _id: 31,
      kind: "message",
      title: "Rafi wrote about Honda CB150R: Is it still available?",
      link: "/dashboard/inbox/7",
    };
    expect(decideNotifications(base, answer({ role: "buyer", notifications: [message] })).notifications).toEqual([
      { title: "New message", body: message.title, path: "/dashboard/inbox/7" },
    ]);
    expect(decideNotifications(base, answer({ notifications: [dropped, booked, message] })).notifications).toEqual([
      { title: "3 new notifications", body: dropped.title, path: "/dashboard/notifications" },
    ]);
  });

  it("gives a kind this build does not know a plain heading", () => {
    const base = decideNotifications(initialWatchState, answer()).state;
    const later = { _id: 40, kind: "something_new", title: "Something happened.", link: "/dashboard" };
    expect(decideNotifications(base, answer({ notifications: [later] })).notifications[0]!.title).toBe("Notification");
  });

  it("tells an admin when the reported-items queue grows, not when it shrinks", () => {
    const admin = (openReports: number, newReports: ActivityAnswer["newReports"] = []) =>
      answer({ role: "admin", openReports, newReports });
    const base = decideNotifications(initialWatchState, admin(4)).state;
    const grown = decideNotifications(base, admin(5, [{ _id: 9, bikeName: "Suzuki Gixxer", reason: "Fake price" }]));
    expect(grown.notifications).toEqual([
      { title: "Reported items: 5 open", body: "New report on Suzuki Gixxer: Fake price", path: "/dashboard/reporteditems" },
    ]);
    expect(decideNotifications(grown.state, admin(3)).notifications).toEqual([]);
    expect(decideNotifications(decideNotifications(grown.state, admin(3)).state, admin(5)).notifications[0]!.body).toBe(
      "2 more listings reported.",
    );
  });
});
