/** Offline test mode: the secret the local Stripe-protocol server signs webhook events with. */
export const LOCAL_WEBHOOK_SECRET = "whsec_motomart_local_test";
