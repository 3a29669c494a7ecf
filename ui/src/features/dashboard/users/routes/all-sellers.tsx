import { UsersScreen } from "../components/users-screen";

/** docs/product-spec.md §2 /dashboard/allsellers. */
export default function AllSellers() {
  return <UsersScreen role="seller" title="All Sellers" lead="Verify sellers so buyers see the blue badge, or remove accounts." />;
}
