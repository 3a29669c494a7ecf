import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import {
  BIKE_CONDITIONS,
  newBikeForm,
  type BikePhoto,
  type NewBikeBody,
  type NewBikeFormBike,
  type NewBikeFormValues,
} from "../../../../../../edge-api/src/schemas/bike";
import { BusyButton } from "../../../../components/ui/busy-button";
import { Field } from "../../../../components/ui/field";
import { useSession } from "../../../../lib/auth/use-session";
import { applyFieldErrors } from "../../../../lib/field-errors";
import { useCategories } from "../../../../lib/queries/use-categories";
import { feeSentence, sellerReceives, usePlatformFee } from "../../../../lib/queries/use-platform-fee";
import { formatUsd } from "../../../../lib/format";
import { resource } from "../../../../lib/query-keys";
import { useAction } from "../../../../lib/use-action";
import { ApiRequestError } from "../../../../lib/api-error";
import { ImagePreview } from "./image-preview";
import { PhotoPicker } from "./photo-picker";
import { PriceSuggestion } from "./price-suggestion";
import { CityCombobox } from "../../../../components/places/city-combobox";
import { COUNTRIES } from "../../../../../../edge-api/src/lib/places/countries";
import "./products.css";

/** Every country by name, and the listing's own when it is not one of them (a listing from before places). */
const countryOptions = (current: string | undefined) => {
  const names = COUNTRIES.map((country) => country.name);
  return current && !names.includes(current) ? [current, ...names] : names;
};

/** The inputs hold text; the API's own rules (edge-api/src/schemas/bike.ts) check it and turn it into a bike. */
type FieldName = keyof typeof newBikeForm.shape;

const FIELDS = Object.keys(newBikeForm.shape) as FieldName[];

interface ProductFormProps<Result> {
  /** The form's accessible name, e.g. "Add product". */
  label: string;
  /** What the inputs start with: blanks for a new bike, the bike's values for an edit. */
  defaultValues: Partial<NewBikeFormValues>;
  submitLabel: string;
  busyLabel: string;
  /** The API call: POST /api/bikes or PUT /api/bikes/my/:id, both with the Add product body. */
  save: (bike: NewBikeBody) => Promise<Result>;
  /** After the server accepted it (its lists of bikes have reloaded). */
  onSaved: (result: Result) => void;
}

/**
 * The Add product form (docs/product-spec.md §5), for adding a bike and for editing one: the same
 * fields, the same rules (`newBikeForm`, from the API's own schema), the server's field messages
 * under the fields. The email is the session's, never typed.
 */
export function ProductForm<Result>({ label, defaultValues, submitLabel, busyLabel, save, onSaved }: ProductFormProps<Result>) {
  const { user } = useSession();
  const categories = useCategories();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<NewBikeFormValues, unknown, NewBikeFormBike>({ resolver: zodResolver(newBikeForm), defaultValues });
  // The platform fee, told before listing (#15): the same function the API charges with.
  const fee = usePlatformFee().data;
  const receives = fee ? sellerReceives(fee, String(watch("resalePrice") ?? "")) : null;
  const priceHint = fee
    ? `In US dollars. ${feeSentence(fee)}${receives === null ? "." : `: you receive ${formatUsd(receives)}.`}`
    : "In US dollars";
  const { run, pending } = useAction(save, {
    onError: (error) => {
      applyFieldErrors(error, setError, FIELDS);
      // A photo's own message (`photos.2.url`: not stored any more) goes under the photos.
      const photoMessage = error instanceof ApiRequestError && Object.entries(error.fields).find(([key]) => key.startsWith("photos."));
      if (photoMessage) setError("photos", { type: "server", message: photoMessage[1] });
    },
    refreshes: [resource.bikes],
  });
  const [uploading, setUploading] = useState(0);

  // The photos' order is the listing's: the first one's URL is the picture every reader shows.
  const setPhotos = useCallback(
    (photos: BikePhoto[]) => {
      setValue("photos", photos, { shouldDirty: true });
      setValue("picture", photos[0]?.url ?? "", { shouldDirty: true });
      clearErrors(["photos", "picture"]);
    },
    [setValue, clearErrors],
  );
  const addPhoto = useCallback((photo: BikePhoto) => setPhotos([...(getValues("photos") ?? []), photo]), [getValues, setPhotos]);
  const photos = watch("photos") ?? [];
  const photoError = errors.photos?.message ?? (Array.isArray(errors.photos) ? errors.photos.find(Boolean)?.url?.message : undefined);

  const onSubmit = handleSubmit(async (bike) => {
    if (uploading) {
      setError("photos", { type: "client", message: "Wait until every photo has uploaded, or remove the ones still uploading." });
      return;
    }
    const result = await run({ ...bike, email: user?.email ?? "" });
    if (result !== undefined) onSaved(result);
  });

  const text = (
    name: FieldName,
    fieldLabel: string,
    options: { optional?: boolean; hint?: string; wide?: boolean; inputMode?: "numeric" | "decimal"; placeholder?: string } = {},
  ) => (
    <Field
      label={fieldLabel}
      error={errors[name]?.message}
      optional={options.optional}
      hint={options.hint}
      className={options.wide ? "field--wide" : undefined}
    >
      {(control) => (
        <input {...control} className="input" inputMode={options.inputMode} placeholder={options.placeholder} {...register(name)} />
      )}
    </Field>
  );

  return (
    <form className="panel form product-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <fieldset className="product-form__group">
        <legend>The bike</legend>
        <div className="form-grid">
          {text("name", "Name", { placeholder: "e.g. Yamaha R15 V4" })}
          <Field label="Category" error={errors.id?.message}>
            {(control) => (
              <select {...control} className="input" disabled={categories.isPending} {...register("id")}>
                <option value="">{categories.isPending ? "Loading categories…" : "Choose a category"}</option>
                {categories.data?.map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.categoryName}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Condition" error={errors.condition?.message}>
            {(control) => (
              <select {...control} className="input" {...register("condition")}>
                {BIKE_CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {condition}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text("model", "Model", { placeholder: "e.g. R15" })}
          {text("engineCc", "Engine CC", { inputMode: "numeric", placeholder: "e.g. 155" })}
          {text("year", "Year of first registration", { inputMode: "numeric", placeholder: "e.g. 2019" })}
          {text("mileageKm", "Mileage (km)", { inputMode: "numeric", placeholder: "e.g. 12000" })}
          {text("monthsUsed", "Age used (months)", { optional: true, inputMode: "numeric" })}
          {text("resalePrice", "Resale price", { hint: priceHint, placeholder: "e.g. 450" })}
          <PriceSuggestion
            id={watch("id")}
            model={watch("model")}
            engineCc={watch("engineCc")}
            monthsUsed={watch("monthsUsed")}
            condition={watch("condition")}
          />
          {text("originalPrice", "Original price", { hint: "What it cost new", placeholder: "e.g. 900" })}
          <PhotoPicker photos={photos} onChange={setPhotos} onUploaded={addPhoto} onPendingChange={setUploading} error={photoError} />
          {/* A listing without photos keeps one picture by link (the SPEC payload's `picture`). */}
          {photos.length === 0 && (
            <div className="field--wide product-form__picture">
              {text("picture", "Image url", {
                hint: "No photos? A link to a picture (https://…), or one of ours such as /images/bikes/sport-red.svg",
              })}
              <ImagePreview url={watch("picture")} />
            </div>
          )}
          <Field label="Description" error={errors.description?.message} className="field--wide">
            {(control) => <textarea {...control} className="input" rows={5} {...register("description")} />}
          </Field>
        </div>
      </fieldset>
      <fieldset className="product-form__group">
        <legend>Where and who</legend>
        <div className="form-grid">
          <Field label="Country" error={errors.country?.message}>
            {(control) => (
              <select
                {...control}
                className="input"
                autoComplete="country-name"
                {...register("country", { onChange: () => setValue("placeId", undefined) })}
              >
                <option value="">Choose a country</option>
                {countryOptions(watch("country")).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="City" error={errors.city?.message} hint="Type a few letters and pick your city from the list">
            {(control) => (
              <CityCombobox
                country={watch("country") ?? ""}
                value={watch("city") ?? ""}
                onChange={(city) => {
                  setValue("city", city, { shouldDirty: true });
                  setValue("placeId", undefined);
                }}
                onChoose={(place) => {
                  setValue("city", place.name, { shouldDirty: true });
                  setValue("placeId", place.id);
                  clearErrors("city");
                }}
                inputProps={{ ...control, placeholder: watch("country") ? "e.g. Dhaka" : "Choose the country first" }}
              />
            )}
          </Field>
          {text("location", "Location", { placeholder: "e.g. Dhanmondi" })}
          {text("sellerName", "Seller name", { optional: true })}
          <Field label="Phone" error={errors.phone?.message}>
            {(control) => <input {...control} className="input" type="tel" inputMode="numeric" autoComplete="tel" {...register("phone")} />}
          </Field>
          <Field label="Email">
            {(control) => <input {...control} className="input" type="email" value={user?.email ?? ""} readOnly />}
          </Field>
        </div>
      </fieldset>
      <div className="actions-row">
        <BusyButton type="submit" className="btn btn--primary" busy={pending} busyLabel={busyLabel}>
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
