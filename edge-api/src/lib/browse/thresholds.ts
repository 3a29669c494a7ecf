/** Where the browse strategies switch from one way of finding a page to another (measured at 1M bikes). */

/** More engine-size matches than this and walking the sort order finds a page quickly anyway. */
export const RARE_CC_MATCHES = 2000;
/** Up to this many distinct engine sizes in a range, a price-ordered page is merged per size. */
export const MERGE_MAX_CC_VALUES = 100;
/** A keyword page is first looked for among this many bikes of the sort order (the other filters applied). */
export const KEYWORD_PROBE_ROWS = 1000;
/**
 * Per category across categories (categories-page.ts; the search's category counts), a keyword page
 * is first looked for among this many bikes per row of the page (at most KEYWORD_PROBE_ROWS): 130
 * for the results page, 510 for a count of 50+. A probe that finds too few reads all its bikes, and
 * across categories it runs for each category after the probe across them found too few, so a
 * keyword rare at the front of the order paid ~4 ms per category at 1M bikes with 1,000.
 */
export const CATEGORY_PROBE_ROWS_PER_ROW = 10;
/**
 * Up to this many keyword matches in a category's cc and price bands (with an engine-size range or
 * a maximum price), a keyword page is sorted among them.
 */
export const RARE_KEYWORD_MATCHES = 2000;
