import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { saveSearchForm, type SaveSearchFormValues, type SearchAlertsChoice } from "../../../../../edge-api/src/schemas/saved-search";
import { BusyButton } from "../../../components/ui/busy-button";
import { useConfirm } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorState } from "../../../components/ui/error-state";
import { PageHead } from "../../../components/ui/page-head";
import { LoadingBlock } from "../../../components/ui/spinner";
import { applyFieldErrors } from "../../../lib/field-errors";
import { formatMileage, formatUsd } from "../../../lib/format";
import { pluralize } from "../../../lib/english";
import { usePlace } from "../../../lib/queries/use-place-suggestions";
import { resource } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useAction } from "../../../lib/use-action";
import { usePageTitle } from "../../../lib/use-page-title";
import { changeSavedSearch, deleteSavedSearch, useCategoryNames, useSavedSearches, type SavedSearch } from "../api/saved-searches";
import "../components/saved-searches.css";

/** /dashboard/saved-searches: the searches the user saved, each to open, rename, pause, switch alerts or delete. */
export default function SavedSearches() {
  usePageTitle("Saved searches");
  const list = useSavedSearches();
  const categories = useCategoryNames();
  const { confirm, dialog } = useConfirm();
  const items = list.data?.items ?? [];
  return (
    <section>
      <PageHead
        title="Saved searches"
        lead={`Searches you saved from the results pages (at most ${list.data?.max ?? 50}). New bikes that match reach your notifications.`}
      />
      {list.isPending && <LoadingBlock label="Loading saved searches" />}
      {list.error && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && items.length === 0 && (
        <EmptyState title="No saved searches yet">
          Search or open a category, then choose “Save this search”. <Link to="/bikes">Search bikes</Link>
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="saved-searches" aria-label="Saved searches">
          {items.map((search) => (
            <SavedSearchRow key={search.id} search={search} categoryName={categories.data?.get(search.filters.id ?? 0)} confirm={confirm} />
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}

/** The search's criteria in words: “yamaha” · Sports · Dhaka · up to $2,000 · within 50 km of Berlin. */
function describe(search: SavedSearch, categoryName: string | undefined, placeName: string | undefined): string {
  const f = search.filters;
  const parts = [
    f.q && `“${f.q}”`,
    f.id !== undefined && (categoryName ?? "One category"),
    f.model,
    f.city,
    f.country,
    f.minCc !== undefined && `from ${f.minCc} cc`,
    f.maxCc !== undefined && `up to ${f.maxCc} cc`,
    f.minYear !== undefined && `from ${f.minYear}`,
    f.maxYear !== undefined && `to ${f.maxYear}`,
    f.maxKm !== undefined && `at most ${formatMileage(f.maxKm)}`,
    f.minPrice !== undefined && `from ${formatUsd(f.minPrice)}`,
    f.maxPrice !== undefined && `up to ${formatUsd(f.maxPrice)}`,
    f.maxMonths !== undefined && `used at most ${pluralize(f.maxMonths, "month")}`,
    f.minRating !== undefined && `sellers rated ${f.minRating}★ and up`,
    f.radius !== undefined && `within ${f.radius} km of ${f.near === undefined ? "a chosen point" : (placeName ?? "a place")}`,
  ];
  return parts.filter(Boolean).join(" · ");
}

interface RowProps {
  search: SavedSearch;
  categoryName: string | undefined;
  confirm: ReturnType<typeof useConfirm>["confirm"];
}

function SavedSearchRow({ search, categoryName, confirm }: RowProps) {
  const place = usePlace(search.filters.near === undefined ? "" : String(search.filters.near));
  const [renaming, setRenaming] = useState(false);
  const change = useAction(changeSavedSearch, { refreshes: [resource.savedSearches] });
  const remove = useAction(deleteSavedSearch, { refreshes: [resource.savedSearches] });
  const headingId = `saved-search-${search.id}`;

  const setAlerts = (alerts: SearchAlertsChoice) => void change.run(search.id, { alerts });
  const togglePause = async () => {
    if (await change.run(search.id, { paused: !search.paused })) toast.success(search.paused ? "Alerts resumed" : "Alerts paused");
  };
  const onDelete = async () => {
    const sure = await confirm({
      title: `Delete “${search.name}”?`,
      note: "You will no longer hear of new bikes that match it.",
      confirmLabel: "Delete",
    });
    if (sure && (await remove.run(search.id))) toast.success("Saved search deleted");
  };

  return (
    <li className="card saved-search" aria-labelledby={headingId}>
      <div className="saved-search__main">
        {renaming ? (
          <RenameForm search={search} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className="saved-search__name" id={headingId}>
            {search.name}
            {search.paused && <span className="badge saved-search__paused">Paused</span>}
          </h2>
        )}
        <p className="saved-search__criteria">{describe(search, categoryName, place.data?.place.name)}</p>
        <p className="actions-row">
          <Link className="btn btn--primary btn--sm" to={search.link}>
            Show results
          </Link>
        </p>
      </div>
      <div className="saved-search__controls">
        <label className="saved-search__alerts">
          <span>Alerts</span>
          <select
            className="input"
            value={search.alerts}
            disabled={change.pending}
            onChange={(event) => setAlerts(event.target.value as SearchAlertsChoice)}
            aria-label={`Alerts for ${search.name}`}
          >
            <option value="instant">At once</option>
            <option value="daily">Daily digest</option>
          </select>
        </label>
        <div className="actions-row">
          <button type="button" className="btn btn--outline btn--sm" onClick={() => setRenaming(true)} disabled={renaming}>
            Rename<span className="visually-hidden"> {search.name}</span>
          </button>
          <BusyButton className="btn btn--outline btn--sm" busy={change.pending} busyLabel="Saving" onClick={() => void togglePause()}>
            {search.paused ? "Resume" : "Pause"}
            <span className="visually-hidden"> {search.name}</span>
          </BusyButton>
          <BusyButton className="btn btn--danger btn--sm" busy={remove.pending} busyLabel="Deleting" onClick={() => void onDelete()}>
            Delete<span className="visually-hidden"> {search.name}</span>
          </BusyButton>
        </div>
      </div>
    </li>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SaveSearchFormValues>({ resolver: zodResolver(saveSearchForm), defaultValues: { name: search.name } });
  const { run, pending } = useAction(changeSavedSearch, {
    onError: (error) => applyFieldErrors(error, setError, ["name"]),
    refreshes: [resource.savedSearches],
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    if (await run(search.id, { name })) onDone();
  });
  return (
    <form className="saved-search__rename" onSubmit={onSubmit} noValidate aria-label={`Rename ${search.name}`}>
      <label className="visually-hidden" htmlFor={`rename-${search.id}`}>
        New name
      </label>
      <input
        id={`rename-${search.id}`}
        className="input"
        maxLength={60}
        autoFocus
        aria-invalid={Boolean(errors.name)}
        aria-describedby={errors.name ? `rename-${search.id}-error` : undefined}
        {...register("name")}
      />
      <BusyButton type="submit" className="btn btn--primary btn--sm" busy={pending} busyLabel="Saving">
        Save name
      </BusyButton>
      <button type="button" className="btn btn--outline btn--sm" onClick={onDone}>
        Cancel
      </button>
      {errors.name && (
        <p className="field__error" id={`rename-${search.id}-error`} role="alert">
          {errors.name.message}
        </p>
      )}
    </form>
  );
}
