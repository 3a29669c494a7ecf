import { Dialog } from "../../../components/ui/dialog";
import { LoadingBlock } from "../../../components/ui/spinner";
import type { Bike } from "../../../lib/api-types";
import { useSession } from "../../../lib/auth/use-session";
import { withArticle } from "../../../lib/english";
import { BookingForm } from "./booking-form";
import { SignInPrompt } from "./sign-in-prompt";
import { BookedActions } from "./booked-actions";
import { useBookedBikes } from "../api/use-booked-bikes";

/** docs/product-spec.md §4 booking dialog: opens on a bike; on success it closes, resets and clears the bike. */
export function BookingDialog({ bike, onClose }: { bike: Bike | null; onClose: () => void }) {
  const { user, role, roleLoading } = useSession();
  const booked = useBookedBikes();
  const mine = bike ? booked.get(bike._id) : undefined;
  return (
    <Dialog open={bike !== null} title={bike ? `Book ${bike.name}` : "Book a bike"} onClose={onClose}>
      {bike &&
        (!user ? (
          <SignInPrompt message="Please sign in to book this bike." />
        ) : roleLoading ? (
          <LoadingBlock label="Checking your account" />
        ) : role !== "buyer" && role !== "seller" ? (
          <SignInPrompt
            message={`Only buyer and seller accounts can book bikes. You are signed in as ${withArticle(role ?? "account without a role")}.`}
          />
        ) : mine ? (
          // Booked already: refused before any form is filled (the API would answer 409).
          <BookedActions booked={mine} bikeName={bike.name} detail />
        ) : (
          <BookingForm key={bike._id} bike={bike} user={user} onBooked={onClose} />
        ))}
    </Dialog>
  );
}
