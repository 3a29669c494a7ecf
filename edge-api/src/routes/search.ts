import { Hono } from "hono";
import type { AppEnv } from "../env";
import { routeDocs } from "../lib/api/openapi";
import { FACET_CAP, facetCounts } from "../lib/search/facets";
import { searchKeywords } from "../lib/search/keywords";
import { searchContext } from "../lib/browse/browse-bikes";
import { fallbackCandidates } from "../lib/search/fallback";
import { countStatement } from "../lib/browse/count-bikes";
import { planName } from "../lib/browse/planner";
import { compactForm, suggestionsQuery as suggestionsSql } from "../lib/search/suggestions";
import { validate } from "../lib/api/validate";
import { facetsQuery, suggestionsQuery } from "../schemas/search";

const docs = routeDocs("Search");

/** A fallback tries at most this many keywords (each one count): the whole remainder, then the first words alone. */
const MAX_FALLBACK_TRIES = 4;

/** The search box's calls: suggestions while typing, and the results page's category counts. */
export const search = new Hono<AppEnv>()
  // Up to 8 brands and models bikes have, for what is typed so far (typing errors forgiven).
  .get(
    "/suggestions",
    docs("Brands and models matching what is typed", { 200: "`suggestions`: up to 8, best first" }),
    validate("query", suggestionsQuery),
    async (c) => {
      const { q } = c.req.valid("query");
      const keywords = await searchKeywords(c.var.db, q);
      const rows = await suggestionsSql(q, keywords?.words ?? null, compactForm(q)).execute(c.var.db);
      c.header("Cache-Control", "public, max-age=60");
      return c.json({ suggestions: rows.rows.map((row) => ({ text: row.term, kind: row.kind })) });
    },
  )
  // When a search finds nothing: the keyword to show instead, built of the words that do match (#33).
  .get(
    "/fallback",
    docs("What to show when a search finds no bike", {
      200: "`fallback`: the keyword that finds bikes and how to call it (`q`, `label`), or null",
    }),
    validate("query", suggestionsQuery),
    async (c) => {
      const { q } = c.req.valid("query");
      const keywords = await searchKeywords(c.var.db, q);
      for (const candidate of fallbackCandidates(keywords?.readable ?? []).slice(0, MAX_FALLBACK_TRIES)) {
        const candidateKeywords = await searchKeywords(c.var.db, candidate.q);
        if ((await countStatement(c.var.db, { keywords: candidateKeywords }).count.execute(c.var.db)).rows[0]!.count > 0) {
          c.header("Cache-Control", "public, max-age=60");
          return c.json({ fallback: candidate });
        }
      }
      return c.json({ fallback: null });
    },
  )
  // How many bikes of each category match the search and filters, for the results page's category list.
  .get(
    "/facets",
    docs("How many bikes of each category match a search", {
      200: `\`categories\`: each category with \`count\` up to ${FACET_CAP}, and \`capped\` when more bikes match`,
    }),
    validate("query", facetsQuery),
    async (c) => {
      const f = c.req.valid("query");
      const { plan, query } = facetCounts(c.var.db, { ...f, ...(await searchContext(c.var.db, f)) });
      const categories = (await query.execute(c.var.db)).rows;
      c.set("plan", planName(plan));
      return c.json({
        cap: FACET_CAP,
        categories: categories.map(({ id, name, count }) => ({ id, name, count: Math.min(count, FACET_CAP), capped: count > FACET_CAP })),
      });
    },
  );
