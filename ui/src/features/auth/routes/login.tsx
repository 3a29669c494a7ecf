import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { Link, useNavigate } from "react-router-dom";
import { BusyButton } from "../../../components/ui/busy-button";
import { FormError } from "../../../components/ui/form-error";
import { signInWithEmail } from "../../../lib/auth/actions";
import { authErrorMessage } from "../../../lib/auth/auth-error-message";
import { useSession } from "../../../lib/auth/use-session";
import { withArticle } from "../../../lib/english";
import { usePageTitle } from "../../../lib/use-page-title";
import { AuthCard } from "../components/auth-card";
import { CredentialFields, type Credentials } from "../components/credential-fields";
import { useReturnPath } from "../components/use-return-path";

/** docs/product-spec.md §2 Login: email and password; back to where the user came from on success. */
export default function Login() {
  usePageTitle("Login");
  const navigate = useNavigate();
  const { path, needsRole } = useReturnPath();
  const { user } = useSession();
  const [providerError, setProviderError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setProviderError(null);
    try {
      await signInWithEmail(email, password);
    } catch (error) {
      setProviderError(authErrorMessage(error));
      return;
    }
    toast.success("Login Successfully");
    navigate(path, { replace: true });
  });

  return (
    <AuthCard title="Welcome back" subtitle="Log in to book bikes, manage your listings and track your orders.">
      {needsRole && user && (
        <p className="notice" role="status">
          You are signed in as {user.email}, which cannot open that page. Log in with {withArticle(`${needsRole} account`)} to continue.
        </p>
      )}
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Login">
        <CredentialFields register={register} errors={errors} />
        <BusyButton type="submit" className="btn btn--primary btn--block" busy={isSubmitting} busyLabel="Logging in">
          Login
        </BusyButton>
        <FormError message={providerError} />
      </form>
      <p className="auth__switch">
        New to MotoMart?{" "}
        <Link to="/signUp" state={{ from: { pathname: path } }}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
