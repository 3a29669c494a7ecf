import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { validate } from "../lib/api/validate";
import { routeDocs } from "../lib/api/openapi";
import { writeReview } from "../lib/reviews/write-review";
import { newReviewBody, reviewAnswerBody } from "../schemas/review";
import { answerReview } from "../lib/reviews/answer-review";
import { idParam } from "../lib/api/fields";
import { reportReasonBody } from "../schemas/reasons";
import { reportReview } from "../lib/reviews/review-reports";

const docs = routeDocs("Reviews");

export const reviews = new Hono<AppEnv>()
  // The caller reviews the other side of a paid booking; hidden until both have written (or 14 days).
  .post(
    "/",
    docs("Review the other side of a paid booking", {
      201: "The review, `published` once the other side has written theirs",
      404: "No such booking of the caller's",
      409: "Not paid, refunded, past the 60 days, or reviewed already",
    }),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("json", newReviewBody),
    async (c) => {
      const review = await writeReview(c.var.db, c.var.user!, c.req.valid("json"));
      return c.json({ _id: review.id, published: review.published }, 201);
    },
  )
  // The reviewed person's one public answer to a public review of them.
  .post(
    "/:id/answer",
    docs("Answer a public review of you, once", { 200: "Answered", 404: "No such public review of the caller", 409: "Answered already" }),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("param", idParam),
    validate("json", reviewAnswerBody),
    async (c) => {
      await answerReview(c.var.db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json").text);
      return c.json({ answered: true });
    },
  )
  // Anyone signed in reports a public review to the admin (Reported Items), once while open.
  .post(
    "/:id/report",
    docs("Report a public review", { 201: "Reported", 403: "Your own review", 404: "No such public review", 409: "Already reported" }),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("param", idParam),
    validate("json", reportReasonBody),
    async (c) => {
      const insertedId = await reportReview(c.var.db, c.var.user!, c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ acknowledged: true, insertedId }, 201);
    },
  );
