import { toast } from "../../../lib/toast";
import { BusyButton } from "../../../components/ui/busy-button";
import type { Bike } from "../../../lib/api-types";
import { resource } from "../../../lib/query-keys";
import { useAction } from "../../../lib/use-action";
import { advertiseBike } from "../api/advertise-bike";
import { ADVERTISE_EXPLAINED } from "../../../lib/advertising";

/** docs/product-spec.md §2 Ads button: the owning seller posts the bike to the ads list. */
export function AdsButton({ bike }: { bike: Bike }) {
  // The lists showing this bike (its category, My products, the home slider) reload with it advertised.
  const { run, pending } = useAction(advertiseBike, { refreshes: [resource.bikes, resource.ads] });

  if (bike.ads) return <span className="badge badge--success">Advertised</span>;

  const advertise = async () => {
    const result = await run(bike._id);
    if (result?.acknowledged) toast.success("You make ads successfully");
  };

  return (
    <BusyButton
      className="btn btn--dark btn--sm"
      onClick={advertise}
      busy={pending}
      busyLabel="Advertising"
      aria-label={`Ads: advertise ${bike.name}`}
      title={ADVERTISE_EXPLAINED}
    >
      Ads
    </BusyButton>
  );
}
