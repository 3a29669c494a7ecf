import { useMemo } from "react";
import { Link } from "react-router-dom";
import { selectColumn, SelectRowCell } from "../../../../components/table-selection/select-cells";
import { SelectionToolbar } from "../../../../components/table-selection/selection-toolbar";
import { useTableSelection } from "../../../../components/table-selection/use-table-selection";
import { DataTable } from "../../../../components/ui/data-table";
import { EmptyState } from "../../../../components/ui/empty-state";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { useSession } from "../../../../lib/auth/use-session";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useMyBikes } from "../api/use-my-bikes";
import { CsvTools } from "../components/csv-tools";
import { EmailVerificationNotice } from "../../../../components/email-verification-notice";
import { ProductRow } from "../components/product-row";
import { EndingListings } from "../components/ending-listings";
import { useBikeBulkActions } from "../components/use-bike-bulk-actions";
import "../components/products.css";
import { ADVERTISE_EXPLAINED } from "../../../../lib/advertising";
import { useListingFigures } from "../../../../lib/queries/use-listing-figures";

const COLUMNS = [
  { label: "Picture", hidden: true },
  { label: "Name" },
  { label: "Price" },
  { label: "Status" },
  { label: "Advertise" },
  { label: "Actions", hidden: true },
];

const SOLD_LOCK = "A sold bike stays on record";

/** docs/product-spec.md §2 My products: the seller's listings with advertise and delete (many at once in the desktop app). */
export default function MyProducts() {
  usePageTitle("My Products");
  const { user } = useSession();
  const list = useMyBikes(user?.email);
  const figures = useListingFigures();
  const figuresOf = useMemo(() => new Map(figures.data?.listings.map((listing) => [listing.bikeId, listing])), [figures.data]);
  const selectable = useMemo(() => list.items.filter((bike) => bike.status !== "sold").map((bike) => bike._id), [list.items]);
  const selection = useTableSelection(selectable);
  const bulkActions = useBikeBulkActions();
  return (
    <section>
      <PageHead
        title="My Products"
        lead={ADVERTISE_EXPLAINED}
        actions={
          <>
            <CsvTools />
            <Link to="/dashboard/addproduct" className="btn btn--primary">
              Add A Product
            </Link>
          </>
        }
      />
      <EmailVerificationNotice />
      <EndingListings bikes={list.items} />
      <ListScreen
        list={list}
        label="your products"
        empty={<EmptyState title="You have no bikes for sale yet">Add your first bike and it will show in its category.</EmptyState>}
      >
        {selection.enabled && (
          <SelectionToolbar selection={selection} noun="bikes" actions={bulkActions} hasMore={list.hasMore} loadAll={list.loadAll} />
        )}
        <DataTable caption="My products" columns={[...selectColumn(selection, "bikes"), ...COLUMNS]}>
          {list.items.map((bike) => (
            <ProductRow
              key={bike._id}
              bike={bike}
              figures={figuresOf.get(bike._id)}
              select={
                selection.enabled && (
                  <SelectRowCell
                    selection={selection}
                    id={bike._id}
                    name={bike.name}
                    lockedReason={bike.status === "sold" ? SOLD_LOCK : null}
                  />
                )
              }
            />
          ))}
        </DataTable>
      </ListScreen>
    </section>
  );
}
