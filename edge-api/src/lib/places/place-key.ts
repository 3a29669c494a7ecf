/**
 * A place name as forgiving comparison sees it: accents dropped ("München" → "munchen"), lower
 * case, spaces collapsed. The gazetteer's `search_name` is this of each name, so a typed city
 * matches whatever accents or case it was typed with.
 */
export const placeKey = (name: string): string => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
