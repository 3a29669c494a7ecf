import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { filteredIds, sortedPage, type BrowseFilters } from "./id-query";

/**
 * The plain page: the sort order's browse index walked with every filter checked in the index
 * (bikes_browse_*_idx carry engine_cc and months_used), the first limit + 1 ids that pass. Quick
 * whenever matches are common along the order; the other strategies handle when they are not.
 */
export const walkPageIds = (db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) => sortedPage(filteredIds(db, f, after), f);
