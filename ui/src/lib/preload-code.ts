/**
 * Fetches a lazily loaded part's code ahead of the click that needs it (a pointer or focus on its
 * button). A failure is left to the click, which says so where the part would be.
 */
export const preloadCode = (load: () => Promise<unknown>) => void load().catch(() => {});
