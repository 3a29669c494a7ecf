import { Link } from "react-router-dom";
import { MIN_LISTING_PRICE } from "../../../../../edge-api/src/lib/bikes/money";
import { formatUsd } from "../../../lib/format";
import { SUPPORT_EMAIL } from "../../../lib/support-contact";
import { PlatformFee } from "../components/platform-fee";
import { publicPath } from "../utils/paths";
import type { InfoPages } from "./types";

/** How to reach the team, as both pages end. */
function ReachUs() {
  return (
    <p>
      Use the <Link to={publicPath("contact")}>contact page</Link>: someone on the MotoMart team reads every message and replies by email.
      You can also email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
    </p>
  );
}

/**
 * Terms and Privacy in plain words. Every statement is what the code does: fees (payments/platform-fee.ts),
 * minimum price (lib/bikes/money.ts), bookings (lib/bookings/states.ts), refunds (payments/refund.ts),
 * removal (routes/reports.ts, lib/users/user-removal.ts), stored data (db/database.ts), photos
 * (lib/photos/clean-photo.ts).
 */
export const LEGAL_PAGES: InfoPages<"terms" | "privacy"> = {
  terms: {
    title: "Terms and Conditions",
    lead: "The rules for using MotoMart, in plain words. By using the site, you agree to them.",
    body: (
      <>
        <h2>Who we are</h2>
        <p>MotoMart runs this website: an online marketplace where people sell and buy used motorcycles.</p>

        <h2>What MotoMart does, and does not do</h2>
        <p>
          MotoMart shows sellers' listings, passes bookings and messages between buyers and sellers, and takes card payments through Stripe.
          MotoMart is not the seller: we do not own, inspect or deliver the bikes, and we cannot vouch for what a seller says. Each seller
          is responsible for their listing. Inspect the bike and its papers before you pay.
        </p>

        <h2>Your account</h2>
        <p>
          You need an account to book, pay, send messages, save bikes or sell. Keep your sign-in to yourself: you are responsible for what
          is done with your account. Sellers verify their email address before they list.
        </p>

        <h2>Listing a bike</h2>
        <p>
          List only bikes you have the right to sell, with true details and your own photos. Prices are in US dollars, at least{" "}
          {formatUsd(MIN_LISTING_PRICE)}. When a bike is no longer for sale, withdraw it or mark it as sold elsewhere. Listing and
          advertising are free.
        </p>

        <h2>Booking and paying</h2>
        <p>
          A booking tells the seller you want the bike; it does not reserve it. The first buyer to pay gets the bike, and the other bookings
          close. Pay through MotoMart by card: you pay the listed price, with no fee added, and get a receipt. A payment made outside
          MotoMart is between you and the seller, and we cannot refund it.
        </p>

        <h2>Fees for sellers</h2>
        <p>
          When a bike is paid for through MotoMart, MotoMart keeps <PlatformFee /> and the rest goes to the seller's Stripe payout account.
          Buyers can pay only once the seller's payout account is active.
        </p>

        <h2>Cancelling and refunds</h2>
        <p>
          A buyer can cancel an open booking, and a seller can decline one. If a paid sale goes wrong, contact us: a MotoMart administrator
          can refund a paid booking in full, which takes back the seller's payment and MotoMart's fee and puts the bike back on sale.
        </p>

        <h2>Reports and removal</h2>
        <p>
          Anyone signed in can report a listing or a conversation. MotoMart may remove a listing that breaks these terms, and tells its
          seller why. MotoMart may also remove an account; a removed account cannot sign in again.
        </p>

        <h2>Questions</h2>
        <ReachUs />
      </>
    ),
  },
  privacy: {
    title: "Privacy policy",
    lead: "What MotoMart stores about you, who can see it, and how to have it removed.",
    body: (
      <>
        <h2>Who is responsible</h2>
        <p>MotoMart runs this website and is responsible for the data described here.</p>

        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your name, email address and whether you buy or sell. Sign-in, by password or Google, is handled
            by Firebase Authentication (Google); MotoMart never sees your password.
          </li>
          <li>
            <strong>Listings:</strong> what a seller enters, including the seller's name, phone number, location and photos.
          </li>
          <li>
            <strong>Bookings:</strong> your name, phone number, meeting place and email address.
          </li>
          <li>
            <strong>Messages</strong> between buyers and sellers, and what you send from the contact page.
          </li>
          <li>
            <strong>Payments:</strong> the amount, the transaction id and your email address. Your card is handled by Stripe; MotoMart does
            not store card numbers. For sellers' payouts we keep only the Stripe account id and its status.
          </li>
          <li>
            <strong>Your activity:</strong> saved bikes, saved searches, notifications and reports, and your email address if you subscribe
            to our newsletter.
          </li>
        </ul>

        <h2>Who sees what</h2>
        <ul>
          <li>Everyone: a listing, with the seller's name and phone number.</li>
          <li>The seller of a bike you book: your name, phone number and meeting place, not your email address.</li>
          <li>A conversation: only its buyer and seller. A MotoMart administrator can read it only once one of them reports it.</li>
          <li>MotoMart's administrators: account names and email addresses, payments, reports and contact messages, to run the site.</li>
        </ul>

        <h2>Photos</h2>
        <p>Every photo is re-encoded when it is uploaded. Hidden data, such as where and when it was taken, is removed.</p>

        <h2>Services we use</h2>
        <p>
          Firebase Authentication for sign-in, Stripe for card payments and payouts, Cloudflare to run the site and store photos, and Neon
          to host the database. MotoMart uses no advertising or analytics trackers.
        </p>

        <h2>Removing your data</h2>
        <p>
          Your data stays while your account exists. To remove your account, write to us: an administrator removes it with your listings,
          bookings, messages, saved bikes and searches, and notifications, and turns off your sign-in. We keep payment records, and your
          email address and sign-in id in a list of removed accounts, so the account is not created again.
        </p>

        <h2>Contact</h2>
        <ReachUs />
      </>
    ),
  },
};
