import { LOCKED_MAIL_KINDS, type MailKind } from "../../schemas/email";

/** At most one mail per conversation per this many minutes while it is unread (#37 point 1). */
const MESSAGE_MAIL_WINDOW_MINUTES = 15;

/** What the consumer knows of one outbox row when it is delivered (lib/mail/deliver.ts loadMails). */
export interface MailFacts {
  kind: MailKind;
  sentAt: Date | null;
  failedAt: Date | null;
  skipped: string | null;
  /** The recipient's switched-off kinds, and whether their address bounced. */
  off: string[];
  bounced: boolean;
  /** A message mail: the recipient's unread messages in the conversation now (0: they read it). */
  unread: number | null;
  /** A message mail: when the last mail about the same conversation went to the same person. */
  lastConversationMailAt: Date | null;
}

/** Why a mail is not sent; "done" when an earlier delivery already decided it (the queue delivers at least once). */
export type MailSkip = "done" | "switched_off" | "bounced" | "read" | "throttled";

/** Whether one outbox row is sent now, or why not. */
export function mailDecision(mail: MailFacts, now: Date): "send" | MailSkip {
  if (mail.sentAt || mail.failedAt || mail.skipped) return "done";
  if (mail.bounced) return "bounced";
  if (!LOCKED_MAIL_KINDS.has(mail.kind) && mail.off.includes(mail.kind)) return "switched_off";
  if (mail.kind === "messages") {
    if (mail.unread === 0) return "read";
    const windowStart = now.getTime() - MESSAGE_MAIL_WINDOW_MINUTES * 60_000;
    if (mail.lastConversationMailAt && mail.lastConversationMailAt.getTime() > windowStart) return "throttled";
  }
  return "send";
}

/** Seconds before the next try of a mail whose server failed for now: 30 s, doubling, at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
