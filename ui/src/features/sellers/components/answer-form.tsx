import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { reviewAnswerBody } from "../../../../../edge-api/src/schemas/review";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field } from "../../../components/ui/field";
import { applyFieldErrors } from "../../../lib/field-errors";
import { toast } from "../../../lib/toast";
import { useAction } from "../../../lib/use-action";
import { ANSWER_RESOURCES, answerReview } from "../api/answer-review";

type AnswerValues = z.output<typeof reviewAnswerBody>;

/** The reviewed seller's one public answer to a review, under it on their own page. */
export function AnswerForm({ reviewId, author }: { reviewId: number; author: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof reviewAnswerBody>, unknown, AnswerValues>({
    resolver: zodResolver(reviewAnswerBody),
    defaultValues: { text: "" },
  });
  const { run, pending } = useAction(answerReview, {
    onError: (error) => applyFieldErrors(error, setError, ["text"]),
    refreshes: ANSWER_RESOURCES,
  });
  const onSubmit = handleSubmit(async ({ text }) => {
    if ((await run(reviewId, text)) !== undefined) toast.success("Your answer is public under the review.");
  });
  return (
    <form className="form seller-review__answer-form" onSubmit={onSubmit} noValidate aria-label={`Answer ${author}'s review`}>
      <Field label="Your answer" error={errors.text?.message} hint="Public, once: thank the buyer or set the record straight.">
        {(control) => <textarea {...control} className="input" rows={2} {...register("text")} />}
      </Field>
      <BusyButton type="submit" className="btn btn--outline btn--sm" busy={pending} busyLabel="Publishing">
        Publish answer
      </BusyButton>
    </form>
  );
}
