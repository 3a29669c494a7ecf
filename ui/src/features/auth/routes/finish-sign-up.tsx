import { useEffect, useState } from "react";
import { loadAuth } from "../../../lib/firebase/load-auth";
import { useForm } from "react-hook-form";
import { Navigate, useNavigate } from "react-router-dom";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { LoadingBlock } from "../../../components/ui/spinner";
import { refreshRole } from "../../../lib/auth/actions";
import { useSession } from "../../../lib/auth/use-session";
import { toast } from "../../../lib/toast";
import { usePageTitle } from "../../../lib/use-page-title";
import { saveUser } from "../api/save-user";
import { AuthCard } from "../components/auth-card";
import { RoleSwitch } from "../components/role-switch";
import { useReturnPath } from "../components/use-return-path";

interface FinishForm {
  name: string;
  seller: boolean;
}

/**
 * "Finish signing up" (#33 point 1): the signed-in person has a sign-in account but no MotoMart
 * profile — the sign-up's save failed (too many sign-ups from their network, an outage) or the tab
 * closed first. The same name and Buyer/Seller choice as the sign-up form saves it (PUT /api/users).
 */
export default function FinishSignUp() {
  usePageTitle("Finish signing up");
  const navigate = useNavigate();
  const { path } = useReturnPath();
  const { user, account, authLoading } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FinishForm>({ defaultValues: { name: user?.displayName ?? "", seller: false } });
  // The name typed at sign-up is on the sign-in account once it was set, which may be after the
  // session was read: ask the SDK for it.
  useEffect(() => {
    void loadAuth().then(({ auth }) => {
      const name = auth.currentUser?.displayName;
      if (name && !getValues("name")) setValue("name", name);
    });
  }, [getValues, setValue]);

  if (authLoading || (user && account === null)) return <LoadingBlock label="Checking your account" />;
  if (!user) return <Navigate to="/login" replace />;
  if (account !== "unfinished") return <Navigate to={path} replace />;

  const onSubmit = handleSubmit(async ({ name, seller }) => {
    setFormError(null);
    try {
      await saveUser({ name, email: user.email ?? "", role: seller ? "seller" : "buyer" });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : "Saving your profile failed. Please try again.");
      return;
    }
    refreshRole();
    toast.success("Sign Up Successfully");
    navigate(path === "/finish-sign-up" ? "/" : path, { replace: true });
  });

  return (
    <AuthCard title="Finish signing up" subtitle={`You are signed in as ${user.email}. One step is left before you can buy or sell.`}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Finish signing up">
        <Field label="Name" error={errors.name?.message}>
          {(control) => <input {...control} className="input" autoComplete="name" {...register("name", { required: "Enter your name" })} />}
        </Field>
        <RoleSwitch register={register} seller={watch("seller")} />
        <BusyButton type="submit" className="btn btn--primary btn--block" busy={isSubmitting} busyLabel="Saving">
          Finish signing up
        </BusyButton>
        <FormError message={formError} />
      </form>
    </AuthCard>
  );
}
