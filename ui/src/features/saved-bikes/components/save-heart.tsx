import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router-dom";
import { useSession } from "../../../lib/auth/use-session";
import { resource } from "../../../lib/query-keys";
import { useAction } from "../../../lib/use-action";
import { savedBikeKeys, saveBike, unsaveBike, useSavedIds } from "../api/saved-bikes";
import "./saved-bikes.css";

/** What the heart needs of a bike (a card's, the bike page's, or a saved one's). */
interface HeartBike {
  _id: number;
  name: string;
  sellerId: number;
}

/**
 * The heart on a bike card and the bike page: saves the bike to the signed-in user's Saved bikes,
 * or removes it. A visitor is sent to sign in and comes back to this page (the guards' `from`
 * state). Not shown on the seller's own bike (the API refuses it: 403).
 */
export function SaveHeart({ bike }: { bike: HeartBike }) {
  const { user, userId } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { data: saved } = useSavedIds(Boolean(user));
  const isSaved = saved?.has(bike._id) ?? false;
  const { run, pending } = useAction(
    async (save: boolean): Promise<{ saved: boolean }> => (save ? saveBike(bike._id) : unsaveBike(bike._id)),
    {
      refreshes: [resource.savedBikes],
    },
  );

  if (userId !== null && bike.sellerId === userId) return null;

  const toggle = async () => {
    if (!user) {
      navigate("/login", { state: { from: location } });
      return;
    }
    const next = !isSaved;
    // The heart fills at once; the refresh after the answer confirms (or undoes) it.
    client.setQueryData<Set<number>>(savedBikeKeys.ids, (ids) => {
      const copy = new Set(ids);
      if (next) copy.add(bike._id);
      else copy.delete(bike._id);
      return copy;
    });
    if ((await run(next)) === undefined) void client.invalidateQueries({ queryKey: savedBikeKeys.ids });
  };

  return (
    <button
      type="button"
      className={`save-heart${isSaved ? " save-heart--saved" : ""}`}
      aria-pressed={isSaved}
      aria-label={`Save ${bike.name}`}
      title={isSaved ? "Saved: click to remove from Saved bikes" : "Save to Saved bikes"}
      disabled={pending}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={isSaved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="save-heart__text">{isSaved ? "Saved" : "Save"}</span>
    </button>
  );
}
