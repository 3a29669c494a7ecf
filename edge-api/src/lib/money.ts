/** Major units (what people type and read) ⇄ integer minor units (what we store). */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;
