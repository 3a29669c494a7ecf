import { Combobox } from "../ui/combobox";
import { usePlaceSuggestions } from "../../lib/queries/use-place-suggestions";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { formatPeople } from "../../lib/format";

/** How long typing must pause before cities are asked for. */
const SUGGEST_DEBOUNCE_MS = 200;

export interface PlaceChoice {
  id: number;
  name: string;
  country: string;
  population: number;
}

interface CityComboboxProps {
  /** The country the cities are in (a name or code the API knows); none, no suggestions. */
  country: string;
  value: string;
  onChange: (value: string) => void;
  onChoose: (place: PlaceChoice) => void;
  inputProps: { id: string; "aria-invalid": boolean; "aria-describedby"?: string; placeholder?: string; onBlur?: () => void };
}

/**
 * A city field that suggests the country's known places as the seller types, forgiving typos and
 * accents (GET /api/places); each suggestion says its population, which tells two same-named
 * towns apart.
 */
export function CityCombobox({ country, value, onChange, onChoose, inputProps }: CityComboboxProps) {
  const [typed] = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(country, typed);
  const items = value.trim() && country ? (suggestions.data?.places ?? []) : [];
  return (
    <Combobox<PlaceChoice>
      value={value}
      onChange={onChange}
      items={items}
      itemKey={(place) => String(place.id)}
      renderItem={(place) => (
        <>
          <span>{place.name}</span>
          <span className="combobox__note">{formatPeople(place.population)}</span>
        </>
      )}
      onChoose={onChoose}
      listLabel="Cities"
      inputProps={{ ...inputProps, className: "input", maxLength: 60 }}
    />
  );
}
