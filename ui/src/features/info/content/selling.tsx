import { Link } from "react-router-dom";
import { MIN_LISTING_PRICE } from "../../../../../edge-api/src/lib/bikes/money";
import { formatUsd } from "../../../lib/format";
import { PlatformFee } from "../components/platform-fee";
import { dashboardPath, infoPath, publicPath } from "../utils/paths";
import type { InfoPages } from "./types";

/**
 * "More from Motorcycle": selling on MotoMart. What the labels name and MotoMart does not sell
 * (memberships, banner ads) is said plainly, with what exists instead: a free account, and sellers
 * advertising their own bikes (edge-api/src/lib/bikes/advertise.ts, routes/ads.ts).
 */
export const SELLING_PAGES: InfoPages<"sellFast" | "membership" | "bannerAds" | "adPromotions" | "bikesGuide"> = {
  sellFast: {
    title: "Sell Fast",
    lead: "A complete listing, a fair price and quick answers sell a bike fastest.",
    body: (
      <ol className="info-page__steps">
        <li>
          <strong>Get ready.</strong> Verify your email address, then add your bike from{" "}
          <Link to={dashboardPath("addProduct")}>Add A Product</Link>. A buyer account can sell too: open{" "}
          <Link to={dashboardPath("startSelling")}>Start selling</Link>. Listing is free.
        </li>
        <li>
          <strong>Show the whole bike.</strong> Add up to 10 clear photos (the first is the cover) and state the model, engine size, months
          used and condition honestly. Buyers filter by model, engine size, price and months used.
        </li>
        <li>
          <strong>Price it fairly.</strong> While you type a price, MotoMart shows what similar bikes sell for when there are enough of
          them. Buyers see a price rating on every bike and can sort by best deals. The lowest price is {formatUsd(MIN_LISTING_PRICE)}.
        </li>
        <li>
          <strong>Advertise it, for free.</strong> Your bike then appears on the home page: see{" "}
          <Link to={infoPath("adPromotions")}>Ad Promotions</Link>.
        </li>
        <li>
          <strong>Answer quickly.</strong> Buyers ask questions with “Ask the seller” and book with their phone number and a meeting place.
          You find them under <Link to={dashboardPath("inbox")}>Messages</Link> and <Link to={dashboardPath("bookings")}>Bookings</Link>,
          and the bell tells you of each one.
        </li>
        <li>
          <strong>Connect payouts early.</strong> Buyers can pay by card only once your payout account under{" "}
          <Link to={dashboardPath("payouts")}>Payouts</Link> is active. MotoMart keeps <PlatformFee />; the buyer pays the listed price.
        </li>
        <li>
          <strong>Lowering the price?</strong> Everyone who saved your bike is told about the drop.
        </li>
      </ol>
    ),
  },
  membership: {
    title: "Membership",
    lead: "MotoMart has no memberships or paid plans. One free account lets you buy and sell.",
    body: (
      <>
        <p>
          <Link to={publicPath("signUp")}>Sign up</Link> with your email address or with Google. With an account you can save bikes and
          searches, ask sellers questions, book bikes and pay for them by card.
        </p>
        <p>
          To sell, choose Seller Mood when you sign up, or open <Link to={dashboardPath("startSelling")}>Start selling</Link> in your
          dashboard later: your orders, saved bikes and messages stay as they are. Sellers verify their email address before they list.
        </p>
        <h2>What costs money</h2>
        <ul>
          <li>Joining, listing a bike and advertising it cost nothing.</li>
          <li>Buyers pay the listed price, with no fee added.</li>
          <li>
            When a bike is paid for through MotoMart, MotoMart keeps <PlatformFee /> from the seller's payout.
          </li>
        </ul>
      </>
    ),
  },
  bannerAds: {
    title: "Banner Ads",
    lead: "MotoMart does not sell banner or display advertising.",
    body: (
      <>
        <p>The banners on the home page are MotoMart's own. There are no ad spaces for other companies to buy.</p>
        <p>
          If you sell a bike here, you can feature it for free instead: advertise it, and it appears in “Featured bikes from our sellers” on
          the home page. <Link to={infoPath("adPromotions")}>Ad Promotions</Link> explains how.
        </p>
        <p>
          Anything else on your mind, such as working together? Write to us from the <Link to={publicPath("contact")}>contact page</Link>.
        </p>
      </>
    ),
  },
  adPromotions: {
    title: "Ad Promotions",
    lead: "Sellers feature their own bikes on the home page, free of charge.",
    body: (
      <>
        <h2>How to advertise a bike</h2>
        <ol>
          <li>
            Sign in as a seller and open <Link to={dashboardPath("myProducts")}>My Products</Link>.
          </li>
          <li>Choose Advertise next to a bike that is for sale (on your bike's own card and page the button is called Ads).</li>
          <li>The bike is marked Advertised and joins “Featured bikes from our sellers” on the home page.</li>
        </ol>
        <h2>Good to know</h2>
        <ul>
          <li>It is free, and there are no paid promotions.</li>
          <li>The home page shows the 20 most recently advertised bikes that are for sale, newest first.</li>
          <li>
            An ad lasts until the bike leaves the market: sold, withdrawn, marked as sold elsewhere or deleted. A bike you put back on sale
            can be advertised again.
          </li>
        </ul>
      </>
    ),
  },
  bikesGuide: {
    title: "BikesGuide",
    lead: "How to find the right used motorcycle on MotoMart, and what a listing tells you.",
    body: (
      <>
        <h2>Find bikes</h2>
        <p>
          Search brands and models from the header, <Link to={publicPath("search")}>see all bikes for sale</Link>, or open a category on the
          home page. Narrow the list by country, city, model, engine size, price and months used, and sort by newest, price or best deals.
          Prices are in US dollars.
        </p>
        <h2>Read a listing</h2>
        <ul>
          <li>
            <strong>Condition</strong> is excellent, good or fair, as the seller describes it.
          </li>
          <li>
            <strong>Price rating</strong>: Great, Good, Fair or High price compares the price with similar bikes for sale, allowing for
            months used and condition. The bike's page says why; “Not enough data” means too few similar bikes.
          </li>
          <li>
            <strong>Verified seller</strong>: the check mark next to a seller's name means MotoMart's team has verified that seller.
          </li>
        </ul>
        <h2>Keep track</h2>
        <p>
          Tap the heart to save a bike: <Link to={dashboardPath("saved")}>Saved bikes</Link> shows when its price drops or it is sold.
          Choose “Save this search” on a results page to hear of new matching bikes at once or in a daily digest.
        </p>
        <p>
          For buying tips, read our <Link to={publicPath("blog")}>blog</Link>, and before you meet a seller, read{" "}
          <Link to={infoPath("staySafe")}>Stay safe</Link>.
        </p>
      </>
    ),
  },
};
