import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router-dom";
import {
  SAVED_FILTERS,
  saveSearchForm,
  type SaveSearchFormValues,
  type SearchAlertsChoice,
} from "../../../../../edge-api/src/schemas/saved-search";
import { BusyButton } from "../../../components/ui/busy-button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { useSession } from "../../../lib/auth/use-session";
import { applyFieldErrors } from "../../../lib/field-errors";
import { resource } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useAction } from "../../../lib/use-action";
import { createSavedSearch } from "../api/saved-searches";
import "./saved-searches.css";

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
      <button type="button" className="btn btn--outline btn--sm save-search" onClick={() => setPressed(true)}>
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
        {open && <SaveSearchForm filters={filters} suggested={suggested || "My search"} onSaved={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function SaveSearchForm({ filters, suggested, onSaved }: { filters: Record<string, string>; suggested: string; onSaved: () => void }) {
  const [alerts, setAlerts] = useState<SearchAlertsChoice>("instant");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SaveSearchFormValues>({ resolver: zodResolver(saveSearchForm), defaultValues: { name: suggested } });
  const { run, pending } = useAction(createSavedSearch, {
    onError: (error) => applyFieldErrors(error, setError, ["name"]),
    refreshes: [resource.savedSearches],
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    const saved = await run({ name, alerts, filters });
    if (!saved) return;
    toast.success(`Search saved. New matches will reach your notifications${alerts === "daily" ? " once a day" : ""}.`);
    onSaved();
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Save this search">
      <Field label="Name" error={errors.name?.message} hint="You can rename it later in Saved searches.">
        {(control) => <input {...control} className="input" maxLength={60} autoComplete="off" {...register("name")} />}
      </Field>
      <fieldset className="save-search__alerts">
        <legend className="field__label">Tell me about new bikes</legend>
        <label>
          <input type="radio" name="alerts" checked={alerts === "instant"} onChange={() => setAlerts("instant")} /> At once
        </label>
        <label>
          <input type="radio" name="alerts" checked={alerts === "daily"} onChange={() => setAlerts("daily")} /> In a daily digest
        </label>
      </fieldset>
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={pending} busyLabel="Saving">
        Save search
      </BusyButton>
    </form>
  );
}
