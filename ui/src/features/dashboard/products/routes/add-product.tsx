import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router-dom";
import { BusyButton } from "../../../../components/ui/busy-button";
import { Field } from "../../../../components/ui/field";
import { PageHead } from "../../../../components/ui/page-head";
import { useSession } from "../../../../lib/auth/use-session";
import { applyFieldErrors } from "../../../../lib/field-errors";
import { useCategories } from "../../../../lib/queries/use-categories";
import { useAction } from "../../../../lib/use-action";
import { usePageTitle } from "../../../../lib/use-page-title";
import { addBike } from "../api/add-bike";
import { ImagePreview } from "../components/image-preview";
import { PhotoUpload } from "../components/photo-upload";
import "../components/products.css";

export const CONDITIONS = ["excellent", "good", "fair"] as const;
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,}$/;

interface ProductForm {
  id: string;
  name: string;
  picture: string;
  resalePrice: string;
  originalPrice: string;
  condition: (typeof CONDITIONS)[number];
  location: string;
  country: string;
  city: string;
  model: string;
  engineCc: string;
  monthsUsed: string;
  sellerName: string;
  phone: string;
  description: string;
}

const FIELDS = ["id", "name", "picture", "resalePrice", "originalPrice", "condition", "location", "country", "city", "model", "engineCc", "monthsUsed", "sellerName", "phone", "description"] as const;
const required = (label: string) => ({ required: `${label} is required`, validate: (v: string) => v.trim().length > 0 || `${label} is required` });

/** SPEC §2/§5 Add product: "Add Your Product For Sale". */
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
  } = useForm<ProductForm>({
    defaultValues: { condition: "good", sellerName: user?.displayName ?? "", id: "", monthsUsed: "", engineCc: "" },
  });
  const { run, pending } = useAction(addBike, (error) => applyFieldErrors(error, setError, FIELDS));

  const onSubmit = handleSubmit(async (values) => {
    const result = await run({
      ...values,
      id: Number(values.id),
      engineCc: Number(values.engineCc),
      monthsUsed: values.monthsUsed.trim() === "" ? undefined : Number(values.monthsUsed),
      sellerName: values.sellerName.trim() || undefined,
      email: user?.email ?? "",
    });
    if (!result?.acknowledged) return;
    toast.success("Added Confirmed");
    navigate("/dashboard/myproduct");
  });

  const text = (name: keyof ProductForm, label: string, options: { optional?: boolean; hint?: string; wide?: boolean; inputMode?: "numeric" | "decimal"; placeholder?: string } = {}) => (
    <Field label={label} error={errors[name]?.message} optional={options.optional} hint={options.hint} className={options.wide ? "field--wide" : undefined}>
      {(control) => (
        <input {...control} className="input" inputMode={options.inputMode} placeholder={options.placeholder} {...register(name, options.optional ? {} : required(label))} />
      )}
    </Field>
  );

  return (
    <section aria-labelledby="add-title">
      <PageHead title="Add Your Product For Sale" lead="Buyers see these details on your listing. Fields marked optional can stay empty." />
      <form className="panel form product-form" onSubmit={onSubmit} noValidate aria-label="Add product">
        <fieldset className="product-form__group">
          <legend>The bike</legend>
          <div className="form-grid">
            {text("name", "Name", { placeholder: "e.g. Yamaha R15 V4" })}
            <Field label="Category" error={errors.id?.message}>
              {(control) => (
                <select {...control} className="input" disabled={categories.loading} {...register("id", { required: "Category is required" })}>
                  <option value="">{categories.loading ? "Loading categories…" : "Choose a category"}</option>
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
                <select {...control} className="input" {...register("condition", { required: "Condition is required" })}>
                  {CONDITIONS.map((condition) => (
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
              {(control) => <textarea {...control} className="input" rows={5} {...register("description", required("Description"))} />}
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
                <input
                  {...control}
                  className="input"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  {...register("phone", { ...required("Phone"), pattern: { value: PHONE_PATTERN, message: "Phone must be a phone number" } })}
                />
              )}
            </Field>
            <Field label="Email">{(control) => <input {...control} className="input" type="email" value={user?.email ?? ""} readOnly />}</Field>
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
