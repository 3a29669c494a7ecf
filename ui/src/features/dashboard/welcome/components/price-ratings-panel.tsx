import { BusyButton } from "../../../../components/ui/busy-button";
import { formatDate } from "../../../../lib/format";
import { pluralize } from "../../../../lib/english";
import { resource } from "../../../../lib/query-keys";
import { toast } from "../../../../lib/toast";
import { useAction } from "../../../../lib/use-action";
import { recomputeRatings, usePriceRatingStatus } from "../api/price-ratings";

const time = (iso: string) => new Date(iso).toTimeString().slice(0, 5);

/**
 * The admin's handle on the fair-price ratings (#33 point 4): when they were last computed, whether
 * they are due, and "Recompute now" — after a deploy, a big import, or to see a market move at once.
 * They are also recomputed daily and whenever they are missing or stale.
 */
export function PriceRatingsPanel() {
  const status = usePriceRatingStatus();
  const recompute = useAction(recomputeRatings, { refreshes: [resource.bikes] });
  const run = async () => {
    const done = await recompute.run();
    if (done) toast.success(`Ratings recomputed: ${pluralize(done.bikes, "bike")} in ${pluralize(done.groups, "price group")}.`);
  };
  const last = status.data?.lastRun;
  return (
    <section className="panel price-ratings-panel" aria-labelledby="ratings-title">
      <h2 id="ratings-title">Fair-price ratings</h2>
      <p className="muted">
        {status.isPending
          ? "Checking…"
          : last
            ? `Last computed ${formatDate(last.finishedAt)} at ${time(last.finishedAt)}: ${pluralize(last.bikes, "bike")} in ${pluralize(last.groups, "price group")}.`
            : "Not computed yet: every bike says “Not enough data” until they are."}
        {status.data?.stale ? " Due now: they are recomputed within the hour." : ""}
      </p>
      <BusyButton className="btn btn--outline" busy={recompute.pending} busyLabel="Recomputing" onClick={() => void run()}>
        Recompute now
      </BusyButton>
    </section>
  );
}
