import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { isDatabaseUnavailable, sqlState } from "../lib/db-errors";

const RETRY_AFTER_SECONDS = "5";

/** Every failure leaves as DESIGN.md's error shape; nothing internal reaches the caller. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return c.json(error.body(), error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 401 ? "unauthenticated" : status === 403 ? "forbidden" : status === 404 ? "not_found" : "validation_failed";
    return c.json({ error: { code, message: error.message || "The request could not be handled." } }, status);
  }
  const state = sqlState(error);
  if (state === "23505") {
    return c.json({ error: { code: "conflict", message: "That already exists." } }, 409);
  }
  if (state === "23503") {
    return c.json({ error: { code: "conflict", message: "Something this refers to no longer exists." } }, 409);
  }
  if (state === "22P02" || state === "22003" || state === "23514") {
    return c.json({ error: { code: "validation_failed", message: "A value is out of range." } }, 400);
  }
  if (isDatabaseUnavailable(error)) {
    c.header("Retry-After", RETRY_AFTER_SECONDS);
    return c.json({ error: { code: "unavailable", message: "The marketplace is briefly unavailable. Try again in a moment." } }, 503);
  }
  console.error("Unhandled error", error);
  return c.json({ error: { code: "internal", message: "Something went wrong on our side. Try again." } }, 500);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: "not_found", message: `No API route ${c.req.method} ${c.req.path}.` } }, 404);
