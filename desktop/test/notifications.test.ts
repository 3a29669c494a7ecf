import { describe, expect, it } from "vitest";
import { decideNotifications, initialWatchState, type ActivityAnswer } from "../../ui/src/app/desktop/activity-notifications";

const answer = (over: Partial<ActivityAnswer> = {}): ActivityAnswer => ({
  role: "seller",
  now: "2026-05-01T10:00:00.000Z",
  openReports: null,
  newReports: [],
  bookings: [],
  payments: [],
  ...over,
});

describe("desktop notifications from GET /api/activity", () => {
  it("sets a baseline on the first answer without notifying", () => {
    const first = decideNotifications(initialWatchState, answer({ bookings: [{ _id: 1, itemName: "Old", price: 10 }] }));
    expect(first.notifications).toEqual([]);
    expect(first.state.since).toBe("2026-05-01T10:00:00.000Z");
  });

  it("tells a seller of a new booking and a payment once each", () => {
    const base = decideNotifications(initialWatchState, answer()).state;
    const next = decideNotifications(
      base,
      answer({
        now: "t2",
        bookings: [{ _id: 7, itemName: "Yamaha R15", price: 2450.5 }],
        payments: [{ _id: 3, itemName: "Honda CB", amount: 900 }],
      }),
    );
    expect(next.notifications).toEqual([
      { title: "New booking", body: "Yamaha R15 was booked for $2,450.50.", path: "/dashboard/myproduct" },
      { title: "Payment received", body: "Honda CB was paid: $900.", path: "/dashboard/myproduct" },
    ]);
    expect(next.state.since).toBe("t2");
    // An overlapping window that returns the same booking again stays quiet.
    const again = decideNotifications(next.state, answer({ now: "t3", bookings: [{ _id: 7, itemName: "Yamaha R15", price: 2450.5 }] }));
    expect(again.notifications).toEqual([]);
  });

  it("summarises many bookings in one notification", () => {
    const base = decideNotifications(initialWatchState, answer()).state;
    const bookings = [1, 2, 3].map((id) => ({ _id: id, itemName: `Bike ${id}`, price: 100 }));
    expect(decideNotifications(base, answer({ bookings })).notifications).toEqual([
      { title: "3 new bookings", body: "3 of your bikes were booked.", path: "/dashboard/myproduct" },
    ]);
  });

  it("tells a seller or a buyer of each new message once, opening its conversation", () => {
    const message = { _id: 31, conversationId: 7, bikeName: "Honda CB150R", fromName: "Rafi", body: "Is it still available?" };
    for (const role of ["seller", "buyer"]) {
      const base = decideNotifications(initialWatchState, answer({ role })).state;
      const first = decideNotifications(base, answer({ role, now: "t2", messages: [message] }));
      expect(first.notifications).toEqual([
        { title: "Message from Rafi", body: "About Honda CB150R: Is it still available?", path: "/dashboard/inbox/7" },
      ]);
      expect(decideNotifications(first.state, answer({ role, now: "t3", messages: [message] })).notifications).toEqual([]);
    }
    const base = decideNotifications(initialWatchState, answer()).state;
    const many = [32, 33].map((id) => ({ ...message, _id: id }));
    expect(decideNotifications(base, answer({ messages: many })).notifications).toEqual([
      { title: "2 new messages", body: "Buyers and sellers wrote to you.", path: "/dashboard/inbox" },
    ]);
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
