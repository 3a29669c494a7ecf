import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { reviewFields } from "../../../../edge-api/src/schemas/review";
import { applyFieldErrors } from "../../lib/field-errors";
import { REVIEW_RESOURCES, writeReview } from "../../lib/reviews";
import { toast } from "../../lib/toast";
import { useAction } from "../../lib/use-action";
import { BusyButton } from "./busy-button";
import { Dialog } from "./dialog";
import { Field } from "./field";

type ReviewInput = z.input<typeof reviewFields>;
type ReviewValues = z.output<typeof reviewFields>;

/**
 * "Leave a review" of a paid booking, for its buyer (of the seller) or its seller (of the buyer):
 * 1–5 stars and a text, checked by the API's own rule before it is sent. The review stays hidden
 * until the other side has written theirs (or 14 days), which the dialog says up front.
 */
export function ReviewDialog({
  booking,
  who,
  onClose,
}: {
  booking: { _id: number; itemName: string } | null;
  who: string;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReviewInput, unknown, ReviewValues>({ resolver: zodResolver(reviewFields), defaultValues: { text: "" } });
  const { run, pending } = useAction(writeReview, {
    onError: (error) => applyFieldErrors(error, setError, ["stars", "text"]),
    refreshes: REVIEW_RESOURCES,
  });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async ({ stars, text }) => {
    const result = await run(booking!._id, stars, text);
    if (result === undefined) return;
    toast.success(
      result.published
        ? "Thank you. Both reviews are now public."
        : "Thank you. Your review goes public once the other side has written theirs.",
    );
    close();
  });
  return (
    <Dialog open={booking !== null} title={booking ? `Review ${who}: "${booking.itemName}"` : ""} onClose={close}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Leave a review">
        <p className="muted">Neither of you sees the other's review before writing your own: both go public together, or after 14 days.</p>
        <fieldset className="field review-stars" aria-invalid={Boolean(errors.stars)}>
          <legend className="field__label">Stars</legend>
          <div className="review-stars__choices">
            {[1, 2, 3, 4, 5].map((stars) => (
              <label key={stars} className="review-stars__choice">
                <input type="radio" value={stars} {...register("stars")} /> {stars === 1 ? "1 star" : `${stars} stars`}
              </label>
            ))}
          </div>
          {errors.stars && (
            <p className="field__error" role="alert">
              {errors.stars.message}
            </p>
          )}
        </fieldset>
        <Field label="Review" error={errors.text?.message} hint="Up to 1,000 characters: how the sale went, what to expect.">
          {(control) => <textarea {...control} className="input" rows={4} {...register("text")} />}
        </Field>
        <BusyButton type="submit" className="btn btn--primary btn--block" busy={pending} busyLabel="Sending">
          Publish review
        </BusyButton>
      </form>
    </Dialog>
  );
}

/** A booking row's review step: "Leave a review" while its side may write one, "Reviewed" once written. */
export function ReviewAction({
  status,
  itemName,
  onReview,
}: {
  status: "write" | "written" | null;
  itemName: string;
  onReview: () => void;
}) {
  if (status === "written") return <span className="badge badge--success">Reviewed</span>;
  if (status !== "write") return null;
  return (
    <button type="button" className="btn btn--outline btn--sm" aria-label={`Leave a review: ${itemName}`} onClick={onReview}>
      Leave a review
    </button>
  );
}
