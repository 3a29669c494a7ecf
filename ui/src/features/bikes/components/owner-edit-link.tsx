import { Link } from "react-router-dom";
import type { Bike } from "../../../lib/api-types";
import { useSession } from "../../../lib/auth/use-session";

/** Edit, on the bike page of the seller's own bike — unless sold through MotoMart (it stays as it was sold). */
export function OwnerEditLink({ bike }: { bike: Bike }) {
  const { role, userId } = useSession();
  if (role !== "seller" || userId === null || bike.sellerId !== userId || bike.status === "sold") return null;
  return (
    <div className="bike-card__actions">
      <Link to={`/dashboard/editproduct/${bike._id}`} className="btn btn--outline btn--sm" aria-label={`Edit ${bike.name}`}>
        Edit
      </Link>
    </div>
  );
}
