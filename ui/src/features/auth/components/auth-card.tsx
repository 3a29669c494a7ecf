import type { ReactNode } from "react";
import { BrandMark } from "../../../components/layout/brand";
import "./auth.css";

/** The two-column frame of the login and sign-up screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="container auth">
      <div className="auth__aside" aria-hidden="true">
        <BrandMark size={56} />
        <p className="auth__aside-title">Ride more. Pay less.</p>
        <p className="auth__aside-text">
          Thousands of inspected, pre-owned motorcycles from verified sellers — book in a minute, pay securely online.
        </p>
        <ul className="auth__points">
          <li>Verified sellers</li>
          <li>Secure card payments</li>
          <li>Bookings tracked in your dashboard</li>
        </ul>
      </div>
      <div className="auth__panel">
        <h1 className="auth__title">{title}</h1>
        <p className="muted">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
