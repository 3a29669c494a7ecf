import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../lib/auth/use-session";
import { initialWatchState, decideNotifications, type WatchState } from "./activity-notifications";
import { desktop, dispatchDesktopCommand } from "../../lib/desktop/commands";
import { fetchActivity } from "./fetch-activity";

/** How often the app asks GET /api/activity while someone is signed in. */
const ACTIVITY_POLL_MS = 60_000;

export default function DesktopBridgeImpl() {
  const navigate = useNavigate();
  const { role } = useSession();
  const bridge = desktop()!;

  // Menu commands: pages by path; CSV import/export wait on My products until it is shown.
  useEffect(
    () =>
      bridge.onCommand((command) => {
        if (command.type === "navigate") return navigate(command.path);
        const keep = command.type === "import-csv" || command.type === "export-csv";
        if (!dispatchDesktopCommand(command, keep) && keep) navigate("/dashboard/myproduct");
      }),
    [bridge, navigate],
  );

  useEffect(() => void bridge.setRole(role), [bridge, role]);

  // Native notifications: the caller's new notifications (the header bell's), and a growing report
  // queue for an admin.
  const watch = useRef<WatchState>(initialWatchState);
  useEffect(() => {
    watch.current = initialWatchState;
    if (role !== "seller" && role !== "admin" && role !== "buyer") return;
    let live = true;
    const poll = async () => {
      try {
        const answer = await fetchActivity(watch.current.since);
        if (!live) return;
        const { state, notifications } = decideNotifications(watch.current, answer);
        watch.current = state;
        for (const notification of notifications) void bridge.notify(notification);
      } catch (error) {
        console.warn("Activity check failed; trying again later.", error);
      }
    };
    void poll();
    const timer = setInterval(poll, ACTIVITY_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [bridge, role]);

  return null;
}
