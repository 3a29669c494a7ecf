/** Page sizes of keyset lists, in a module without imports so the UI can use them without zod. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
