import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { ListingStatus } from "../../../../../../edge-api/src/schemas/bike";
import type { Bike, MyBike } from "../../../../lib/api-types";
import { pluralize } from "../../../../lib/english";
import { formatDate, formatUsd } from "../../../../lib/format";
import { renewalOffered } from "../../../../../../edge-api/src/lib/bikes/listing-life";
import { renewBikes } from "../api/bulk-bike-changes";
import { toast } from "../../../../lib/toast";
import { useAction } from "../../../../lib/use-action";
import { useCountedAction } from "../../../../lib/use-counted-action";
import { BusyButton } from "../../../../components/ui/busy-button";
import { DeleteButton } from "../../../../components/ui/delete-button";
import { useConfirm, type Confirmation } from "../../../../components/ui/confirm-dialog";
import { advertiseMyBike, BIKE_RESOURCES, deleteMyBike, openBookersOf } from "../api/bike-changes";
import { setMyBikeStatus } from "../api/edit-bike";
import { deleteBikeQuestion } from "./delete-questions";
import { soldElsewhereQuestion, withdrawQuestion } from "./listing-questions";
import { BikeImage } from "../../../../components/ui/bike-image";
import { figuresSentence, type Figures } from "../../../../components/figures/figure-words";

interface ProductRowProps {
  bike: MyBike;
  /** What its ad did in the last 30 days (GET /api/listing-figures); absent while loading. */
  figures?: Figures;
  /** The desktop app's checkbox cell, first in the row. */
  select?: ReactNode;
}

/** The status badge's words: "sold" is a sale through MotoMart; the seller's own two say who took it off the market. */
const STATUS_TEXT: Record<Bike["status"], string> = {
  available: "available",
  sold: "sold",
  withdrawn: "withdrawn",
  sold_elsewhere: "sold elsewhere",
  expired: "ended",
};

const STATUS_DONE: Record<ListingStatus, (name: string) => string> = {
  available: (name) => `${name} is back on sale.`,
  withdrawn: (name) => `${name} is withdrawn: it is off the market.`,
  sold_elsewhere: (name) => `${name} is marked as sold elsewhere.`,
};

/**
 * One listing: status, the advertise button (available → Advertised), Edit, taking it off the
 * market (withdraw, sold elsewhere — with confirm) or back on sale, and delete with confirm.
 */
export function ProductRow({ bike, figures, select }: ProductRowProps) {
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
  const statusChange = useAction(setMyBikeStatus, { refreshes: BIKE_RESOURCES });
  const renew = useAction(renewBikes, { refreshes: BIKE_RESOURCES });
  const onRenew = async () => {
    const result = await renew.run([bike._id]);
    if (result) toast.success(`${bike.name} is renewed: it is for sale until ${formatDate(result.liveUntil)}.`);
  };
  const [changingTo, setChangingTo] = useState<ListingStatus | null>(null);
  const { confirm, dialog } = useConfirm();
  // Which button is asking the server how many buyers its question should name.
  const [counting, setCounting] = useState<"delete" | ListingStatus | null>(null);
  const askWithBookers = async (asking: "delete" | ListingStatus, question: (openBookings: number) => Confirmation) => {
    setCounting(asking);
    const openBookings = await openBookersOf([bike._id]).catch(() => null);
    setCounting(null);
    if (openBookings === null) {
      toast.error("Could not check this bike's bookings. Try again.");
      return false;
    }
    return confirm(question(openBookings));
  };
  const onDelete = async () => {
    if (await askWithBookers("delete", (openBookings) => deleteBikeQuestion(bike, openBookings))) await remove.perform(bike._id);
  };
  const onStatus = async (status: ListingStatus, question?: (openBookings: number) => Confirmation) => {
    if (question && !(await askWithBookers(status, question))) return;
    setChangingTo(status);
    const result = await statusChange.run(bike._id, status);
    setChangingTo(null);
    if (result) toast.success(result.modifiedCount ? STATUS_DONE[status](bike.name) : "Nothing changed — it already was.");
  };
  const sold = bike.status === "sold";
  const available = bike.status === "available";
  const expired = bike.status === "expired";
  const statusButton = (status: ListingStatus, label: string, busyLabel: string, question?: (openBookings: number) => Confirmation) => (
    <BusyButton
      className="btn btn--outline btn--sm"
      busy={changingTo === status || counting === status}
      busyLabel={busyLabel}
      disabled={statusChange.pending}
      aria-label={`${label}: ${bike.name}`}
      onClick={() => void onStatus(status, question)}
    >
      {label}
    </BusyButton>
  );

  return (
    <tr>
      {select}
      <td>
        <BikeImage className="table__thumb" src={bike.cardPicture ?? bike.picture} alt="" width={64} height={48} loading="lazy" />
      </td>
      <td>
        <span className="table__name">{bike.name}</span>
        <span className="table__sub">
          {bike.categoryName} · {bike.city}
        </span>
        {/* Leads: signed-in people who asked for the phone number (each counted once). */}
        {bike.phoneLeads > 0 && <span className="table__sub">{pluralize(bike.phoneLeads, "phone lead")}</span>}
        {figures && (
          <Link className="table__sub" to={`/dashboard/editproduct/${bike._id}`}>
            30 days: {figuresSentence(figures)}
          </Link>
        )}
      </td>
      <td>{formatUsd(bike.resalePrice)}</td>
      <td>
        <span className={`badge badge--${bike.status}`}>{STATUS_TEXT[bike.status]}</span>
        {available && (
          <span className="table__sub">
            Ends <time dateTime={bike.liveUntil}>{formatDate(bike.liveUntil)}</time>
          </span>
        )}
      </td>
      <td>
        {bike.ads ? (
          <span className="badge badge--success">Advertised</span>
        ) : !available ? (
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
      <td className="product-row__actions">
        <div className="table__actions">
          {!sold && (
            <Link to={`/dashboard/editproduct/${bike._id}`} className="btn btn--outline btn--sm" aria-label={`Edit ${bike.name}`}>
              Edit
            </Link>
          )}
          {available &&
            statusButton("sold_elsewhere", "Sold elsewhere", "Marking as sold elsewhere", (n) => soldElsewhereQuestion(bike, n))}
          {available && statusButton("withdrawn", "Withdraw", "Withdrawing", (n) => withdrawQuestion(bike, n))}
          {renewalOffered(bike.status, new Date(bike.liveUntil), new Date()) && (
            <BusyButton
              className="btn btn--primary btn--sm"
              busy={renew.pending}
              busyLabel="Renewing"
              aria-label={`Renew ${bike.name}`}
              onClick={() => void onRenew()}
            >
              Renew
            </BusyButton>
          )}
          {!available && !sold && !expired && statusButton("available", "Put back on sale", "Putting back on sale")}
          <DeleteButton
            name={bike.name}
            busy={remove.pending || counting === "delete"}
            disabled={sold}
            title={sold ? "A sold bike stays on record" : undefined}
            onClick={() => void onDelete()}
          />
        </div>
        {dialog}
      </td>
    </tr>
  );
}
