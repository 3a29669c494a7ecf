import type { SelectionAction } from "../../../../components/table-selection/selection-toolbar";
import { pluralize } from "../../../../lib/english";
import { formatDate } from "../../../../lib/format";
import { useRefresh } from "../../../../lib/use-refresh";
import { BIKE_RESOURCES, openBookersOf } from "../api/bike-changes";
import { advertiseBikes, deleteBikes, renewBikes } from "../api/bulk-bike-changes";
import { deleteBikesQuestion } from "./delete-questions";

/** My products' multi-select: advertise, renew or delete the chosen bikes, one all-or-nothing request each. */
export function useBikeBulkActions(): SelectionAction[] {
  const refresh = useRefresh();
  return [
    {
      label: "Advertise selected",
      run: async (ids) => {
        const { modifiedCount } = await advertiseBikes(ids);
        await refresh(BIKE_RESOURCES);
        return `${pluralize(modifiedCount, "bike")} advertised.`;
      },
    },
    {
      label: "Renew selected",
      run: async (ids) => {
        const { renewedCount, liveUntil } = await renewBikes(ids);
        await refresh(BIKE_RESOURCES);
        return `${pluralize(renewedCount, "listing")} renewed until ${formatDate(liveUntil)}.`;
      },
    },
    {
      label: "Delete selected",
      danger: true,
      // Asks the server first: the question says how many buyers will hear of it.
      confirm: async (ids) => deleteBikesQuestion(ids.length, await openBookersOf(ids)),
      run: async (ids) => {
        const { deletedCount } = await deleteBikes(ids);
        await refresh(BIKE_RESOURCES);
        return `${pluralize(deletedCount, "bike")} deleted.`;
      },
    },
  ];
}
