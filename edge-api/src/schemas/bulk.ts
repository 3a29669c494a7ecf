import { z } from "zod";
import { id } from "../lib/fields";
import { newBikeBody } from "./bike";
import { MAX_BULK_BIKES, MAX_BULK_IDS } from "./bulk-limits";

/** `{ ids: [...] }` for a multi-select action; repeated ids count once. */
export const idListBody = z.object({
  ids: z
    .array(id(), { error: "Choose at least one item" })
    .min(1, "Choose at least one item")
    .max(MAX_BULK_IDS, `Choose at most ${MAX_BULK_IDS} items at once`)
    .transform((ids) => [...new Set(ids)]),
});

/**
 * CSV import: every row follows the Add product rules; a bad field answers as `bikes.<row>.<field>`.
 * A row has one picture (a CSV has no photo list; photos are added on Edit).
 */
export const bulkBikesBody = z.object({
  bikes: z
    .array(newBikeBody.omit({ photos: true }), { error: "Send the bikes as a list" })
    .min(1, "The file has no bikes")
    .max(MAX_BULK_BIKES, `Import at most ${MAX_BULK_BIKES} bikes at once`),
});
