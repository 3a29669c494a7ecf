import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field } from "../../../components/ui/field";

export interface Credentials {
  email: string;
  password: string;
}

/** docs/product-spec.md §5: minimum password length and the exact messages of login and sign-up. */
const MIN_PASSWORD_LENGTH = 6;

/** The email and password fields shared by login and sign-up, with docs/product-spec.md §5's messages. */
export function CredentialFields<Form extends Credentials>({
  register,
  errors,
  newPassword,
}: {
  register: UseFormRegister<Form>;
  errors: FieldErrors<Credentials>;
  newPassword?: boolean;
}) {
  const reg = register as unknown as UseFormRegister<Credentials>;
  return (
    <>
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            className="input"
            {...reg("email", { required: "Email Address is required" })}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete={newPassword ? "new-password" : "current-password"}
            className="input"
            {...reg("password", {
              required: "Password is required",
              minLength: { value: MIN_PASSWORD_LENGTH, message: "Passwords must be at least 6 characters" },
            })}
          />
        )}
      </Field>
    </>
  );
}
