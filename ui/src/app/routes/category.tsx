import { useParams } from "react-router-dom";
import { useCategory } from "../../features/bikes/api/use-category";
import { CategoryBikes } from "../../features/bikes/components/category-bikes";
import { SaveSearchButton } from "../../features/saved-searches/components/save-search-button";
import { useBikeActions } from "./use-bike-actions";

/** /category/:id — the bikes feature's list with the booking and report features' actions, and "Save this search". */
export default function CategoryRoute() {
  const { id } = useParams();
  const { renderActions, dialogs } = useBikeActions();
  const category = useCategory(id);
  return (
    <>
      <CategoryBikes
        categoryId={id}
        renderActions={renderActions}
        headingAction={<SaveSearchButton categoryId={id} categoryName={category.data?.categoryName} />}
      />
      {dialogs}
    </>
  );
}
