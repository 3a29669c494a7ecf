import { z } from "zod";
import { id, MAX_ID } from "../lib/api/fields";
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
 * One id or a comma-separated list of them in a query string ("4" or "4,9,12"), for a multi-select's
 * question before its action (GET /api/received-bookings/open-count); at most MAX_BULK_IDS, repeats count once.
 */
export const idListText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    // At most MAX_BULK_IDS ids of 10 digits and their commas: checked before the pattern reads it.
    .max(MAX_BULK_IDS * 11, { error: `Choose at most ${MAX_BULK_IDS} items at once`, abort: true })
    .regex(/^\d{1,10}(?:,\d{1,10})*$/, `${label} must be an id or a comma-separated list of ids`)
    .transform((value) => [...new Set(value.split(",").map(Number))])
    .refine((ids) => ids.every((value) => value >= 1 && value <= MAX_ID), `${label} is out of range`)
    .refine((ids) => ids.length <= MAX_BULK_IDS, `Choose at most ${MAX_BULK_IDS} items at once`);

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
