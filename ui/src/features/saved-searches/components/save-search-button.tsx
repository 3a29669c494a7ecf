import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SAVED_FILTERS } from "../../../../../edge-api/src/schemas/saved-search";
import { Dialog } from "../../../components/ui/dialog";
import { LoadingBlock } from "../../../components/ui/spinner";
import { FORM_UNAVAILABLE } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/use-session";
import { preloadCode } from "../../../lib/preload-code";
import "./saved-searches.css";

// The form (react-hook-form and its zod resolver) is not needed to show the results: it loads when
// a pointer or focus reaches the button, or when the dialog opens.
const loadForm = () => import("./save-search-form");
// A form whose code cannot be fetched says so in the dialog (an error boundary here would cost the
// home page's first JavaScript 1 KB gzip: the bundler then splits react-router out of the entry).
const SaveSearchForm = lazy(() => loadForm().catch(() => ({ default: FormUnavailable })));

/** The results' URL carries this back from sign-in: the visitor was saving the search (#33). */
const SAVING = "#save-this-search";

/** The URL parameters a saved search keeps: browse's saved filters and keyword (not the category, which is the page's, nor the sort). */
const KEPT = Object.keys(SAVED_FILTERS).filter((name) => name !== "id");

interface SaveSearchButtonProps {
  /** The page's category: the category page's id, or the search page's `category` parameter. */
  categoryId?: string;
  /** The category's name, for the suggested name. */
  categoryName?: string;
}

/**
 * "Save this search" on the search and category results: keeps the URL's filters and keyword
 * under a name, with instant alerts or a daily digest of new matches. A visitor is sent to sign
 * in and comes back to these results with the dialog open. The server checks everything
 * (schemas/saved-search.ts).
 */
export function SaveSearchButton({ categoryId, categoryName }: SaveSearchButtonProps) {
  const { user, authLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Pressed while the session is still being restored (the first moment of a page): decided once it is.
  const [pressed, setPressed] = useState(false);
  const params = new URLSearchParams(location.search);
  const category = categoryId || params.get("category") || "";
  const filters: Record<string, string> = {};
  for (const key of KEPT) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  if (/^[0-9]+$/.test(category)) filters.id = category;
  // The API keeps only searches a new bike can be looked up by (schemas/saved-search.ts): not "every bike".
  const savable = Boolean(filters.q || filters.id || filters.country || filters.city || filters.model);
  const suggested = [filters.q && `“${filters.q}”`, filters.model, filters.city, filters.country, categoryName]
    .filter(Boolean)
    .join(" · ")
    .slice(0, 60);

  // Back from signing in to save: open the dialog once, and take the marker off the address.
  const back = location.hash === SAVING && Boolean(user) && savable;
  useEffect(() => {
    if (!back) return;
    setOpen(true);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
  }, [back, navigate, location.pathname, location.search, location.state]);

  // A visitor is sent to sign in and brought back to save; a member saves here.
  useEffect(() => {
    if (!pressed || authLoading) return;
    setPressed(false);
    if (user) setOpen(true);
    else navigate("/login", { state: { from: { ...location, hash: SAVING } } });
  }, [pressed, authLoading, user, navigate, location]);

  if (!savable) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--sm save-search"
        onPointerEnter={() => preloadCode(loadForm)}
        onFocus={() => preloadCode(loadForm)}
        onClick={() => setPressed(true)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.5L4.5 15h15L18 12.5V9a6 6 0 0 0-6-6zm-2 14a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        Save this search
      </button>
      <Dialog open={open} title="Save this search" onClose={() => setOpen(false)}>
        {open && (
          <Suspense fallback={<LoadingBlock label="Loading the form" />}>
            <SaveSearchForm filters={filters} suggested={suggested || "My search"} onSaved={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}

function FormUnavailable() {
  return <p role="alert">{FORM_UNAVAILABLE}</p>;
}
