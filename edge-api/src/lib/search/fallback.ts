import type { SearchKeywords } from "./keywords";

/**
 * Search that helps when nothing matches exactly (#33 point 6): "yamha mt07" finds no bike, but
 * Yamaha bikes exist, so the results say "No bike matches “yamha mt07”. Showing Yamaha bikes".
 * Which keywords to try instead, best first; the route tries them in order and shows the first
 * that finds bikes. A word no bike has as typed and that has no correction is left out of all of
 * them; the rest are tried together (when that drops a word), then each alone, in the order typed.
 */
export function fallbackCandidates(readable: SearchKeywords["readable"]): { q: string; label: string }[] {
  const usable = readable.filter((word) => word.corrected || word.typedMatches !== false);
  const keyword = (words: typeof usable) => ({ q: words.map((w) => w.label).join(" "), label: words.map((w) => w.label).join(" ") });
  const candidates = usable.length > 0 && usable.length < readable.length ? [keyword(usable)] : [];
  if (usable.length > 1) for (const word of usable) candidates.push(keyword([word]));
  return candidates;
}
