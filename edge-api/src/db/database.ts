import type { ColumnType, Generated, Selectable } from "kysely";
import type { NoDrift, SchemaDrift } from "./schema-check";
import type { DB } from "./schema.generated";
import type { MailKind } from "../schemas/email";

/**
 * The one source of table types. It says what the schema cannot (which text values a CHECK allows,
 * which columns only the database writes), and is checked against the migrated schema itself: see
 * the end of this file.
 */
export interface Database {
  users: UsersTable;
  deleted_accounts: DeletedAccountsTable;
  unfinished_sign_ups: UnfinishedSignUpsTable;
  categories: CategoriesTable;
  bikes: BikesTable;
  places: PlacesTable;
  bike_view_visitors: BikeViewVisitorsTable;
  bike_daily_views: BikeDailyViewsTable;
  bike_photos: BikePhotosTable;
  bike_price_changes: BikePriceChangesTable;
  bookings: BookingsTable;
  payments: PaymentsTable;
  blogs: BlogsTable;
  reports: ReportsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  search_terms: SearchTermsTable;
  search_lexemes: SearchLexemesTable;
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
  reviews: ReviewsTable;
  phone_reveals: PhoneRevealsTable;
  saved_bikes: SavedBikesTable;
  saved_searches: SavedSearchesTable;
  saved_search_matches: SavedSearchMatchesTable;
  alerted_bikes: AlertedBikesTable;
  stripe_events: StripeEventsTable;
  refunds: RefundsTable;
  price_rating_groups: PriceRatingGroupsTable;
  price_rating_writes: PriceRatingWritesTable;
  price_rating_runs: PriceRatingRunsTable;
  bike_price_ratings: BikePriceRatingsTable;
}

export type Role = "buyer" | "seller" | "admin";
type BikeCondition = "excellent" | "good" | "fair";
/**
 * 'sold': paid through MotoMart. 'withdrawn' and 'sold_elsewhere': the seller took it off the market
 * (PUT /api/bikes/my/:id/status). Only 'available' bikes are on the market (browse, ads, booking, paying).
 */
/** 'expired': its 60 days ended without a renewal (lib/bikes/listing-life.ts). */
export type BikeStatus = "available" | "sold" | "withdrawn" | "sold_elsewhere" | "expired";
export type ReportStatus = "open" | "dismissed" | "removed";
/** A seller's Stripe Connect account: none yet, onboarding unfinished, or able to receive money. */
export type PayoutStatus = "not_connected" | "pending" | "active";
export type ContactMessageStatus = "open" | "handled";
/** Which side of a conversation wrote a message. */
export type MessageSender = "buyer" | "seller";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  firebase_uid: string;
  name: string;
  email: string;
  role: ColumnType<Role, Role | undefined, Role>;
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  /** Kept by a database trigger on bikes; never written by the API. */
  bikes_for_sale: ColumnType<number, never, never>;
  /** The seller's Stripe Connect account; null until they connect. */
  stripe_account_id: ColumnType<string | null, string | null | undefined, string | null>;
  payout_status: ColumnType<PayoutStatus, PayoutStatus | undefined, PayoutStatus>;
  created_at: CreatedAt;
  /** The public reviews buyers gave them as a seller: kept by a database trigger on reviews. */
  seller_rating_count: ColumnType<number, never, never>;
  seller_rating_sum: ColumnType<number, never, never>;
  /** The kinds of mail they switched off (schemas/email.ts). */
  email_off: ColumnType<string[], string[] | undefined, string[]>;
  /** Their address bounced permanently: no mail goes to it (lib/mail/deliver.ts). */
  email_bounced_at: ColumnType<Date | null, never, Date | string | null>;
}

/** A sign-in account that has no profile yet. */
export interface UnfinishedSignUpsTable {
  id: Generated<number>;
  firebase_uid: string;
  email: string;
  name: string | null;
  first_seen_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

interface DeletedAccountsTable {
  firebase_uid: string;
  email: string;
  deleted_at: CreatedAt;
  /** The deleted user's id, so their seller page says the account was closed (null: deleted before it was kept). */
  user_id: number | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  svg_path: string;
  width: number;
  height: number;
}

/** Who was counted viewing a bike on a day (lib/listing-figures/count-views.ts); pruned after two days. */
interface BikeViewVisitorsTable {
  bike_id: number;
  day: ColumnType<Date, string, never>;
  visitor: string;
}

/** Each bike's page views per day, one per visitor (lib/listing-figures/). */
interface BikeDailyViewsTable {
  bike_id: number;
  day: ColumnType<Date, string, never>;
  views: number;
}

/** The GeoNames gazetteer (migrations/…_places.sql); `search_name` is placeKey(name). */
interface PlacesTable {
  id: number;
  name: string;
  search_name: string;
  country_code: string;
  population: number;
  latitude: number;
  longitude: number;
  /** Bikes have been listed here: a radius search reads it (migrations/…_near.sql). */
  listed: Generated<boolean>;
}

export interface BikesTable {
  id: Generated<number>;
  seller_id: number;
  category_id: number;
  name: string;
  /** The cover: the first photo's full-size URL, or the single picture of a bike without photos. */
  picture: string;
  /** The cover's ~480 px card variant; null for a single-picture bike (lists then show `picture`). */
  card_picture: ColumnType<string | null, string | null | undefined, string | null>;
  resale_price_cents: number;
  original_price_cents: number;
  seller_name: string;
  location: string;
  country: string;
  city: string;
  model: string;
  engine_cc: number;
  months_used: number | null;
  /** The year of first registration and the km ridden; null when not stated (SPEC's payload, the CSV). */
  registration_year: number | null;
  mileage_km: number | null;
  /** The known place (lib/places/resolve-places.ts) and its coordinates; null for a listing made before places that did not match. */
  place_id: number | null;
  latitude: number | null;
  longitude: number | null;
  /** When the listing ends unless renewed (lib/bikes/listing-life.ts); `expiry_notice`: the last warning its seller got. */
  live_until: ColumnType<Date, Date | undefined, Date>;
  expiry_notice: ColumnType<number, number | undefined, number>;
  condition: BikeCondition;
  description: string;
  mobile_number: string;
  status: ColumnType<BikeStatus, BikeStatus | undefined, BikeStatus>;
  advertised: ColumnType<boolean, boolean | undefined, boolean>;
  advertised_at: Date | null;
  created_at: CreatedAt;
  search: ColumnType<string, never, never>;
  /** The seller's whole stars, kept by the database (migrations/…_seller-rating-filter.sql); null before any review. */
  seller_stars: ColumnType<number | null, never, never>;
}

/** A bike's photos in the seller's order (lib/bikes/bike-photos.ts); position 0 is the cover. */
interface BikePhotosTable {
  bike_id: number;
  position: number;
  url: string;
  card_url: string;
}

/** Each change of a bike's resale price; written by a database trigger on bikes, never by the API. */
export interface BikePriceChangesTable {
  id: Generated<number>;
  bike_id: ColumnType<number, never, never>;
  old_price_cents: ColumnType<number, never, never>;
  new_price_cents: ColumnType<number, never, never>;
  changed_at: ColumnType<Date, never, never>;
}

/**
 * Where a booking is in its life: 'open' until it is paid, cancelled by its buyer, declined by the
 * seller, or closed because the bike was sold to another buyer or its listing removed; a paid one
 * may be refunded.
 */
export type BookingState = "open" | "paid" | "sold_to_another" | "listing_removed" | "refunded" | "cancelled" | "declined";

export interface BookingsTable {
  id: Generated<number>;
  /** Emptied when the bike is deleted or removed; the booking stays, with its item, price and image. */
  bike_id: ColumnType<number | null, number, never>;
  buyer_id: number;
  /** The bike's seller, filled by a trigger from the bike when an insert leaves it out. */
  seller_id: ColumnType<number | null, number | undefined, never>;
  item_name: string;
  price_cents: number;
  user_name: string;
  phone: string;
  location: string;
  email: string;
  image: string;
  /** Always state = 'paid' (a trigger keeps them equal); the spec's field. */
  paid: ColumnType<boolean, boolean | undefined, boolean>;
  payment_intent_id: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<BookingState, BookingState | undefined, BookingState>;
  state_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Stamped by the trigger on every change of state. */
  state_changed_at: ColumnType<Date, never, never>;
  created_at: CreatedAt;
}

interface PaymentsTable {
  id: Generated<number>;
  booking_id: number | null;
  amount_cents: number;
  currency: ColumnType<string, string | undefined, string>;
  transaction_id: string;
  email: string;
  /** Destination charges; all null for payments made before payouts. */
  seller_id: ColumnType<number | null, number | null | undefined, never>;
  fee_cents: ColumnType<number | null, number | null | undefined, never>;
  net_cents: ColumnType<number | null, number | null | undefined, never>;
  destination_account: ColumnType<string | null, string | null | undefined, never>;
  /** What was sold, kept for when the booking goes; empty on older payments. */
  item_name: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
  /** When the hourly cron took its turn to remind both sides to review (lib/reviews/review-prompts.ts). */
  review_reminded_at: ColumnType<Date | null, never, Date>;
}

export interface BlogsTable {
  id: Generated<number>;
  header: string;
  img: string;
  p_one: string;
  date: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

interface ReportsTable {
  id: Generated<number>;
  /** Emptied when the listing is removed; bike_name keeps what it was. */
  bike_id: number | null;
  bike_name: string;
  reporter_id: number;
  reason: string;
  /** Set when the report is about a conversation (bike_id is then empty); the admin may read it. */
  conversation_id: ColumnType<number | null, number | null | undefined, never>;
  /** Set when the report is about a review (bike_name is then what the reviewed booking bought). */
  review_id: ColumnType<number | null, number | null | undefined, never>;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  created_at: CreatedAt;
  resolved_at: Date | null;
}

interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: CreatedAt;
  /** When someone on the team marked it handled (the admin's Messages screen); null while open. */
  handled_at: Date | null;
}

interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: CreatedAt;
}

/** "Ask the seller": one per bike and buyer (routes/conversations.ts). */
interface ConversationsTable {
  id: Generated<number>;
  /** Emptied when the listing is deleted: the conversation is then read-only. */
  bike_id: ColumnType<number | null, number, never>;
  bike_name: ColumnType<string, string, never>;
  buyer_id: ColumnType<number, number, never>;
  seller_id: ColumnType<number, number, never>;
  /** The newest message's id (the inbox's order). */
  last_message_id: ColumnType<number, number | undefined, number>;
  last_message_at: ColumnType<Date, Date | string | undefined, Date | string>;
  buyer_unread: ColumnType<number, number | undefined, number>;
  seller_unread: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  /** The seller's first message in it: their reply time (lib/sellers/reply-figures.ts). */
  seller_replied_at: ColumnType<Date | null, never, Date>;
}

interface MessagesTable {
  id: Generated<number>;
  conversation_id: ColumnType<number, number, never>;
  sender: ColumnType<MessageSender, MessageSender, never>;
  body: ColumnType<string, string, never>;
  created_at: CreatedAt;
}

/** Brands, models and their words that bikes have (search's vocabulary); written by a trigger on bikes only. */
interface SearchTermsTable {
  kind: ColumnType<"brand" | "model" | "word", never, never>;
  term: ColumnType<string, never, never>;
  /** Lower case, letters and digits only ("MT-07" → "mt07"). */
  compact: ColumnType<string, never, never>;
}

/** Which keyword lexemes each category's bikes have (search's category shortcut); written by a trigger on bikes only. */
interface SearchLexemesTable {
  category_id: ColumnType<number, never, never>;
  lexeme: ColumnType<string, never, never>;
}

/** Which side of a booking wrote a review: its buyer (of the seller) or its seller (of the buyer). */
export type ReviewAuthor = "buyer" | "seller";

/** Two-sided reviews after a paid booking (migrations/…_reviews.sql). */
interface ReviewsTable {
  id: Generated<number>;
  booking_id: number | null;
  author_role: ReviewAuthor;
  /** Null once the author's account is deleted ("Former member"). */
  author_id: number | null;
  subject_id: number;
  stars: number;
  body: string;
  created_at: CreatedAt;
  /** Null while hidden: set by the database when both sides have written, or by the hourly cron. */
  published_at: ColumnType<Date | null, never, Date | null>;
  answer: string | null;
  answered_at: Date | null;
  removed_at: Date | null;
  removal_reason: string | null;
}

/** Who asked for a listing's phone number: the seller's leads (migrations/…_phone-reveals.sql). */
interface PhoneRevealsTable {
  bike_id: number;
  user_id: number;
  revealed_at: CreatedAt;
}

/** What a notification is about. `saved_search_match`: an instant alert (counted against the hour's cap); `saved_search_digest`: the daily digest's. */
export type NotificationKind =
  | "message"
  | "booking"
  | "booking_state"
  | "payment"
  | "price_drop"
  | "bike_sold"
  | "saved_search_match"
  | "saved_search_digest"
  | "listing_removed"
  | "listing_expiry"
  | "review_removed"
  | "review_prompt"
  | "review_published"
  | "payout";

interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  title: string;
  link: string;
  read_at: Date | null;
  created_at: CreatedAt;
}

/** A notification's mail, from its transaction to the queue and the mail server (lib/mail/, migrations/1796400000000_mail-outbox.sql). */
interface MailOutboxTable {
  id: ColumnType<string, never, never>;
  user_id: ColumnType<number, number, never>;
  kind: ColumnType<MailKind, MailKind, never>;
  subject: ColumnType<string, string, never>;
  body: ColumnType<string, string, never>;
  link: ColumnType<string, string, never>;
  conversation_id: ColumnType<number | null, number | null, never>;
  created_at: CreatedAt;
  enqueued_at: ColumnType<Date | null, never, Date | string | null>;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
  skipped: ColumnType<string | null, never, string | null>;
  attempts: ColumnType<number, never, number>;
  last_error: ColumnType<string | null, never, string | null>;
  failed_at: ColumnType<Date | null, never, Date | string | null>;
}

/** How a saved search's owner hears of new matches: a notification per bike, or one a day per search. */
type SearchAlerts = "instant" | "daily";

/** A user's saved search (lib/saved-searches/); a deleted user takes it with it (cascade). */
interface SavedSearchesTable {
  id: Generated<number>;
  user_id: ColumnType<number, number, never>;
  name: string;
  alerts: ColumnType<SearchAlerts, SearchAlerts | undefined, SearchAlerts>;
  paused: ColumnType<boolean, boolean | undefined, boolean>;
  /** Its filters by parameter name, as the bikes columns hold them (lib/saved-searches/stored-filters.ts); written as JSON text. */
  filters: ColumnType<Record<string, string | number>, string, never>;
  q: ColumnType<string | null, string | null, never>;
  /** The keyword as resolved when saved: tsquery text out, written as to_tsquery('simple', words). */
  keywords: ColumnType<string | null, string | null, never>;
  anchor: ColumnType<string, string, never>;
  link: ColumnType<string, string, never>;
  created_at: CreatedAt;
}

/** A bike a saved search matched, once; digest_pending while a daily digest has yet to tell it. */
interface SavedSearchMatchesTable {
  search_id: ColumnType<number, number, never>;
  bike_id: ColumnType<number, number, never>;
  digest_pending: boolean;
  matched_at: CreatedAt;
}

/** A bike a saved-search alert told a user of, once whichever searches match it (lib/saved-searches/alerts.ts). */
interface AlertedBikesTable {
  user_id: ColumnType<number, number, never>;
  bike_id: ColumnType<number, number, never>;
  alerted_at: CreatedAt;
}

/** One full recompute of the fair-price ratings (lib/price-rating/recompute.ts, freshness.ts). */
interface PriceRatingRunsTable {
  id: Generated<number>;
  finished_at: CreatedAt;
  bikes: number;
  groups: number;
  last_bike_id: number;
}

/** A user's saved bike (the heart); a deleted user or bike takes it with it (cascade). */
interface SavedBikesTable {
  id: Generated<number>;
  user_id: ColumnType<number, number, never>;
  bike_id: ColumnType<number, number, never>;
  /** The asking price when saved, for "Price dropped by $X". */
  price_when_saved_cents: ColumnType<number, number, never>;
  saved_at: CreatedAt;
}

/** Stripe webhook events already acted on (routes/stripe-webhook.ts). */
interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: CreatedAt;
}

/** A paid booking's refund, at most one per payment. */
interface RefundsTable {
  id: Generated<number>;
  payment_id: number;
  stripe_refund_id: string;
  amount_cents: number;
  reason: string;
  /** The admin who refunded; null when it came from Stripe (charge.refunded). */
  refunded_by: number | null;
  created_at: CreatedAt;
}

/** Fair-price statistics of one group of comparable bikes: quantiles of the adjusted log price. */
interface PriceRatingGroupsTable {
  group_key: string;
  bikes: number;
  p10: number;
  p25: number;
  p35: number;
  p50: number;
  p65: number;
  p75: number;
  computed_at: CreatedAt;
}

/** A bike written since the full recompute began, logged by the bikes trigger for its catch-up (lib/price-rating/recompute.ts). */
interface PriceRatingWritesTable {
  bike_id: number;
}

/** An available bike's fair-price rating, kept by a trigger on bikes and the full recompute (lib/price-rating/). */
interface BikePriceRatingsTable {
  bike_id: number;
  category_id: number;
  /** 1 great, 2 good, 3 fair, 4 high price; null: not enough data. */
  rating: number | null;
  /** "Best deals first" sorts by it, lowest first. */
  deal_score: number;
  percent_from_median: number | null;
  group_bikes: number | null;
  median_cents: number | null;
}

export type UserRow = Selectable<UsersTable>;
export type BookingRow = Selectable<BookingsTable>;

/**
 * `npm run typecheck` fails here, naming table and column, when an interface above disagrees with the
 * migrated schema (schema.generated.ts, which `npm run db:types` writes and tests/scripts/schema.test.ts
 * keeps current).
 */
type _MatchesTheSchema = Expect<NoDrift<SchemaDrift<Database, DB>>>;
type Expect<T extends true> = T;
