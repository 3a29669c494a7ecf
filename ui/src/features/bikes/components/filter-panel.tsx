import { useEffect, useState, type FormEvent } from "react";
import { Field } from "../../../components/ui/field";
import type { BikeFilters } from "../../../lib/api-types";
import { pluralize } from "../../../lib/english";
import { formatUsd } from "../../../lib/format";
import { CC_OPTIONS, DEFAULT_FILTERS, MONTHS_MAX, MONTHS_MIN, PRICE_MAX, PRICE_MIN, priceOfStep, type BikeFilterValues } from "./filters";

interface FilterPanelProps {
  values: BikeFilterValues;
  options: BikeFilters | undefined;
  onApply: (values: BikeFilterValues) => void;
}

function OptionSelect({
  label,
  placeholder,
  value,
  options,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  options: readonly (string | number)[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={String(option)}>
              {typeof option === "number" ? `${option} cc` : option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface RangeFieldProps {
  label: string;
  min: number;
  max: number;
  value: number;
  /** The value in words; the top of the range reads as "any". */
  describe: (value: number) => string;
  onChange: (value: number) => void;
}

function RangeField({ label, min, max, value, describe, onChange }: RangeFieldProps) {
  return (
    <Field label={label} hint={describe(value)}>
      {(control) => (
        <input
          {...control}
          type="range"
          className="range"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-valuetext={describe(value)}
          onChange={(event) => onChange(Number(event.target.value))}
        />
      )}
    </Field>
  );
}

/** docs/product-spec.md §2 filter side panel: five selects with placeholders, the price and used-months sliders. */
export function FilterPanel({ values, options, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState(values);
  useEffect(() => {
    setDraft(values);
  }, [values]);

  const set =
    <K extends keyof BikeFilterValues>(key: K) =>
    (value: BikeFilterValues[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const ccError = draft.minCc && draft.maxCc && Number(draft.minCc) > Number(draft.maxCc) ? "Min CC must not be above Max CC" : undefined;

  return (
    <form className="filter-panel panel" onSubmit={submit} aria-label="Filter bikes">
      <h2 className="filter-panel__title">Filter bikes</h2>
      <OptionSelect
        label="Country"
        placeholder="Any country"
        value={draft.country}
        options={options?.countries ?? []}
        onChange={set("country")}
      />
      <OptionSelect label="City" placeholder="Any city" value={draft.city} options={options?.cities ?? []} onChange={set("city")} />
      <OptionSelect label="Model" placeholder="Any model" value={draft.model} options={options?.models ?? []} onChange={set("model")} />
      <div className="filter-panel__row">
        <OptionSelect label="Min CC" placeholder="No min" value={draft.minCc} options={CC_OPTIONS} onChange={set("minCc")} />
        <OptionSelect label="Max CC" placeholder="No max" value={draft.maxCc} options={CC_OPTIONS} onChange={set("maxCc")} />
      </div>
      {ccError && (
        <p className="field__error" role="alert">
          {ccError}
        </p>
      )}
      <RangeField
        label="Max price"
        min={PRICE_MIN}
        max={PRICE_MAX}
        value={draft.maxPrice}
        describe={(v) => (v >= PRICE_MAX ? "Any price" : `Up to ${formatUsd(priceOfStep(v))}`)}
        onChange={set("maxPrice")}
      />
      <RangeField
        label="Used (months)"
        min={MONTHS_MIN}
        max={MONTHS_MAX}
        value={draft.maxMonths}
        describe={(v) => (v >= MONTHS_MAX ? "Any age" : `At most ${pluralize(v, "month")}`)}
        onChange={set("maxMonths")}
      />
      <div className="filter-panel__actions">
        <button type="submit" className="btn btn--primary" disabled={Boolean(ccError)}>
          Apply filter
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onApply({ ...DEFAULT_FILTERS, sort: draft.sort })}>
          Reset
        </button>
      </div>
    </form>
  );
}
