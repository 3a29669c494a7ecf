import type { SelectionAction } from "../../../../components/table-selection/selection-toolbar";
import { useRefresh } from "../../../../lib/use-refresh";
import { BIKE_RESOURCES } from "../api/bike-changes";
import { advertiseBikes, deleteBikes } from "../api/bulk-bike-changes";

/** My products' multi-select: advertise or delete the chosen bikes, one all-or-nothing request each. */
export function useBikeBulkActions(): SelectionAction[] {
  const refresh = useRefresh();
  return [
    {
      label: "Advertise selected",
      run: async (ids) => {
        const { modifiedCount } = await advertiseBikes(ids);
        await refresh(BIKE_RESOURCES);
        return `${modifiedCount} bikes advertised.`;
      },
    },
    {
      label: "Delete selected",
      danger: true,
      confirm: (n) => `Delete ${n} bikes? This cannot be undone.`,
      run: async (ids) => {
        const { deletedCount } = await deleteBikes(ids);
        await refresh(BIKE_RESOURCES);
        return `${deletedCount} bikes deleted.`;
      },
    },
  ];
}
