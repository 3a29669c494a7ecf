import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { filteredIds, sortedPage, type BrowseFilters } from "./id-query";

/** The plain page: the order's browse index walked, every filter checked in it. Quick whenever matches are common along the order. */
export const walkPageIds = (db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) => sortedPage(filteredIds(db, f, after), f);
