import { Link } from "react-router-dom";
import { EmptyState } from "../../../../components/ui/empty-state";
import { DataTable } from "../../../../components/ui/data-table";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { useSession } from "../../../../lib/auth/use-session";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useMyBikes } from "../api/use-my-bikes";
import { ProductDesktopTools } from "../../../desktop/product-tools";
import { ProductRow } from "../components/product-row";
import "../components/products.css";

const COLUMNS = [{ label: "Picture", hidden: true }, { label: "Name" }, { label: "Price" }, { label: "Status" }, { label: "Advertise" }, { label: "Actions", hidden: true }];

/** SPEC §2 My products: the seller's listings with advertise and delete. */
export default function MyProducts() {
  usePageTitle("My Products");
  const { user } = useSession();
  const list = useMyBikes(user?.email);
  return (
    <section>
      <PageHead
        title="My Products"
        lead="Advertise a bike to feature it in the home page slider."
        actions={
          <>
            <ProductDesktopTools onChanged={list.reload} />
            <Link to="/dashboard/addproduct" className="btn btn--primary">
              Add A Product
            </Link>
          </>
        }
      />
      <ListScreen list={list} label="your products" empty={<EmptyState title="You have no bikes for sale yet">Add your first bike and it will show in its category.</EmptyState>}>
        <DataTable caption="My products" columns={COLUMNS}>
          {list.items.map((bike) => (
            <ProductRow
              key={bike._id}
              bike={bike}
              onAdvertised={(id) => list.update((items) => items.map((b) => (b._id === id ? { ...b, ads: true } : b)))}
              onDeleted={(id) => list.update((items) => items.filter((b) => b._id !== id))}
            />
          ))}
        </DataTable>
      </ListScreen>
    </section>
  );
}
