import { useEffect, useId, useState } from "react";
import { Combobox } from "../../../components/ui/combobox";
import type { PlaceChoice } from "../../../components/places/city-combobox";
import { RADII_KM } from "../../../../../edge-api/src/schemas/browse-filters";
import { formatPeople } from "../../../lib/format";
import { usePlace, usePlaceSuggestions } from "../../../lib/queries/use-place-suggestions";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { DEFAULT_RADIUS_KM, hasCentre, type BikeFilterValues } from "./filters";

/** How long typing must pause before places are asked for. */
const SUGGEST_DEBOUNCE_MS = 200;
/** What the field says when the search is around the buyer's own location. */
const MY_LOCATION = "My location";

type NearValues = Pick<BikeFilterValues, "near" | "lat" | "lng" | "radius">;

const placeLabel = (place: { name: string; country: string }) => `${place.name}, ${place.country}`;

/** Why the browser gave no location, in words a buyer can act on. */
const locationError = (error: GeolocationPositionError) =>
  error.code === error.PERMISSION_DENIED
    ? "Location is off for this site. Type a place instead."
    : "Could not find your location. Type a place instead.";

/**
 * "Near": a place of any country from suggestions as the buyer types, or their own location after
 * the browser asks them, and the radius around it (#38). A place named in the link is shown by
 * name (GET /api/places/:id).
 */
export function NearField({ values, onChange }: { values: NearValues; onChange: (next: NearValues) => void }) {
  const id = useId();
  const named = usePlace(values.near);
  const shown = values.near ? (named.data ? placeLabel(named.data.place) : "") : values.lat ? MY_LOCATION : "";
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const [typed] = useDebouncedValue(text, SUGGEST_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(null, typed === shown ? "" : typed);
  const items = text.trim() && text !== shown ? (suggestions.data?.places ?? []) : [];
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const radius = values.radius || DEFAULT_RADIUS_KM;

  const useMyLocation = () => {
    if (!("geolocation" in navigator)) {
      setProblem("This browser cannot tell your location. Type a place instead.");
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (degrees: number) => String(Math.round(degrees * 1000) / 1000);
        onChange({ near: "", lat: round(position.coords.latitude), lng: round(position.coords.longitude), radius });
      },
      (error) => {
        setLocating(false);
        setProblem(locationError(error));
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <div className="near-field">
      <label className="field__label" htmlFor={`${id}-place`}>
        Near
      </label>
      <Combobox<PlaceChoice>
        value={text}
        onChange={(next) => {
          setText(next);
          // Clearing the field searches everywhere again.
          if (!next.trim() && hasCentre(values)) onChange({ near: "", lat: "", lng: "", radius: "" });
        }}
        items={items}
        itemKey={(place) => String(place.id)}
        renderItem={(place) => (
          <>
            <span>{placeLabel(place)}</span>
            <span className="combobox__note">{formatPeople(place.population)}</span>
          </>
        )}
        onChoose={(place) => {
          setText(placeLabel(place));
          onChange({ near: String(place.id), lat: "", lng: "", radius });
        }}
        listLabel="Places"
        inputProps={{
          id: `${id}-place`,
          className: "input",
          maxLength: 60,
          placeholder: "A city or town",
          "aria-describedby": problem ? `${id}-problem` : undefined,
        }}
      />
      <div className="near-field__row">
        <button type="button" className="btn btn--outline btn--sm" onClick={useMyLocation} disabled={locating} aria-busy={locating}>
          {locating ? "Finding you…" : "Use my location"}
        </button>
        <label className="near-field__radius">
          <span>Within</span>
          <select
            className="input"
            value={radius}
            disabled={!hasCentre(values)}
            onChange={(event) => onChange({ ...values, radius: event.target.value })}
          >
            {RADII_KM.map((km) => (
              <option key={km} value={String(km)}>
                {km} km
              </option>
            ))}
          </select>
        </label>
      </div>
      {problem && (
        <p className="field__error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
