import { sql, type Expression } from "kysely";
import type { ReplyFigures } from "./reply-figure-text";

/** The figures look at first messages received within this many days… */
const WINDOW_DAYS = 90;
/** …that have had this long for an answer; one answered within it counts as answered. */
const ANSWER_HOURS = 24;
/** With fewer first messages than this the figures would say little: none are shown. */
const MIN_ASKED = 3;

/** A seller's conversations as the figures count them, read through conversations_seller_replies_idx. */
export interface ReplyCounts {
  asked: number;
  answered: number;
  /** The median seconds to the seller's first reply among those answered; null when none were. */
  median_seconds: number | null;
}

/**
 * The counts for one seller, as a subquery: their conversations of the window, with each one's
 * first reply time kept on the conversation (lib/conversations/messages.ts), so no message is read.
 */
export const replyCounts = (sellerId: Expression<number>) =>
  sql<ReplyCounts>`(SELECT json_build_object(
      'asked', count(*),
      'answered', count(*) FILTER (WHERE c.seller_replied_at <= c.created_at + make_interval(hours => ${ANSWER_HOURS})),
      'median_seconds', percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.seller_replied_at - c.created_at))
        FILTER (WHERE c.seller_replied_at IS NOT NULL))
    FROM conversations AS c
    WHERE c.seller_id = ${sellerId}
      AND c.created_at >= now() - make_interval(days => ${WINDOW_DAYS})
      AND c.created_at < now() - make_interval(hours => ${ANSWER_HOURS}))`;

/** What the seller page and the bike page show: the share answered within a day (a whole percent) and the median reply time. */
export function replyFigures(counts: ReplyCounts | null): ReplyFigures | null {
  if (!counts || counts.asked < MIN_ASKED) return null;
  return {
    answeredPercent: Math.round((counts.answered / counts.asked) * 100),
    medianMinutes: counts.median_seconds === null ? null : Math.max(1, Math.round(counts.median_seconds / 60)),
  };
}
