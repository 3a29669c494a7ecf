import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** The one source of table types; it mirrors the SQL in /migrations. */
export interface Database {
  users: UsersTable;
  deleted_accounts: DeletedAccountsTable;
  categories: CategoriesTable;
  bikes: BikesTable;
  bookings: BookingsTable;
  payments: PaymentsTable;
  blogs: BlogsTable;
  reports: ReportsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}

export type Role = "buyer" | "seller" | "admin";
export type BikeCondition = "excellent" | "good" | "fair";
export type BikeStatus = "available" | "sold";
export type ReportStatus = "open" | "dismissed" | "removed";
export type ContactMessageStatus = "open" | "handled";

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
  created_at: CreatedAt;
}

export interface DeletedAccountsTable {
  firebase_uid: string;
  email: string;
  deleted_at: CreatedAt;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  svg_path: string;
  width: number;
  height: number;
}

export interface BikesTable {
  id: Generated<number>;
  seller_id: number;
  category_id: number;
  name: string;
  picture: string;
  resale_price_cents: number;
  original_price_cents: number;
  seller_name: string;
  location: string;
  country: string;
  city: string;
  model: string;
  engine_cc: number;
  months_used: number | null;
  condition: BikeCondition;
  description: string;
  mobile_number: string;
  status: ColumnType<BikeStatus, BikeStatus | undefined, BikeStatus>;
  advertised: ColumnType<boolean, boolean | undefined, boolean>;
  advertised_at: Date | null;
  created_at: CreatedAt;
  search: ColumnType<string, never, never>;
}

export interface BookingsTable {
  id: Generated<number>;
  bike_id: number;
  buyer_id: number;
  item_name: string;
  price_cents: number;
  user_name: string;
  phone: string;
  location: string;
  email: string;
  image: string;
  paid: ColumnType<boolean, boolean | undefined, boolean>;
  payment_intent_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface PaymentsTable {
  id: Generated<number>;
  booking_id: number | null;
  amount_cents: number;
  currency: ColumnType<string, string | undefined, string>;
  transaction_id: string;
  email: string;
  created_at: CreatedAt;
}

export interface BlogsTable {
  id: Generated<number>;
  header: string;
  img: string;
  p_one: string;
  date: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

export interface ReportsTable {
  id: Generated<number>;
  /** Emptied when the listing is removed; bike_name keeps what it was. */
  bike_id: number | null;
  bike_name: string;
  reporter_id: number;
  reason: string;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  created_at: CreatedAt;
  resolved_at: Date | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: CreatedAt;
  /** When someone on the team marked it handled (the admin's Messages screen); null while open. */
  handled_at: Date | null;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: CreatedAt;
}

export type UserRow = Selectable<UsersTable>;
export type BikeRow = Selectable<BikesTable>;
export type NewBike = Insertable<BikesTable>;
export type BookingRow = Selectable<BookingsTable>;
