import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { ApiError, type ErrorBody } from "../lib/api/errors";
import { isDatabaseUnavailable, sqlState } from "../lib/platform/db-errors";
import { isPaymentServiceUnavailable, paymentRefusal } from "../payments/payment-errors";
import { reportError } from "../lib/platform/report-error";

const RETRY_AFTER_SECONDS = "5";

/** The error body with the answer's request id, so a user's report leads to its log line. */
const answer = (c: Context<AppEnv>, status: ContentfulStatusCode, error: ErrorBody["error"]) =>
  c.json({ error, requestId: c.var.requestId } satisfies ErrorBody, status);

/** Every failure leaves as the error shape of docs/architecture.md; nothing internal reaches the caller. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) {
    if (error.code === "unavailable") c.header("Retry-After", RETRY_AFTER_SECONDS);
    return answer(c, error.status, error.body().error);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 401 ? "unauthenticated" : status === 403 ? "forbidden" : status === 404 ? "not_found" : "validation_failed";
    return answer(c, status, { code, message: error.message || "The request could not be handled." });
  }
  const state = sqlState(error);
  if (state === "23505") {
    return answer(c, 409, { code: "conflict", message: "That already exists." });
  }
  if (state === "23503") {
    return answer(c, 409, { code: "conflict", message: "Something this refers to no longer exists." });
  }
  // A deadlock or serialization failure that outlasted db/transaction.ts's retries: busy, not broken.
  if (state === "40P01" || state === "40001") {
    c.header("Retry-After", RETRY_AFTER_SECONDS);
    return answer(c, 503, {
      code: "unavailable",
      message: "The marketplace is busy with this item right now. Nothing was saved; try again.",
    });
  }
  if (state === "22P02" || state === "22003" || state === "23514") {
    return answer(c, 400, { code: "validation_failed", message: "A value is out of range." });
  }
  const refusal = paymentRefusal(error);
  if (refusal) return answer(c, refusal.status, refusal.body().error);
  // Before the database check: a Stripe connection error reads like a database one ("connect…").
  if (isPaymentServiceUnavailable(error)) {
    c.header("Retry-After", RETRY_AFTER_SECONDS);
    return answer(c, 503, {
      code: "unavailable",
      message: "Card payments are briefly unavailable. Nothing was recorded; try again in a moment.",
    });
  }
  if (isDatabaseUnavailable(error)) {
    c.header("Retry-After", RETRY_AFTER_SECONDS);
    return answer(c, 503, { code: "unavailable", message: "The marketplace is briefly unavailable. Try again in a moment." });
  }
  reportError(error, c);
  return answer(c, 500, { code: "internal", message: "Something went wrong on our side. Try again." });
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  answer(c, 404, { code: "not_found", message: `No API route ${c.req.method} ${c.req.path}.` });
