/** Whether two email addresses name the same account (addresses compare case-insensitively here). */
export const sameEmail = (a: string | null | undefined, b: string): boolean => !!a && a.toLowerCase() === b.toLowerCase();
