import { Hono } from "hono";
import type { AppEnv } from "./env";
import { requestBodyLimit } from "./middleware/body-limit";
import { configGuard } from "./middleware/config-guard";
import { database } from "./middleware/database";
import { onError, onNotFound } from "./middleware/errors";
import { rateLimit } from "./middleware/rate-limit";
import { requestIds } from "./middleware/request-id";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { personalAnswers } from "./middleware/personal-answers";
import { serverTiming } from "./middleware/server-timing";
import { activity } from "./routes/activity";
import { ads } from "./routes/ads";
import { apiDocs } from "./routes/api-docs";
import { bikes } from "./routes/bikes";
import { blogs } from "./routes/blogs";
import { bookedBikes } from "./routes/booked-bikes";
import { bookings } from "./routes/bookings";
import { bulkBikes } from "./routes/bulk-bikes";
import { bulkUsers } from "./routes/bulk-users";
import { categories } from "./routes/categories";
import { places } from "./routes/places";
import { listingFigures } from "./routes/listing-figures";
import { contact } from "./routes/contact";
import { email } from "./routes/email";
import { conversations } from "./routes/conversations";
import { health } from "./routes/health";
import { newsletter } from "./routes/newsletter";
import { notifications } from "./routes/notifications";
import { payment } from "./routes/payment";
import { payments } from "./routes/payments";
import { payouts } from "./routes/payouts";
import { photos } from "./routes/photos";
import { priceRating } from "./routes/price-rating";
import { receivedBookings } from "./routes/received-bookings";
import { reports } from "./routes/reports";
import { reviews } from "./routes/reviews";
import { savedBikes } from "./routes/saved-bikes";
import { savedSearches } from "./routes/saved-searches";
import { search } from "./routes/search";
import { sellers } from "./routes/sellers";
import { stripeWebhook } from "./routes/stripe-webhook";
import { users } from "./routes/users";

/** The API: every path of docs/product-spec.md §7 under /api, one sub-app per domain. */
export const app = new Hono<AppEnv>()
  .basePath("/api")
  .use(requestIds)
  .use(securityHeaders)
  .use(personalAnswers)
  .use(requestLog)
  .use(serverTiming)
  .use(configGuard)
  // Before the database: a flood of limited calls opens no connections (lib/platform/rate-limits.ts).
  .use(rateLimit)
  // Before anything reads a body, and before the database: an oversized body opens no connection.
  .use(requestBodyLimit)
  .use(database)
  .route("/health", health)
  // No request matches two routes of the same method, so the order of the routes below decides
  // nothing (tests/api/routing.test.ts): hence /bulk/users, not /users/bulk beside DELETE
  // /users/:id, and /received-bookings, not /bookings/received beside GET /bookings/:id.
  .route("/activity", activity)
  .route("/users", users)
  .route("/sellers", sellers)
  .route("/categories", categories)
  .route("/places", places)
  .route("/listing-figures", listingFigures)
  .route("/bikes", bikes)
  .route("/ads", ads)
  .route("/search", search)
  .route("/bookings", bookings)
  .route("/booked-bikes", bookedBikes)
  .route("/received-bookings", receivedBookings)
  .route("/bulk/bikes", bulkBikes)
  .route("/bulk/users", bulkUsers)
  .route("/reports", reports)
  .route("/reviews", reviews)
  .route("/contact", contact)
  .route("/email", email)
  .route("/conversations", conversations)
  .route("/photos", photos)
  .route("/payouts", payouts)
  .route("/newsletter", newsletter)
  .route("/saved-bikes", savedBikes)
  .route("/saved-searches", savedSearches)
  .route("/notifications", notifications)
  .route("/price-rating", priceRating)
  .route("/", blogs)
  .route("/payments", payments)
  .route("/", payment)
  .route("/stripe", stripeWebhook);

// The document describes the app itself, so it is mounted once every other route is.
app.route("/", apiDocs(app));

app.onError(onError);
app.notFound(onNotFound);

export type AppType = typeof app;
