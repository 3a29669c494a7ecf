import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field } from "../../../components/ui/field";
import { useSession } from "../../../lib/auth/use-session";
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from "../../../lib/support-contact";
import { applyFieldErrors } from "../../../lib/field-errors";
import { useAction } from "../../../lib/use-action";
import { usePageTitle } from "../../../lib/use-page-title";
import { sendMessage, type ContactMessage } from "../api/send-message";
import "./contact.css";

/** /contactUs: a working contact form (docs/product-spec.md leaves the screen open). */
export default function Contact() {
  usePageTitle("Contact Us");
  const { user } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessage>({ values: { name: user?.displayName ?? "", email: user?.email ?? "", message: "" } });
  const { run, pending } = useAction(sendMessage, { onError: (error) => applyFieldErrors(error, setError, ["name", "email", "message"]) });
  // Where the answer will go, said under the form once a message is stored (a toast fades).
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setSentTo(null);
    const result = await run(values);
    if (!result?.acknowledged) return;
    // What really happens: the message waits in the admin's Messages screen until someone answers it by email.
    toast.success("Thanks! Your message reached the MotoMart team.");
    setSentTo(values.email);
    reset({ ...values, message: "" });
  });

  return (
    <div className="container contact">
      <header className="page-heading">
        <p className="eyebrow">Contact Us</p>
        <h1>We are here to help</h1>
        <p>
          Questions about a listing, a booking or a payment? Send us a message: someone on the MotoMart team reads every one and replies by
          email.
        </p>
      </header>
      <div className="contact__grid">
        <form className="panel form" onSubmit={onSubmit} noValidate aria-label="Contact">
          <div className="form-grid">
            <Field label="Name" error={errors.name?.message}>
              {(control) => (
                <input {...control} className="input" autoComplete="name" {...register("name", { required: "Enter your name" })} />
              )}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="email"
                  autoComplete="email"
                  {...register("email", { required: "Email Address is required" })}
                />
              )}
            </Field>
          </div>
          <Field label="Message" error={errors.message?.message}>
            {(control) => (
              <textarea {...control} className="input" rows={6} {...register("message", { required: "Message is required" })} />
            )}
          </Field>
          <BusyButton type="submit" className="btn btn--primary" busy={pending} busyLabel="Sending">
            Send message
          </BusyButton>
          {sentTo && (
            <p className="notice" role="status">
              Message sent. Someone on our team will read it and reply to {sentTo}.
            </p>
          )}
        </form>
        <aside className="contact__info" aria-label="Other ways to reach us">
          <div className="panel">
            <h2>Call us</h2>
            <p className="muted">Saturday to Thursday, 9am – 8pm</p>
            <p>
              <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
            </p>
          </div>
          <div className="panel">
            <h2>Email</h2>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
          </div>
          <div className="panel">
            <h2>Stay safe</h2>
            <p className="muted">
              Meet sellers in public places, inspect the bike and its papers, and pay through MotoMart so every payment has a receipt.
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
