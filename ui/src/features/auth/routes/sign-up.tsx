import { useState } from "react";
import { useSetAtom } from "jotai";
import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { Link, useNavigate } from "react-router-dom";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { createAccount, refreshRole, setDisplayName } from "../../../lib/auth/actions";
import { authErrorMessage } from "../../../lib/auth/auth-error-message";
import { sendVerificationEmail } from "../../../lib/auth/email-verification";
import { usePageTitle } from "../../../lib/use-page-title";
import { saveUser } from "../api/save-user";
import { AuthCard } from "../components/auth-card";
import { CredentialFields } from "../components/credential-fields";
import { GoogleButton } from "../components/google-button";
import { useReturnPath } from "../components/use-return-path";
import { RoleSwitch } from "../components/role-switch";
import { signingUpAtom } from "../../../lib/auth/atoms";

interface SignUpForm {
  name: string;
  email: string;
  password: string;
  seller: boolean;
}

/** docs/product-spec.md §2/§4 Sign-up: name, email, password and the Buyer/Seller Mood toggle; or Google (buyer). */
export default function SignUp() {
  usePageTitle("Sign Up");
  const navigate = useNavigate();
  const { path } = useReturnPath();
  const [formError, setFormError] = useState<string | null>(null);
  const setSigningUp = useSetAtom(signingUpAtom);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({ defaultValues: { name: "", email: "", password: "", seller: false } });
  const seller = watch("seller");

  const onSubmit = handleSubmit(async ({ name, email, password, seller: asSeller }) => {
    setFormError(null);
    // Until the profile is saved the new account has none: not a stranded one yet (AccountGate).
    setSigningUp(true);
    try {
      await createAccount(email, password);
      toast.success("Sign Up Successfully");
      await setDisplayName(name);
      await saveUser({ name, email, role: asSeller ? "seller" : "buyer" });
      refreshRole();
      // Sellers list bikes once verified; if sending fails, Add product offers "Resend link".
      await sendVerificationEmail().catch((error: unknown) => console.error("Sending the verification email failed", error));
    } catch (error) {
      // An account created without its profile is taken to "Finish signing up" (the profile's
      // save failed: too many sign-ups from this network, an outage); any other error stays here.
      setFormError(authErrorMessage(error));
      refreshRole();
      return;
    } finally {
      setSigningUp(false);
    }
    navigate(path, { replace: true });
  });

  return (
    <AuthCard title="Create your MotoMart account" subtitle="Buy your next bike or start selling in minutes.">
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign Up">
        <Field label="Name" error={errors.name?.message}>
          {(control) => <input {...control} className="input" autoComplete="name" {...register("name", { required: "Enter your name" })} />}
        </Field>
        <CredentialFields register={register} errors={errors} newPassword />
        <RoleSwitch register={register} seller={seller} />
        <BusyButton type="submit" className="btn btn--primary btn--block" busy={isSubmitting} busyLabel="Signing up">
          Sign Up
        </BusyButton>
        <FormError message={formError} />
      </form>
      <p className="auth__switch">
        <Link to="/login" state={{ from: { pathname: path } }}>
          Already Have a Account? Please Login
        </Link>
      </p>
      <div className="divider" role="separator">
        OR
      </div>
      <GoogleButton returnTo={path} onError={setFormError} />
    </AuthCard>
  );
}
