/**
 * What a person types into the test-mode card form, read the way they meant it (#33): the card
 * number spaced in fours as it is typed, and an expiry typed as digits ("1228") as "12/28". The
 * form shows these as the person types, and the API reads the expiry by the same rule.
 */

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** "4242424242" → "4242 4242 42"; at most 19 digits. */
export const spacedCardNumber = (text: string) =>
  digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** "1228" → "12/28", "12/2" stays, "1" stays "1": the slash comes once the month is typed and a year digit follows. */
export const typedExpiry = (text: string) => {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};
