import { useParams } from "react-router-dom";
import { CategoryBikes } from "../../features/bikes/components/category-bikes";
import { useBikeActions } from "./use-bike-actions";

/** /category/:id — the bikes feature's list with the booking and report features' actions. */
export default function CategoryRoute() {
  const { id } = useParams();
  const { renderActions, dialogs } = useBikeActions();
  return (
    <>
      <CategoryBikes categoryId={id} renderActions={renderActions} />
      {dialogs}
    </>
  );
}
