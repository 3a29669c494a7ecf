import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { conflict, notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { routeDocs } from "../lib/api/openapi";
import { keywordPrefixes, rarestPrefix, searchAnchor } from "../lib/saved-searches/anchor";
import { resultsLink } from "../lib/saved-searches/link";
import { readStoredFilters, storedFilters } from "../lib/saved-searches/stored-filters";
import { ownSavedSearch, savedSearchCount, savedSearchesOf, type SavedSearchRow } from "../lib/saved-searches/queries";
import { searchContext } from "../lib/browse/browse-bikes";
import { validate } from "../lib/api/validate";
import { MAX_SAVED_SEARCHES, newSavedSearchBody, savedSearchChanges } from "../schemas/saved-search";
import { inTransaction } from "../db/transaction";

const docs = routeDocs("Saved searches");

const TOO_MANY = `You can save at most ${MAX_SAVED_SEARCHES} searches. Delete some from Saved searches first.`;

/** A saved search as the API answers it: its filters in browse's own names (as the URL and GET /api/bikes). */
const savedSearchView = (row: SavedSearchRow) => ({
  id: row.id,
  name: row.name,
  alerts: row.alerts,
  paused: row.paused,
  filters: { ...readStoredFilters(row.filters), q: row.q ?? undefined },
  /** The results page it opens (app path). */
  link: row.link,
  createdAt: row.created_at.toISOString(),
});

const roles = requireRole("buyer", "seller", "admin");

/**
 * A signed-in user's saved searches (#14 point 3): "Save this search" on search and category
 * results, and the dashboard's Saved searches page (rename, pause, instant or daily alerts,
 * delete). Each user reads and changes only their own: someone else's is "not found". New bikes
 * are matched against them when written (lib/saved-searches/match.ts).
 */
export const savedSearches = new Hono<AppEnv>()
  .get("/", docs("The caller's saved searches, newest first (at most 50)"), requireAuth, roles, async (c) => {
    const rows = await savedSearchesOf(c.var.db, c.var.user!.id).execute();
    return c.json({ items: rows.map(savedSearchView), max: MAX_SAVED_SEARCHES });
  })
  .post(
    "/",
    docs("Save a search", { 201: "Saved", 409: "The caller saved 50 searches already" }),
    requireAuth,
    roles,
    validate("json", newSavedSearchBody),
    async (c) => {
      const user = c.var.user!;
      const { name, alerts, filters: f } = c.req.valid("json");
      // The keyword as its results page resolves it now (typo alternatives): matching tests bikes
      // with this very tsquery, so the search matches what its results listed when saved. Near is
      // kept with its centre's coordinates, which matching measures from.
      const { keywords, ...centre } = await searchContext(c.var.db, f);
      // (A search with a city or a model is anchored on them: no need to weigh its words.)
      const keyword = f.model || f.city ? undefined : await rarestPrefix(c.var.db, keywordPrefixes(keywords));
      const row = await inTransaction(c.var.db, async (trx) => {
        // One save at a time per user, so two at once cannot pass the limit together.
        await trx.selectFrom("users").select("id").where("id", "=", user.id).forNoKeyUpdate().execute();
        const { count } = await savedSearchCount(trx, user.id).executeTakeFirstOrThrow();
        if (Number(count) >= MAX_SAVED_SEARCHES) throw conflict(TOO_MANY);
        if (f.id !== undefined) {
          const category = await trx.selectFrom("categories").select("id").where("id", "=", f.id).executeTakeFirst();
          if (!category) throw notFound("Category");
        }
        const { id } = await trx
          .insertInto("saved_searches")
          .values({
            user_id: user.id,
            name,
            alerts,
            filters: JSON.stringify(storedFilters({ ...f, ...centre })),
            q: keywords ? f.q! : null,
            keywords: keywords ? sql<string>`to_tsquery('simple', ${keywords.words})` : null,
            anchor: searchAnchor(f, keyword),
            link: resultsLink(f),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return ownSavedSearch(trx, user.id, id).executeTakeFirstOrThrow();
      });
      return c.json({ acknowledged: true, savedSearch: savedSearchView(row) }, 201);
    },
  )
  .patch(
    "/:id",
    docs("Rename, pause or resume a saved search, or choose its alerts", { 404: "No such saved search of the caller's" }),
    requireAuth,
    roles,
    validate("param", idParam),
    validate("json", savedSearchChanges),
    async (c) => {
      const userId = c.var.user!.id;
      const { id } = c.req.valid("param");
      const changes = c.req.valid("json");
      const updated = await c.var.db
        .updateTable("saved_searches")
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.alerts !== undefined ? { alerts: changes.alerts } : {}),
          ...(changes.paused !== undefined ? { paused: changes.paused } : {}),
        })
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      if (!updated) throw notFound("Saved search");
      const row = await ownSavedSearch(c.var.db, userId, id).executeTakeFirstOrThrow();
      return c.json({ acknowledged: true, savedSearch: savedSearchView(row) });
    },
  )
  .delete(
    "/:id",
    docs("Delete a saved search", { 200: "Deleted", 404: "No such saved search of the caller's" }),
    requireAuth,
    roles,
    validate("param", idParam),
    async (c) => {
      const result = await c.var.db
        .deleteFrom("saved_searches")
        .where("user_id", "=", c.var.user!.id)
        .where("id", "=", c.req.valid("param").id)
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) throw notFound("Saved search");
      return c.json({ acknowledged: true, deletedCount: Number(result.numDeletedRows) });
    },
  );
