import { useState, type FormEvent } from "react";
import { toast } from "../../../lib/toast";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field } from "../../../components/ui/field";
import { ApiRequestError, errorMessage } from "../../../lib/api-error";
import { subscribeToNewsletter } from "../api/subscribe";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * docs/product-spec.md §1 subscribe strip: `POST /api/newsletter`. The server's field message shows under the
 * field; other failures as a toast. (A plain form: react-hook-form stays out of the home page's code.)
 */
export function SubscribeStrip() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? "Email Address is required" : !EMAIL_PATTERN.test(value) ? "Enter a valid email address" : undefined;
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const answer = await subscribeToNewsletter(value);
      toast.success(
        answer.alreadySubscribed
          ? `${value} is already subscribed — deals keep coming.`
          : `Thanks for subscribing! Deals will arrive at ${value}.`,
      );
      setEmail("");
    } catch (failure) {
      const fieldMessage = failure instanceof ApiRequestError ? failure.fields.email : undefined;
      if (fieldMessage) setError(fieldMessage);
      else toast.error(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="subscribe" aria-labelledby="subscribe-title">
      <div className="container subscribe__inner">
        <div>
          <h2 id="subscribe-title">Get the best deals first</h2>
          <p>New listings, price drops and riding tips — one email a week, no spam.</p>
        </div>
        <form className="subscribe__form" onSubmit={onSubmit} noValidate aria-label="Subscribe">
          <Field label="Email address" error={error} className="subscribe__field">
            {(control) => (
              <input
                {...control}
                type="email"
                name="email"
                className="input"
                placeholder="you@example.com"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <BusyButton type="submit" className="btn btn--primary" busy={pending} busyLabel="Subscribing">
            Subscribe
          </BusyButton>
        </form>
      </div>
    </section>
  );
}
