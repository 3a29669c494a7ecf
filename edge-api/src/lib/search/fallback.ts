import type { SearchKeywords } from "./keywords";

/**
 * When nothing matches ("No bike matches “yamha mt07”. Showing Yamaha bikes"), the keywords to try
 * instead, best first: the words bikes have (or that were corrected) together when that drops one,
 * then each alone. The route shows the first that finds bikes.
 */
export function fallbackCandidates(readable: SearchKeywords["readable"]): { q: string; label: string }[] {
  const usable = readable.filter((word) => word.corrected || word.typedMatches !== false);
  const keyword = (words: typeof usable) => ({ q: words.map((w) => w.label).join(" "), label: words.map((w) => w.label).join(" ") });
  const candidates = usable.length > 0 && usable.length < readable.length ? [keyword(usable)] : [];
  if (usable.length > 1) for (const word of usable) candidates.push(keyword([word]));
  return candidates;
}
