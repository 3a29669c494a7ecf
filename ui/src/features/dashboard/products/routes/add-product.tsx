import { useNavigate } from "react-router-dom";
import { toast } from "../../../../lib/toast";
import { PageHead } from "../../../../components/ui/page-head";
import { useSession } from "../../../../lib/auth/use-session";
import { usePageTitle } from "../../../../lib/use-page-title";
import { addBike } from "../api/add-bike";
import { EmailVerificationNotice } from "../../../../components/email-verification-notice";
import { ProductForm } from "../components/product-form";

/** docs/product-spec.md §2/§5 Add product: "Add Your Product For Sale". */
export default function AddProduct() {
  usePageTitle("Add A Product");
  const navigate = useNavigate();
  const { user } = useSession();

  return (
    <section aria-labelledby="add-title">
      <PageHead title="Add Your Product For Sale" lead="Buyers see these details on your listing. Fields marked optional can stay empty." />
      <EmailVerificationNotice />
      <ProductForm
        label="Add product"
        defaultValues={{
          condition: "good",
          country: "",
          sellerName: user?.displayName ?? "",
          id: "",
          monthsUsed: "",
          engineCc: "",
          year: "",
          mileageKm: "",
        }}
        submitLabel="Add product"
        busyLabel="Adding product"
        save={addBike}
        onSaved={(result) => {
          if (!result.acknowledged) return;
          toast.success("Added Confirmed");
          navigate("/dashboard/myproduct");
        }}
      />
    </section>
  );
}
