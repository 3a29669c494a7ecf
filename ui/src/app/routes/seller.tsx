import { useParams } from "react-router-dom";
import { ErrorState } from "../../components/ui/error-state";
import { LoadingBlock } from "../../components/ui/spinner";
import { SellerBikes } from "../../features/bikes/components/seller-bikes";
import { useSeller } from "../../features/sellers/api/use-seller";
import { MissingSeller } from "../../features/sellers/components/missing-seller";
import { SellerProfile } from "../../features/sellers/components/seller-profile";
import { SellerReviews } from "../../features/sellers/components/seller-reviews";
import { ApiRequestError } from "../../lib/api-error";
import { usePageTitle } from "../../lib/use-page-title";
import { sellerTitle } from "../../../../edge-api/src/seo/page-text";
import { useBikeActions } from "./use-bike-actions";

/** /seller/:id — who is selling (features/sellers) and their bikes for sale, with the cards' actions (features/bikes). */
export default function SellerRoute() {
  const { id } = useParams();
  const seller = useSeller(id);
  const { renderActions, dialogs } = useBikeActions();
  usePageTitle(seller.data ? sellerTitle(seller.data.name) : seller.error ? "Seller not found" : "Seller");

  if (seller.error instanceof ApiRequestError && seller.error.status === 404) return <MissingSeller message={seller.error.message} />;
  return (
    <div className="container">
      {seller.isPending && <LoadingBlock label="Loading the seller" />}
      {seller.error && <ErrorState error={seller.error} onRetry={() => void seller.refetch()} />}
      {seller.data && (
        <>
          <SellerProfile seller={seller.data} />
          <SellerBikes sellerId={String(seller.data._id)} renderActions={renderActions} />
          <SellerReviews seller={seller.data} />
        </>
      )}
      {dialogs}
    </div>
  );
}
