import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { saveSearchForm, type SaveSearchFormValues, type SearchAlertsChoice } from "../../../../../edge-api/src/schemas/saved-search";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field } from "../../../components/ui/field";
import { applyFieldErrors } from "../../../lib/field-errors";
import { resource } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useAction } from "../../../lib/use-action";
import { createSavedSearch } from "../api/saved-searches";

/** The "Save this search" dialog's form: its name and how new matches are told (save-search-button.tsx loads it on demand). */
export default function SaveSearchForm({
  filters,
  suggested,
  onSaved,
}: {
  filters: Record<string, string>;
  suggested: string;
  onSaved: () => void;
}) {
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
