import { SearchResults } from "../../features/bikes/components/search-results";
import { SaveSearchButton } from "../../features/saved-searches/components/save-search-button";
import { useBikeActions } from "./use-bike-actions";

/** /bikes?q=… — the search results, with the booking and report features' actions and "Save this search" (as /category/:id). */
export default function SearchRoute() {
  const { renderActions, dialogs } = useBikeActions();
  return (
    <>
      <SearchResults renderActions={renderActions} headingAction={<SaveSearchButton />} />
      {dialogs}
    </>
  );
}
