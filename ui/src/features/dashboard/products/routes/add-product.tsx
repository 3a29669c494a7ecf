import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "../../../../lib/toast";
import { useNavigate } from "react-router-dom";
import { BIKE_CONDITIONS, newBikeForm, type NewBikeFormBike, type NewBikeFormValues } from "../../../../../../edge-api/src/schemas/bike";
import { BusyButton } from "../../../../components/ui/busy-button";
import { Field } from "../../../../components/ui/field";
import { PageHead } from "../../../../components/ui/page-head";
import { useSession } from "../../../../lib/auth/use-session";
import { applyFieldErrors } from "../../../../lib/field-errors";
import { useCategories } from "../../../../lib/queries/use-categories";
import { resource } from "../../../../lib/query-keys";
import { useAction } from "../../../../lib/use-action";
import { usePageTitle } from "../../../../lib/use-page-title";
import { addBike } from "../api/add-bike";
import { EmailVerificationNotice } from "../components/email-verification-notice";
import { ImagePreview } from "../components/image-preview";
import { PhotoUpload } from "../components/photo-upload";
import "../components/products.css";

/** The inputs hold text; the API's own rules (edge-api/src/schemas/bike.ts) check it and turn it into a bike. */
type FieldName = keyof typeof newBikeForm.shape;

const FIELDS = Object.keys(newBikeForm.shape) as FieldName[];

/** docs/product-spec.md §2/§5 Add product: "Add Your Product For Sale". */
export default function AddProduct() {
  usePageTitle("Add A Product");
  const navigate = useNavigate();
  const { user } = useSession();
  const categories = useCategories();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<NewBikeFormValues, unknown, NewBikeFormBike>({
    resolver: zodResolver(newBikeForm),
    defaultValues: { condition: "good", sellerName: user?.displayName ?? "", id: "", monthsUsed: "", engineCc: "" },
  });
  const { run, pending } = useAction(addBike, {
    onError: (error) => applyFieldErrors(error, setError, FIELDS),
    refreshes: [resource.bikes],
  });

  const onSubmit = handleSubmit(async (bike) => {
    const result = await run({ ...bike, email: user?.email ?? "" });
    if (!result?.acknowledged) return;
    toast.success("Added Confirmed");
    navigate("/dashboard/myproduct");
  });

  const text = (
    name: FieldName,
    label: string,
    options: { optional?: boolean; hint?: string; wide?: boolean; inputMode?: "numeric" | "decimal"; placeholder?: string } = {},
  ) => (
    <Field
      label={label}
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
    <section aria-labelledby="add-title">
      <PageHead title="Add Your Product For Sale" lead="Buyers see these details on your listing. Fields marked optional can stay empty." />
      <EmailVerificationNotice />
      <form className="panel form product-form" onSubmit={onSubmit} noValidate aria-label="Add product">
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
            {text("monthsUsed", "Age used (months)", { optional: true, inputMode: "numeric" })}
            {text("resalePrice", "Resale price", { hint: "In US dollars", placeholder: "e.g. 450" })}
            {text("originalPrice", "Original price", { hint: "What it cost new", placeholder: "e.g. 900" })}
            <div className="field--wide product-form__picture">
              {text("picture", "Image url", { hint: "A link to a photo (https://…), or one of ours such as /images/bikes/sport-red.svg" })}
              <PhotoUpload onUploaded={(url) => setValue("picture", url, { shouldValidate: true, shouldDirty: true })} />
              <ImagePreview url={watch("picture")} />
            </div>
            <Field label="Description" error={errors.description?.message} className="field--wide">
              {(control) => <textarea {...control} className="input" rows={5} {...register("description")} />}
            </Field>
          </div>
        </fieldset>
        <fieldset className="product-form__group">
          <legend>Where and who</legend>
          <div className="form-grid">
            {text("location", "Location", { placeholder: "e.g. Dhanmondi" })}
            {text("city", "City", { placeholder: "e.g. Dhaka" })}
            {text("country", "Country", { placeholder: "e.g. Bangladesh" })}
            {text("sellerName", "Seller name", { optional: true })}
            <Field label="Phone" error={errors.phone?.message}>
              {(control) => (
                <input {...control} className="input" type="tel" inputMode="numeric" autoComplete="tel" {...register("phone")} />
              )}
            </Field>
            <Field label="Email">
              {(control) => <input {...control} className="input" type="email" value={user?.email ?? ""} readOnly />}
            </Field>
          </div>
        </fieldset>
        <div className="actions-row">
          <BusyButton type="submit" className="btn btn--primary" busy={pending} busyLabel="Adding product">
            Add product
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
