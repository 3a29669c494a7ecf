/**
 * Which native notifications a poll of GET /api/activity should raise: the pure part, tested
 * under Node. They come from the same notifications as the header bell (the caller's own rows:
 * messages, bookings and their changes, saved bikes' price drops and sales). The first answer only
 * sets the baseline (nothing old pops up at start-up); after that each notification is raised
 * once, several at once as one summary, and an admin hears when the open reported-items queue grows.
 */
import { kindHeading } from "../../features/notifications/utils/kinds";
import type { DesktopNotification } from "../../lib/desktop/desktop";
import { pluralize } from "../../lib/english";

export interface ActivityAnswer {
  role: string;
  now: string;
  openReports: number | null;
  newReports: { _id: number; bikeName: string; reason: string }[];
  /** The caller's notifications since `since`, newest first. */
  notifications: { _id: number; kind: string; title: string; link: string }[];
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
/** Where several notifications at once lead: the bell's list. */
const NOTIFICATIONS_PATH = "/dashboard/notifications";

export function decideNotifications(
  state: WatchState,
  answer: ActivityAnswer,
): { state: WatchState; notifications: DesktopNotification[] } {
  const seen = new Set(state.seen);
  const fresh = <T extends { _id: number }>(kind: string, items: T[]) => items.filter((item) => !seen.has(`${kind}:${item._id}`));
  const mine = fresh("notification", answer.notifications);
  const reports = fresh("report", answer.newReports);
  const ids = [...mine.map((n) => `notification:${n._id}`), ...reports.map((r) => `report:${r._id}`)];
  const next: WatchState = { since: answer.now, openReports: answer.openReports, seen: [...state.seen, ...ids].slice(-MAX_SEEN) };
  if (state.since === null) return { state: next, notifications: [] };

  const notifications: DesktopNotification[] =
    mine.length === 0
      ? []
      : mine.length === 1
        ? [{ title: kindHeading(mine[0]!.kind), body: mine[0]!.title, path: mine[0]!.link }]
        : [{ title: `${mine.length} new notifications`, body: mine[0]!.title, path: NOTIFICATIONS_PATH }];
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
