import { UsersScreen } from "../components/users-screen";

/** docs/product-spec.md §2 /dashboard/allbuyers. */
export default function AllBuyers() {
  return <UsersScreen role="buyer" title="All Buyers" lead="Every buyer account. Deleting one removes its bookings too." />;
}
