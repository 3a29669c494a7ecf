import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database";
import { MAX_SAVED_SEARCHES } from "../../schemas/saved-search";

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = ["id", "name", "alerts", "paused", "filters", "q", "link", "created_at"] as const;

/** A user's saved searches, newest first (saved_searches_user_idx); at most MAX_SAVED_SEARCHES, so one page. */
export const savedSearchesOf = (db: Db, userId: number) =>
  db.selectFrom("saved_searches").select(COLUMNS).where("user_id", "=", userId).orderBy("id", "desc").limit(MAX_SAVED_SEARCHES);

/** One of a user's saved searches (someone else's is not found). */
export const ownSavedSearch = (db: Db, userId: number, id: number) =>
  db.selectFrom("saved_searches").select(COLUMNS).where("user_id", "=", userId).where("id", "=", id);

/** How many searches a user has saved, for the limit. */
export const savedSearchCount = (db: Db, userId: number) =>
  db
    .selectFrom("saved_searches")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId);

export type SavedSearchRow = Awaited<ReturnType<ReturnType<typeof savedSearchesOf>["execute"]>>[number];
