/**
 * Offline test mode: Stripe's documented test card numbers mapped to Stripe's test
 * PaymentMethods, which the local Stripe-protocol server (and real Stripe in test mode) honour.
 */
export const TEST_CARDS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "5555555555554444": "pm_card_mastercard",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000000000000069": "pm_card_chargeDeclinedExpiredCard",
  "4000000000000127": "pm_card_chargeDeclinedIncorrectCvc",
};

/** Stripe's answer in test mode for a number that is not one of its test cards. */
export const NOT_A_TEST_CARD =
  "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.";
