import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Field } from "../../../components/ui/field";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §1 subscribe strip. There is no newsletter endpoint yet, so it validates the address
 * and thanks the visitor. (A plain form: react-hook-form stays out of the home page's code.)
 */
export function SubscribeStrip() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? "Email Address is required" : !EMAIL_PATTERN.test(value) ? "Enter a valid email address" : undefined;
    setError(problem);
    if (problem) return;
    toast.success(`Thanks for subscribing! Deals will arrive at ${value}.`);
    setEmail("");
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
          <button type="submit" className="btn btn--primary">
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}
