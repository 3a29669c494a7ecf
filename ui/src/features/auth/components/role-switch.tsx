import type { FieldValues, Path, UseFormRegister } from "react-hook-form";

/** docs/product-spec.md §1 the sign-up's Buyer/Seller toggle ('Buyer Mood' / 'Seller Mood'), on a form with a `seller` field. */
export function RoleSwitch<Form extends FieldValues & { seller: boolean }>({
  register,
  seller,
}: {
  register: UseFormRegister<Form>;
  seller: boolean;
}) {
  return (
    <label className="switch">
      <input type="checkbox" role="switch" className="switch__input" {...register("seller" as Path<Form>)} />
      <span className="switch__track" aria-hidden="true" />
      <span className="switch__label">{seller ? "Seller Mood" : "Buyer Mood"}</span>
      <span className="switch__hint">{seller ? "You will sell bikes." : "Switch on to sell bikes."}</span>
    </label>
  );
}
