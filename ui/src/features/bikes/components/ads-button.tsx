import { useState } from "react";
import toast from "react-hot-toast";
import { BusyButton } from "../../../components/ui/busy-button";
import type { Bike } from "../../../lib/api-types";
import { useAction } from "../../../lib/use-action";
import { advertiseBike } from "../api/advertise-bike";

/** SPEC §2 Ads button: the owning seller posts the bike to the ads list. */
export function AdsButton({ bike }: { bike: Bike }) {
  const [advertised, setAdvertised] = useState(bike.ads);
  const { run, pending } = useAction(advertiseBike);

  if (advertised) return <span className="badge badge--success">Advertised</span>;

  const advertise = async () => {
    const result = await run(bike._id);
    if (!result) return;
    if (result.acknowledged) {
      toast.success("You make ads successfully");
      setAdvertised(true);
    }
  };

  return (
    <BusyButton className="btn btn--dark btn--sm" onClick={advertise} busy={pending} busyLabel="Advertising" aria-label={`Ads: advertise ${bike.name}`}>
      Ads
    </BusyButton>
  );
}
