import { UnfinishedSignUps } from "../components/unfinished-sign-ups";
import { UsersScreen } from "../components/users-screen";

/** docs/product-spec.md §2 /dashboard/allbuyers, and the sign-ups that have not finished yet (#33). */
export default function AllBuyers() {
  return (
    <>
      <UsersScreen role="buyer" title="All Buyers" lead="Every buyer account. Deleting one removes its bookings too." />
      <UnfinishedSignUps />
    </>
  );
}
