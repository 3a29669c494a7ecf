/** Bulk limits, in a module without imports so the UI can show them without loading zod. */

/** Rows one CSV import may save at once. */
export const MAX_BULK_BIKES = 1000;
/** Records one multi-select action may touch at once. */
export const MAX_BULK_IDS = 500;
