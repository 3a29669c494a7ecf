import { Link } from "react-router-dom";
import { publicPath } from "../utils/paths";
import type { InfoPages } from "./types";

/** "About Motorcycle": who runs MotoMart and what the team does — no offices, team size or openings that do not exist. */
export const COMPANY_PAGES: InfoPages<"about" | "careers"> = {
  about: {
    title: "About Us",
    lead: "MotoMart is an online marketplace for used motorcycles, run by the MotoMart team.",
    body: (
      <>
        <p>
          Sellers list their bikes with photos, price, condition, engine size and months used. Buyers search and filter, ask the seller
          questions, book a bike and pay for it by card through MotoMart.
        </p>
        <h2>What our team does</h2>
        <ul>
          <li>Verifies sellers: a check mark next to a seller's name shows it.</li>
          <li>Reviews reported listings and conversations, and removes listings that break the rules.</li>
          <li>Refunds payments made through MotoMart when a sale goes wrong.</li>
          <li>Reads every message sent from the contact page and replies by email.</li>
        </ul>
        <p>
          Card payments are processed by Stripe, and sellers are paid into their own Stripe payout accounts. MotoMart is not a dealer: every
          bike is sold by its own seller.
        </p>
        <p>
          Questions or ideas? <Link to={publicPath("contact")}>Contact us</Link>.
        </p>
      </>
    ),
  },
  careers: {
    title: "Careers",
    lead: "MotoMart does not list job openings on this site.",
    body: (
      <>
        <p>
          The MotoMart team builds and runs the marketplace: the website, card payments and seller payouts, seller verification and the
          review of reported listings.
        </p>
        <p>
          If you would like to work with us, write to us from the <Link to={publicPath("contact")}>contact page</Link> and tell us what you
          do and what you would like to work on. Someone on the team reads every message and replies by email.
        </p>
      </>
    ),
  },
};
