import { Link, useNavigate, useParams } from "react-router-dom";
import { ErrorState } from "../../../../components/ui/error-state";
import { PageHead } from "../../../../components/ui/page-head";
import { LoadingBlock } from "../../../../components/ui/spinner";
import { ApiRequestError } from "../../../../lib/api-error";
import type { OwnBike } from "../../../../lib/api-types";
import { useCategories } from "../../../../lib/queries/use-categories";
import { toast } from "../../../../lib/toast";
import { usePageTitle } from "../../../../lib/use-page-title";
import { editMyBike, useBikeToEdit } from "../api/edit-bike";
import { EmailVerificationNotice } from "../../../../components/email-verification-notice";
import { ProductForm } from "../components/product-form";
import { ListingFiguresPanel } from "../../../../components/figures/listing-figures-panel";

const backToList = (
  <Link to="/dashboard/myproduct" className="btn btn--outline">
    Back to My products
  </Link>
);

/** The Add product inputs as this bike fills them (numbers as the text an input holds). */
const formValues = (bike: OwnBike) => ({
  id: String(bike.category),
  name: bike.name,
  picture: bike.picture,
  location: bike.location,
  country: bike.country,
  city: bike.city,
  // The exact place the listing is in (two towns of a country may share its name).
  placeId: bike.placeId ?? undefined,
  model: bike.model,
  engineCc: String(bike.engineCc),
  monthsUsed: bike.monthsUsed === null ? "" : String(bike.monthsUsed),
  // A listing made without them (the API, the CSV) is asked for them at its first edit.
  year: bike.year === null ? "" : String(bike.year),
  mileageKm: bike.mileageKm === null ? "" : String(bike.mileageKm),
  resalePrice: String(bike.resalePrice),
  originalPrice: String(bike.originalPrice),
  sellerName: bike.sellerName,
  phone: bike.mobileNumber,
  description: bike.description,
  condition: bike.condition,
  // A single-picture bike has none: its picture stays in the Image url field.
  photos: bike.photos,
});

/** /dashboard/editproduct/:id — the Add product form, filled with one of the seller's bikes; saving replaces every field. */
export default function EditProduct() {
  usePageTitle("Edit A Product");
  const { id } = useParams();
  const navigate = useNavigate();
  const bike = useBikeToEdit(id);
  // The category select can only show the bike's category once its options are there.
  const categories = useCategories();

  const body = () => {
    if (bike.isPending || categories.isPending) return <LoadingBlock label="Loading your bike" />;
    if (bike.error instanceof ApiRequestError && bike.error.status === 403) {
      return (
        <div className="state state--error" role="alert">
          <p className="state__title">This is not one of your bikes.</p>
          <p className="state__text">You can only edit your own bikes.</p>
          <div className="actions-row">{backToList}</div>
        </div>
      );
    }
    if (bike.error) return <ErrorState error={bike.error} onRetry={() => void bike.refetch()} actions={backToList} />;
    if (bike.data.status === "sold") {
      return (
        <div className="state" role="status">
          <p className="state__title">This bike is sold.</p>
          <p className="state__text">A sold bike stays on record as it was sold and cannot be edited.</p>
          <div className="actions-row">{backToList}</div>
          <ListingFiguresPanel bikeId={bike.data._id} />
        </div>
      );
    }
    const data = bike.data;
    return (
      <>
        {data.status !== "available" && (
          <p className="notice notice--warn">
            This bike is off the market ({data.status === "withdrawn" ? "withdrawn" : "sold elsewhere"}). Saving keeps it off the market;
            put it back on sale from My products.
          </p>
        )}
        <ListingFiguresPanel bikeId={data._id} />
        <ProductForm
          key={data._id}
          label="Edit product"
          defaultValues={formValues(data)}
          submitLabel="Save changes"
          busyLabel="Saving changes"
          save={(json) => editMyBike(data._id, json)}
          onSaved={() => {
            toast.success("Changes saved.");
            navigate("/dashboard/myproduct");
          }}
        />
      </>
    );
  };

  return (
    <section>
      <PageHead
        title="Edit Your Product"
        lead={
          bike.data
            ? `Changes show on "${bike.data.name}" as soon as you save. A new price is shown to buyers as a price change.`
            : undefined
        }
      />
      <EmailVerificationNotice />
      {body()}
    </section>
  );
}
