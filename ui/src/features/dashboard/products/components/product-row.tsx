import type { ReactNode } from "react";
import type { Bike } from "../../../../lib/api-types";
import { formatUsd } from "../../../../lib/format";
import { useCountedAction } from "../../../../lib/use-counted-action";
import { BusyButton } from "../../../../components/ui/busy-button";
import { DeleteButton } from "../../../../components/ui/delete-button";
import { useConfirm } from "../../../../components/ui/confirm-dialog";
import { advertiseMyBike, BIKE_RESOURCES, deleteMyBike } from "../api/bike-changes";
import { deleteBikeQuestion } from "./delete-questions";
import { BikeImage } from "../../../../components/ui/bike-image";

interface ProductRowProps {
  bike: Bike;
  /** The desktop app's checkbox cell, first in the row. */
  select?: ReactNode;
}

/** One listing: status, the advertise button (available → Advertised) and delete with confirm. */
export function ProductRow({ bike, select }: ProductRowProps) {
  const advertise = useCountedAction(advertiseMyBike, {
    count: (result) => result.modifiedCount,
    success: `${bike.name} is now advertised on the home page.`,
    nothing: "Nothing changed — this bike may already be advertised.",
    refreshes: BIKE_RESOURCES,
  });
  const remove = useCountedAction(deleteMyBike, {
    count: (result) => result.deletedCount,
    success: "Delete successful.",
    nothing: "Nothing was deleted — the bike may already be gone.",
    refreshes: BIKE_RESOURCES,
  });
  const { confirm, dialog } = useConfirm();
  const onDelete = async () => {
    if (await confirm(deleteBikeQuestion(bike))) await remove.perform(bike._id);
  };
  const sold = bike.status === "sold";

  return (
    <tr>
      {select}
      <td>
        <BikeImage className="table__thumb" src={bike.picture} alt="" width={64} height={48} loading="lazy" />
      </td>
      <td>
        <span className="table__name">{bike.name}</span>
        <span className="table__sub">
          {bike.categoryName} · {bike.city}
        </span>
      </td>
      <td>{formatUsd(bike.resalePrice)}</td>
      <td>
        <span className={`badge badge--${bike.status}`}>{bike.status}</span>
      </td>
      <td>
        {bike.ads ? (
          <span className="badge badge--success">Advertised</span>
        ) : sold ? (
          <span className="muted">—</span>
        ) : (
          <BusyButton
            className="btn btn--dark btn--sm"
            busy={advertise.pending}
            busyLabel="Advertising"
            aria-label={`Advertise ${bike.name}`}
            onClick={() => void advertise.perform(bike._id)}
          >
            Advertise
          </BusyButton>
        )}
      </td>
      <td>
        <DeleteButton
          name={bike.name}
          busy={remove.pending}
          disabled={sold}
          title={sold ? "A sold bike stays on record" : undefined}
          onClick={() => void onDelete()}
        />
        {dialog}
      </td>
    </tr>
  );
}
