import { z } from "zod";

/**
 * The kinds of email a person can hear of (#37): each is one switch on the Email settings page and
 * one unsubscribe link. Every notification maps to one kind (lib/mail/mail-kinds.ts).
 */
export const MAIL_KINDS = ["messages", "bookings", "payments", "saved_searches", "saved_bikes", "reviews", "listings"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Mails about money (payment received, receipt, refund, payout) cannot be switched off. */
export const LOCKED_MAIL_KINDS: ReadonlySet<MailKind> = new Set(["payments"]);

const LOCKED_KIND_MESSAGE = "Emails about payments and refunds cannot be switched off";

/** PUT /api/email/preferences: the kinds the caller switches off (every other kind is on). */
export const emailPreferencesBody = z.object({
  // Checked as a whole, so each problem is named by the field: the list of kinds switched off.
  off: z
    .array(z.unknown(), { message: "Off must be a list of kinds of email" })
    .max(MAIL_KINDS.length, "Off lists each kind of email at most once")
    .refine((kinds) => kinds.every((kind) => (MAIL_KINDS as readonly unknown[]).includes(kind)), "Unknown kind of email")
    .refine((kinds) => new Set(kinds).size === kinds.length, "Off lists each kind of email at most once")
    .refine((kinds) => !kinds.some((kind) => LOCKED_MAIL_KINDS.has(kind as MailKind)), LOCKED_KIND_MESSAGE)
    .transform((kinds) => kinds as MailKind[]),
});

/** What GET and PUT /api/email/preferences answer. */
export interface EmailPreferences {
  /** The address mail goes to. */
  email: string;
  off: MailKind[];
  /** The address bounced permanently: no mail is sent to it until it changes. */
  bounced: boolean;
}

/** POST /api/email/unsubscribe?token=…: the signed link of one mail (RFC 8058 one-click posts it too). */
export const unsubscribeQuery = z.object({
  token: z.string({ message: "Token is required" }).min(1, "Token is required").max(2000, "Token is not valid"),
});

/** What an unsubscribe answers: the kind now switched off. */
export interface Unsubscribed {
  kind: MailKind;
}

/** GET /api/email/undelivered (admins): mail that kept failing and was given up. */
export interface UndeliveredMail {
  /** A bigint, as text. */
  id: string;
  to: string;
  kind: MailKind;
  subject: string;
  attempts: number;
  lastError: string | null;
  failedAt: string;
}

/** Each kind's name and what it covers: the settings page's switches and every mail's footer. */
export const MAIL_KIND_TEXT: Record<MailKind, { label: string; about: string }> = {
  messages: {
    label: "New messages",
    about: "When someone writes to you in a conversation: at most one email per conversation every 15 minutes while it is unread.",
  },
  bookings: { label: "Bookings", about: "A booking of your bike, and every change to a booking of yours." },
  payments: { label: "Payments and refunds", about: "Receipts, payments received, refunds and payouts. Always sent." },
  saved_searches: {
    label: "Saved-search alerts",
    about: "New bikes matching your saved searches, at once or in the daily digest, as each search is set.",
  },
  saved_bikes: { label: "Saved bikes", about: "Price drops and sales of bikes you saved." },
  reviews: { label: "Reviews", about: "Reminders to review a purchase or sale, and reviews of you." },
  listings: { label: "Your listings", about: "When an administrator removes one of your listings." },
};
