import { useEffect, useState, type FormEvent } from "react";
import { Field } from "../../../components/ui/field";
import { browseCountQuery } from "../../../../../edge-api/src/schemas/bike";
import { formatMileage, formatUsd } from "../../../lib/format";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useBikeCount } from "../api/use-bike-count";
import { useBikeFilters } from "../api/use-bike-filters";
import { NearField } from "./near-field";
import {
  CC_OPTIONS,
  MILEAGE_OPTIONS,
  MIN_PRICE_OPTIONS,
  YEAR_OPTIONS,
  countQuery,
  DEFAULT_FILTERS,
  describeMatches,
  describeMonths,
  MONTHS_MAX,
  MONTHS_MIN,
  PRICE_MAX,
  PRICE_MIN,
  priceOfStep,
  TOP_RATED,
  type BikeFilterValues,
} from "./filters";

/** How long the draft filters must rest before they are counted. */
const COUNT_DEBOUNCE_MS = 300;

interface FilterPanelProps {
  /** "" for every category (the search results page); undefined while unknown. */
  categoryId: string | undefined;
  /** The search's keyword, counted with the filters (the search results page). */
  keyword?: string;
  values: BikeFilterValues;
  onApply: (values: BikeFilterValues) => void;
}

const cc = (option: string | number) => `${option} cc`;

function OptionSelect({
  label,
  placeholder,
  value,
  options,
  format = String,
  loading,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  options: readonly (string | number)[];
  /** How an option reads ("150 cc", "$2,000"); its value stays the plain number. */
  format?: (option: string | number) => string;
  /** Said under the select while its options are being replaced (the old ones stay meanwhile). */
  loading?: string;
  onChange: (value: string) => void;
}) {
  // A chosen value the list does not hold (yet) is still shown as chosen, not as the placeholder.
  const missing = value !== "" && !options.some((option) => String(option) === value);
  return (
    <Field label={label} hint={loading}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          aria-busy={Boolean(loading)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {missing && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option} value={String(option)}>
              {format(option)}
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

/**
 * docs/product-spec.md §2 filter side panel: five selects with placeholders, the price and
 * used-months sliders. The cities are the chosen country's; how many bikes the draft filters
 * match is shown as they change; Apply filter applies them.
 */
export function FilterPanel({ categoryId, keyword, values, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState(values);
  useEffect(() => {
    setDraft(values);
  }, [values]);

  const options = useBikeFilters(categoryId, draft.country);
  const citiesLoading = options.isPlaceholderData && options.isFetching;
  // The chosen country's own cities (not the previous country's, kept while these load).
  const countryCities = options.isPlaceholderData ? undefined : options.data?.cities;
  useEffect(() => {
    if (countryCities && draft.city && !countryCities.includes(draft.city)) setDraft((d) => ({ ...d, city: "" }));
  }, [countryCities, draft.city]);

  const set =
    <K extends keyof BikeFilterValues>(key: K) =>
    (value: BikeFilterValues[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  // A range's ends out of order ("Min CC must not be above Max CC"): the API's own rule, said before asking it.
  const checked = browseCountQuery.safeParse(countQuery(draft));
  const rangeError = checked.success ? undefined : checked.error.issues[0]?.message;

  // The query as a string, so an unchanged draft is the same value and the debounce can settle.
  const [countKey, settling] = useDebouncedValue(new URLSearchParams(countQuery(draft)).toString(), COUNT_DEBOUNCE_MS);
  const count = useBikeCount(
    categoryId,
    { ...Object.fromEntries(new URLSearchParams(countKey)), ...(keyword ? { q: keyword } : {}) },
    !rangeError,
  );
  const counting = !rangeError && (settling || count.isFetching);

  return (
    <form className="filter-panel panel" onSubmit={submit} aria-label="Filter bikes">
      <h2 className="filter-panel__title">Filter bikes</h2>
      <NearField values={draft} onChange={(near) => setDraft((d) => ({ ...d, ...near }))} />
      <OptionSelect
        label="Country"
        placeholder="Any country"
        value={draft.country}
        options={options.data?.countries ?? []}
        onChange={set("country")}
      />
      <OptionSelect
        label="City"
        placeholder="Any city"
        value={draft.city}
        options={options.data?.cities ?? []}
        loading={citiesLoading ? (draft.country ? `Loading the cities of ${draft.country}…` : "Loading cities…") : undefined}
        onChange={set("city")}
      />
      <OptionSelect
        label="Model"
        placeholder="Any model"
        value={draft.model}
        options={options.data?.models ?? []}
        onChange={set("model")}
      />
      <div className="filter-panel__row">
        <OptionSelect label="Min CC" placeholder="No min" value={draft.minCc} options={CC_OPTIONS} format={cc} onChange={set("minCc")} />
        <OptionSelect label="Max CC" placeholder="No max" value={draft.maxCc} options={CC_OPTIONS} format={cc} onChange={set("maxCc")} />
      </div>
      <div className="filter-panel__row">
        <OptionSelect label="From year" placeholder="Any year" value={draft.minYear} options={YEAR_OPTIONS} onChange={set("minYear")} />
        <OptionSelect label="To year" placeholder="Any year" value={draft.maxYear} options={YEAR_OPTIONS} onChange={set("maxYear")} />
      </div>
      <div className="filter-panel__row">
        <OptionSelect
          label="Max mileage"
          placeholder="Any mileage"
          value={draft.maxKm}
          options={MILEAGE_OPTIONS}
          format={(km) => formatMileage(Number(km))}
          onChange={set("maxKm")}
        />
        <OptionSelect
          label="Min price"
          placeholder="No min"
          value={draft.minPrice}
          options={MIN_PRICE_OPTIONS}
          format={(dollars) => formatUsd(Number(dollars))}
          onChange={set("minPrice")}
        />
      </div>
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
        describe={describeMonths}
        onChange={set("maxMonths")}
      />
      <label className="switch filter-panel__deals">
        <input
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={draft.deals}
          onChange={(event) => set("deals")(event.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">Great or good deals</span>
      </label>
      <label className="switch filter-panel__deals">
        <input
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={draft.minRating !== ""}
          onChange={(event) => set("minRating")(event.target.checked ? TOP_RATED : "")}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">Seller rating 4★ and up</span>
      </label>
      {rangeError && (
        <p className="field__error" role="alert">
          {rangeError}
        </p>
      )}
      <p className="filter-panel__count" role="status" aria-label="Matching bikes" aria-busy={counting}>
        {rangeError ? null : counting ? (
          <>
            <span className="spinner spinner--sm" aria-hidden="true">
              <span className="spinner__ring" />
            </span>
            Counting matching bikes…
          </>
        ) : count.error ? (
          "Could not count the matching bikes."
        ) : count.data ? (
          describeMatches(count.data)
        ) : null}
      </p>
      <div className="filter-panel__actions">
        <button type="submit" className="btn btn--primary" disabled={Boolean(rangeError)}>
          Apply filter
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onApply({ ...DEFAULT_FILTERS, sort: draft.sort })}>
          Reset
        </button>
      </div>
    </form>
  );
}
