import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { dashboardPath, publicPath } from "../utils/paths";
import type { InfoPages } from "./types";

/**
 * The FAQ's questions: each a <details> whose <summary> is the question, so every answer opens in
 * place, by touch or keyboard, and a screen reader announces it as expandable. Each answer is a <p>.
 * The facts: bookings and their states (edge-api/src/lib/bookings/states.ts), refunds
 * (payments/refund.ts), payouts (routes/payments.ts), reports (routes/reports.ts, conversations.ts),
 * account removal by an admin (lib/users/user-removal.ts).
 */
const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: "How do I buy a bike?",
    answer: (
      <>
        Find a bike and choose Book now, with your phone number and a meeting place: the seller is told at once. Meet, inspect the bike,
        then pay by card from <Link to={dashboardPath("myOrders")}>My orders</Link>.
      </>
    ),
  },
  {
    question: "Does booking hold the bike for me?",
    answer: (
      <>
        No. Several buyers can book the same bike, and the first to pay gets it. The other bookings then close as “Sold to another buyer”,
        and those buyers are told.
      </>
    ),
  },
  {
    question: "Do buyers pay a fee?",
    answer: <>No. You pay the listed price, in US dollars. MotoMart's fee comes out of the seller's payout.</>,
  },
  {
    question: "Can I cancel a booking?",
    answer: (
      <>
        Yes, while it is open: choose Cancel booking in My orders, and the seller is told. A seller can also decline a booking; you are then
        told, with the seller's reason if they give one.
      </>
    ),
  },
  {
    question: "How do refunds work?",
    answer: (
      <>
        Write to us from the <Link to={publicPath("contact")}>contact page</Link>, naming the bike. A MotoMart administrator can refund a
        paid booking in full; the bike then goes back on sale. Only payments made through MotoMart can be refunded.
      </>
    ),
  },
  {
    question: "Why can't I pay for my booking?",
    answer: (
      <>
        Either the booking is no longer open (My orders says why), or the seller has not connected a payout account yet. The payment page
        tells you which; we ask the seller to connect, so try again later.
      </>
    ),
  },
  {
    question: "What does the check mark next to a seller mean?",
    answer: <>It marks a verified seller: MotoMart's team has verified that seller. Still inspect the bike and its papers yourself.</>,
  },
  {
    question: "How do I report a listing or a message?",
    answer: (
      <>
        Choose Report on the bike's card or page, or Report conversation in a conversation. Our team reviews every report and can remove a
        listing.
      </>
    ),
  },
  {
    question: "How do I delete my account?",
    answer: (
      <>
        Write to us from the <Link to={publicPath("contact")}>contact page</Link>. An administrator removes the account with its listings,
        bookings and messages.
      </>
    ),
  },
];

/** "Help & Support": the FAQ and Stay safe. */
export const HELP_PAGES: InfoPages<"faq" | "staySafe"> = {
  faq: {
    title: "FAQ",
    lead: "Short answers to what buyers and sellers ask most. Tap a question to open its answer.",
    body: (
      <div className="info-faq">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question}>
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
    ),
  },
  staySafe: {
    title: "Stay safe",
    lead: "Simple habits that protect you when you buy a used motorcycle.",
    body: (
      <ul className="info-page__steps">
        <li>
          <strong>Meet in a public place</strong>, in daylight, and bring someone along if you can. Give a public spot as the meeting place
          when you book.
        </li>
        <li>
          <strong>Check the papers.</strong> Ask for the registration papers. The name on them should match the seller, and the frame number
          (VIN) and engine number on the bike should match the papers.
        </li>
        <li>
          <strong>Inspect the bike.</strong> Compare it with the listing's photos, condition and months used, and take a test ride before
          you pay. A verified seller still sells a used bike: look at it yourself.
        </li>
        <li>
          <strong>Pay by card through MotoMart</strong>, from <Link to={dashboardPath("myOrders")}>My orders</Link>. Every payment is
          recorded, with a receipt under My orders, and only a payment made through MotoMart can be refunded by our team.
        </li>
        <li>
          <strong>Never pay outside MotoMart</strong>: no deposits by bank transfer, mobile money or gift cards, and no payment links sent
          in messages. If a seller insists, walk away.
        </li>
        <li>
          <strong>Keep the conversation here.</strong> Use “Ask the seller” on the bike's page, so the messages stay in your{" "}
          <Link to={dashboardPath("inbox")}>Messages</Link>.
        </li>
        <li>
          <strong>Report what looks wrong</strong>: a price too good to be true, copied photos or pressure to pay. Choose Report on the
          listing, or Report conversation in a conversation, and our team will look at it.
        </li>
      </ul>
    ),
  },
};
