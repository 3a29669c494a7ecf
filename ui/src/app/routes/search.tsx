import { SearchResults } from "../../features/bikes/components/search-results";
import { useBikeActions } from "./use-bike-actions";

/** /bikes?q=… — the search results, with the booking and report features' actions (as /category/:id). */
export default function SearchRoute() {
  const { renderActions, dialogs } = useBikeActions();
  return (
    <>
      <SearchResults renderActions={renderActions} />
      {dialogs}
    </>
  );
}
