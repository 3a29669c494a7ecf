/**
 * The ids a rule applies to: one id from a single-item route (PUT /api/bikes/ads/:id) or a list
 * from a multi-select one (PUT /api/bulk/bikes/ads). The checks are the same; only the answer
 * differs: a single item's names no ids, a list's names the ids at fault, so the user sees which
 * rows stopped the whole change.
 */
export type OneOrMany = number | number[];

export const asList = (ids: OneOrMany): number[] => (typeof ids === "number" ? [ids] : ids);

/** `message.` for one id; for a list, `message (3, 7).` naming the ids at fault (`prefix` before them, e.g. "not "). */
export const naming = (ids: OneOrMany, message: string, atFault: number[], prefix = ""): string =>
  typeof ids === "number" ? `${message}.` : `${message} (${prefix}${atFault.join(", ")}).`;
