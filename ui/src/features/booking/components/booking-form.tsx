import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field } from "../../../components/ui/field";
import type { Bike } from "../../../lib/api-types";
import type { SessionUser } from "../../../lib/auth/atoms";
import { applyFieldErrors } from "../../../lib/field-errors";
import { formatUsd } from "../../../lib/format";
import { resource } from "../../../lib/query-keys";
import { useAction } from "../../../lib/use-action";
import { createBooking } from "../api/create-booking";

interface BookingValues {
  userName: string;
  phone: string;
  location: string;
}

/** docs/product-spec.md §5 booking form: phone and location required, name optional, email and item read-only. */
export function BookingForm({ bike, user, onBooked }: { bike: Bike; user: SessionUser; onBooked: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BookingValues>({ defaultValues: { userName: user.displayName ?? "", phone: "", location: "" } });
  const { run, pending } = useAction(createBooking, {
    onError: (error) => applyFieldErrors(error, setError, ["userName", "phone", "location"]),
    refreshes: [resource.bookings, resource.notifications],
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await run({ bikeId: bike._id, email: user.email ?? "", ...values, userName: values.userName.trim() || undefined });
    if (!result?.acknowledged) return;
    // docs/product-spec.md's "Booking Confirmed", and what happens next.
    toast.success("Booking Confirmed: sent to the seller. Pay for it from My orders when you are ready.");
    reset();
    onBooked();
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Booking">
      <div className="form-grid">
        <Field label="Item">{(control) => <input {...control} className="input" value={bike.name} readOnly />}</Field>
        <Field label="Price">{(control) => <input {...control} className="input" value={formatUsd(bike.resalePrice)} readOnly />}</Field>
      </div>
      <Field label="Your name" optional error={errors.userName?.message}>
        {(control) => <input {...control} className="input" autoComplete="name" {...register("userName")} />}
      </Field>
      <Field label="Email">{(control) => <input {...control} className="input" type="email" value={user.email ?? ""} readOnly />}</Field>
      <Field label="Phone" error={errors.phone?.message}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...register("phone", { required: "Phone is required" })}
          />
        )}
      </Field>
      <Field label="Meeting location" error={errors.location?.message}>
        {(control) => <input {...control} className="input" {...register("location", { required: "Location is required" })} />}
      </Field>
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={pending} busyLabel="Booking">
        Confirm booking
      </BusyButton>
    </form>
  );
}
