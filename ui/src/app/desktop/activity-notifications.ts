/**
 * Which native notifications a poll of GET /api/activity should raise: the pure part, tested
 * under Node. The first answer only sets the baseline (nothing old pops up at start-up); after
 * that a seller hears of each booking and payment on their bikes once, a seller or buyer of each
 * new message in their conversations, and an admin hears when the open reported-items queue grows.
 */
import type { DesktopNotification } from "../../lib/desktop/desktop";
import { pluralize } from "../../lib/english";
import { formatUsd } from "../../lib/format";

export interface ActivityAnswer {
  role: string;
  now: string;
  openReports: number | null;
  newReports: { _id: number; bikeName: string; reason: string }[];
  bookings: { _id: number; itemName: string; price: number }[];
  payments: { _id: number; itemName: string; amount: number }[];
  /** Messages from the other side of the caller's conversations (absent from older servers' answers). */
  messages?: { _id: number; conversationId: number; bikeName: string; fromName: string; body: string }[];
}

export interface WatchState {
  /** The last answer's `now`: the next poll's `since`. Null before the first answer. */
  since: string | null;
  openReports: number | null;
  /** Ids already announced, so an overlapping window never announces twice. */
  seen: string[];
}

export const initialWatchState: WatchState = { since: null, openReports: null, seen: [] };
const MAX_SEEN = 300;

const summarise = <T>(
  items: T[],
  one: (item: T) => DesktopNotification,
  many: (count: number) => DesktopNotification,
): DesktopNotification[] => (items.length === 0 ? [] : items.length === 1 ? [one(items[0]!)] : [many(items.length)]);

export function decideNotifications(
  state: WatchState,
  answer: ActivityAnswer,
): { state: WatchState; notifications: DesktopNotification[] } {
  const seen = new Set(state.seen);
  const fresh = <T extends { _id: number }>(kind: string, items: T[]) => items.filter((item) => !seen.has(`${kind}:${item._id}`));
  const bookings = fresh("booking", answer.bookings);
  const payments = fresh("payment", answer.payments);
  const reports = fresh("report", answer.newReports);
  const messages = fresh("message", answer.messages ?? []);
  const ids = [
    ...messages.map((m) => `message:${m._id}`),
    ...bookings.map((b) => `booking:${b._id}`),
    ...payments.map((p) => `payment:${p._id}`),
    ...reports.map((r) => `report:${r._id}`),
  ];
  const next: WatchState = { since: answer.now, openReports: answer.openReports, seen: [...state.seen, ...ids].slice(-MAX_SEEN) };
  if (state.since === null) return { state: next, notifications: [] };

  const notifications = [
    ...summarise(
      bookings,
      (b) => ({ title: "New booking", body: `${b.itemName} was booked for ${formatUsd(b.price)}.`, path: "/dashboard/myproduct" }),
      (n) => ({ title: `${n} new bookings`, body: `${n} of your bikes were booked.`, path: "/dashboard/myproduct" }),
    ),
    ...summarise(
      payments,
      (p) => ({ title: "Payment received", body: `${p.itemName} was paid: ${formatUsd(p.amount)}.`, path: "/dashboard/myproduct" }),
      (n) => ({ title: `${n} payments received`, body: `${n} bookings of your bikes were paid.`, path: "/dashboard/myproduct" }),
    ),
    ...summarise(
      messages,
      (m) => ({
        title: `Message from ${m.fromName}`,
        body: `About ${m.bikeName}: ${m.body}`,
        path: `/dashboard/inbox/${m.conversationId}`,
      }),
      (n) => ({ title: `${n} new messages`, body: "Buyers and sellers wrote to you.", path: "/dashboard/inbox" }),
    ),
  ];
  const before = state.openReports;
  const open = answer.openReports;
  if (open !== null && before !== null && open > before) {
    const latest = reports[0];
    notifications.push({
      title: `Reported items: ${open} open`,
      body: latest
        ? `New report on ${latest.bikeName}: ${latest.reason}`
        : `${pluralize(open - before, "more listing", "more listings")} reported.`,
      path: "/dashboard/reporteditems",
    });
  }
  return { state: next, notifications };
}
