import { useCallback, useEffect, useState } from "react";
import { toast } from "../../../../lib/toast";
import { MAX_PAGE_SIZE } from "../../../../../../edge-api/src/lib/api/page-size";
import { Dialog } from "../../../../components/ui/dialog";
import { errorMessage } from "../../../../lib/api-error";
import type { Report } from "../../../../lib/api-types";
import { desktop } from "../../../../lib/desktop/commands";
import { useRefresh } from "../../../../lib/use-refresh";
import { loadOpenReports } from "../api/use-open-reports";
import { dismissReport, REPORT_RESOURCES } from "../api/resolve-report";
import { RemoveReportedDialog } from "./remove-reported-dialog";
import "./reports.css";
import { BikeImage } from "../../../../components/ui/bike-image";

/** The queue is a snapshot of the oldest open reports, in one page. */
const loadOpen = () => loadOpenReports(undefined, MAX_PAGE_SIZE).then((page) => page.items);

const QUEUE_KEYS = { next: ["j", "ArrowDown"], previous: ["k", "ArrowUp"], dismiss: ["d"], remove: ["r"] } as const;

/**
 * Desktop app only: the reported-items queue one report at a time, driven from the keyboard —
 * J/↓ next, K/↑ previous, D dismiss, R remove the listing or review (asks for the reason its seller or author is told),
 * Esc closes.
 */
export function ReportQueueKeys() {
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [queue, setQueue] = useState<Report[] | null>(null);
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  // The report whose listing is being removed, while its reason is asked.
  const [removing, setRemoving] = useState<Report | null>(null);
  const asking = removing !== null;

  useEffect(() => {
    if (!open) return;
    setQueue(null);
    setIndex(0);
    loadOpen().then(setQueue, (error: unknown) => {
      toast.error(errorMessage(error));
      setQueue([]);
    });
  }, [open]);

  const current = queue?.[index];
  /** Takes a resolved report off the queue (removing a listing resolves every open report of that bike). */
  const settle = useCallback(
    (report: Report, removed: boolean) => {
      setQueue((items) =>
        (items ?? []).filter((r) =>
          removed && report.bikeId !== null
            ? r.bikeId !== report.bikeId
            : removed && report.review
              ? r.review?._id !== report.review._id
              : r._id !== report._id,
        ),
      );
      setIndex((i) => Math.max(0, Math.min(i, (queue?.length ?? 1) - 2)));
      void refresh(REPORT_RESOURCES);
    },
    [queue, refresh],
  );

  const act = useCallback(
    async (action: "dismiss" | "remove") => {
      if (!current || busy) return;
      if (action === "remove") {
        if (current.bikeId === null && current.review === null)
          toast.error("There is no listing or review to remove. Press D to dismiss the report.");
        else setRemoving(current);
        return;
      }
      setBusy(true);
      try {
        await dismissReport(current._id);
        toast.success("Report dismissed.");
        settle(current, false);
      } catch (error) {
        toast.error(errorMessage(error));
      } finally {
        setBusy(false);
      }
    },
    [current, busy, settle],
  );

  useEffect(() => {
    // While "Remove the listing?" is asked, the keys belong to that dialog.
    if (!open || asking) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const is = (keys: readonly string[]) => keys.includes(key);
      const last = (queue?.length ?? 1) - 1;
      if (is(QUEUE_KEYS.next)) setIndex((i) => Math.min(i + 1, Math.max(last, 0)));
      else if (is(QUEUE_KEYS.previous)) setIndex((i) => Math.max(i - 1, 0));
      else if (is(QUEUE_KEYS.dismiss)) void act("dismiss");
      else if (is(QUEUE_KEYS.remove)) void act("remove");
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, asking, queue, act]);

  if (!desktop()) return null;
  return (
    <div className="actions-row desk-tools">
      <button type="button" className="btn btn--outline btn--sm" onClick={() => setOpen(true)}>
        Review with keyboard
      </button>
      <Dialog open={open} title="Reported items queue" onClose={() => setOpen(false)}>
        <div className="desk-queue">
          <p className="muted">
            <kbd>J</kbd>/<kbd>↓</kbd> next · <kbd>K</kbd>/<kbd>↑</kbd> previous · <kbd>D</kbd> dismiss · <kbd>R</kbd> remove ·{" "}
            <kbd>Esc</kbd> close
          </p>
          {queue === null ? (
            <p>Loading…</p>
          ) : !current ? (
            <p role="status">The queue is empty. Nothing needs your attention.</p>
          ) : (
            <article className="desk-queue__item" aria-live="polite" aria-busy={busy}>
              <p className="muted">
                {index + 1} of {queue.length}
              </p>
              <h3>{current.bikeName}</h3>
              {current.review ? (
                <p className="notice">{`A review ${current.review.author} wrote of this sale (${current.review.stars} of 5 stars): ${current.review.text}`}</p>
              ) : (
                current.bikeId === null && <p className="notice">This listing is already gone: press D to dismiss the report.</p>
              )}
              {current.picture && <BikeImage src={current.picture} alt="" width={160} height={120} />}
              <p>
                <strong>Reason:</strong> {current.reason}
              </p>
              <p className="muted">
                Reported by {current.reporterName} ({current.reporterEmail}) on {new Date(current.createdAt).toLocaleString()}
              </p>
            </article>
          )}
        </div>
      </Dialog>
      {removing && <RemoveReportedDialog report={removing} open onDone={() => settle(removing, true)} onClose={() => setRemoving(null)} />}
    </div>
  );
}
