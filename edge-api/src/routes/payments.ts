import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { ApiError } from "../lib/errors";

const notYet = () => new ApiError(501, "not_implemented", "Card payments are not available yet.");

/** Card payments (SPEC §7); the Stripe integration lands in its own issue. */
export const payments = new Hono<AppEnv>()
  .post("/create-payment-intent", requireAuth, requireRole("buyer"), async () => {
    throw notYet();
  })
  .post("/payment", requireAuth, requireRole("buyer"), async () => {
    throw notYet();
  });
