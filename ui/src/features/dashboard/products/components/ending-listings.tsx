import { renewalOffered } from "../../../../../../edge-api/src/lib/bikes/listing-life";
import { BusyButton } from "../../../../components/ui/busy-button";
import type { MyBike } from "../../../../lib/api-types";
import { pluralize } from "../../../../lib/english";
import { formatDate } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { useAction } from "../../../../lib/use-action";
import { BIKE_RESOURCES } from "../api/bike-changes";
import { renewBikes } from "../api/bulk-bike-changes";

/**
 * My products' notice of listings that have ended or end within 7 days (#38), with one button that
 * renews them all in one request (the desktop app's multi-select renews any chosen ones).
 */
export function EndingListings({ bikes }: { bikes: MyBike[] }) {
  const now = new Date();
  const due = bikes.filter((bike) => renewalOffered(bike.status, new Date(bike.liveUntil), now));
  const renew = useAction(renewBikes, { refreshes: BIKE_RESOURCES });
  if (!due.length) return null;
  const onRenew = async () => {
    const result = await renew.run(due.map((bike) => bike._id));
    if (result) toast.success(`${pluralize(result.renewedCount, "listing")} renewed: for sale until ${formatDate(result.liveUntil)}.`);
  };
  return (
    <div className="notice notice--warn ending-listings">
      <p>
        {due.length === 1 ? "1 listing has ended or ends" : `${due.length} listings have ended or end`} within 7 days. Renewed, a listing is
        for sale for 60 more days.
      </p>
      <BusyButton className="btn btn--primary btn--sm" busy={renew.pending} busyLabel="Renewing" onClick={() => void onRenew()}>
        {due.length === 1 ? "Renew it" : `Renew all ${due.length}`}
      </BusyButton>
    </div>
  );
}
