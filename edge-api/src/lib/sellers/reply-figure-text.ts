/**
 * Reply figures in words (lib/sellers/reply-figures.ts computes them), as the seller page and the
 * bike page show them. No database code here: the UI imports it.
 */

/** A seller's reply figures as answers carry them. */
export interface ReplyFigures {
  /** The share of first messages answered within a day, a whole percent. */
  answeredPercent: number;
  /** The median minutes to the first reply; null when none was answered. */
  medianMinutes: number | null;
}

/** "Usually replies within 2 hours": the median rounded up to an hour, or to a day past one. */
function usualReplyText(minutes: number): string {
  if (minutes <= 60) return "Usually replies within an hour";
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `Usually replies within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? "Usually replies within a day" : `Usually replies within ${days} days`;
}

/** The figures in words, as both pages show them. */
export function replyFigureTexts(figures: ReplyFigures): string[] {
  return [
    ...(figures.medianMinutes === null ? [] : [usualReplyText(figures.medianMinutes)]),
    `Replies to ${figures.answeredPercent} % of messages`,
  ];
}
