import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { conflict, forbidden, notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";
import { routeDocs } from "../lib/api/openapi";
import { reportQueuePage } from "../lib/admin/report-queue";
import { newReportBody, resolveReportBody } from "../schemas/reasons";
import { adminSearchQuery } from "../lib/admin/admin-search";
import { notify } from "../lib/notifications/notify";
import { markListingRemoved, REASONS } from "../lib/bookings/states";
import { inTransaction } from "../db/transaction";
import { purgeBikes } from "../cache/purge";
import { removeReportedReview } from "../lib/reviews/review-reports";
import { FORMER_MEMBER } from "../lib/reviews/seller-reviews";

const docs = routeDocs("Reports");

const REPORT_STATUSES = ["open", "dismissed", "removed"] as const;

const listQuery = z.object({
  status: z.enum(REPORT_STATUSES, { error: "Status must be open, dismissed or removed" }).default("open"),
  ...pageQuery,
  ...adminSearchQuery,
});

export const reports = new Hono<AppEnv>()
  // Any signed-in user reports a listing that is not their own, once while it is open.
  .post(
    "/",
    docs("Report a listing", { 201: "Reported", 404: "No such bike", 409: "Already reported" }),
    requireAuth,
    validate("json", newReportBody),
    async (c) => {
      const { bikeId, reason } = c.req.valid("json");
      const reporter = c.var.user;
      if (!reporter) throw forbidden("Finish signing up before doing this.");
      const bike = await c.var.db.selectFrom("bikes").select(["id", "name", "seller_id"]).where("id", "=", bikeId).executeTakeFirst();
      if (!bike) throw notFound("Bike");
      if (bike.seller_id === reporter.id) throw forbidden("You cannot report your own bike.");
      const inserted = await c.var.db
        .insertInto("reports")
        .values({ bike_id: bike.id, bike_name: bike.name, reporter_id: reporter.id, reason })
        .onConflict((oc) => oc.columns(["bike_id", "reporter_id"]).where("status", "=", "open").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) throw conflict("You have already reported this bike.");
      return c.json({ acknowledged: true, insertedId: inserted.id }, 201);
    },
  )
  // The admin's Reported Items queue, oldest open report first.
  .get("/", docs("Open reports, oldest first"), requireAuth, requireRole("admin"), validate("query", listQuery), async (c) => {
    const { status, cursor, limit, q } = c.req.valid("query");
    const after = decodeCursor(cursor);
    const rows = await reportQueuePage(c.var.db, status, after?.id, limit + 1, q).execute();
    return c.json(
      toPage(rows, limit, (r) => ({
        _id: r.id,
        bikeId: r.bike_id,
        bikeName: r.bike_name,
        // A reported conversation (routes/conversations.ts): the admin reads it at /api/conversations/:id/messages.
        conversationId: r.conversation_id,
        // A reported review: what it says and who wrote it, for the admin to judge here.
        review:
          r.review_id === null
            ? null
            : { _id: r.review_id, stars: r.review_stars!, text: r.review_text!, author: r.review_author ?? FORMER_MEMBER },
        picture: r.picture,
        sellerName: r.seller_name,
        reason: r.reason,
        status: r.status,
        reporterName: r.reporter_name,
        reporterEmail: r.reporter_email,
        createdAt: r.created_at.toISOString(),
        resolvedAt: r.resolved_at?.toISOString() ?? null,
      })),
    );
  })
  // Dismiss a report, or remove the listing or review (which resolves every open report of it).
  .put(
    "/:id",
    docs("Dismiss a report, or remove its listing or review with a reason its seller or author is told", {
      200: "Resolved",
      404: "No such report",
      409: "Already handled, or the listing is already gone",
    }),
    requireAuth,
    requireRole("admin"),
    validate("param", idParam),
    validate("json", resolveReportBody),
    async (c) => {
      const { id: reportId } = c.req.valid("param");
      const resolution = c.req.valid("json");
      const { action } = resolution;
      let removedBikeId: number | null = null;
      const modifiedCount = await inTransaction(c.var.db, async (trx) => {
        const report = await trx
          .selectFrom("reports")
          .select(["id", "bike_id", "conversation_id", "review_id", "status"])
          .where("id", "=", reportId)
          .forUpdate()
          .executeTakeFirst();
        if (!report) throw notFound("Report");
        if (report.status !== "open") throw conflict("This report has already been handled.");
        const now = new Date();
        if (action === "dismiss") {
          await trx.updateTable("reports").set({ status: "dismissed", resolved_at: now }).where("id", "=", reportId).execute();
          return 1;
        }
        if (report.review_id !== null) return removeReportedReview(trx, report.review_id, resolution.reason);
        // A conversation's report has no listing to remove: the admin reads it, then dismisses it.
        if (report.conversation_id !== null)
          throw conflict("A reported conversation has no listing to remove. Dismiss the report to close it.");
        // The listing went before anyone decided (its seller or their account was deleted): there
        // is nothing to remove, and answering "removed" would record a decision nobody took.
        if (report.bike_id === null)
          throw conflict("This listing is already gone, so there is nothing to remove. Dismiss the report to close it.");
        const updated = await trx
          .updateTable("reports")
          .set({ status: "removed", resolved_at: now })
          .where("status", "=", "open")
          .where("bike_id", "=", report.bike_id)
          .executeTakeFirst();
        // Its bookings stay in My orders as "Listing removed", and their buyers hear it. The bike is
        // locked first, as a payment locks it before its booking (payments/record-payment.ts).
        const bike = await trx
          .selectFrom("bikes")
          .select(["id", "name", "seller_id"])
          .where("id", "=", report.bike_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await markListingRemoved(trx, [report.bike_id], REASONS.adminRemoved);
        // The seller hears why, in the same transaction (#33).
        await notify(trx, {
          userId: bike.seller_id,
          kind: "listing_removed",
          title: `MotoMart removed your listing “${bike.name}”: ${resolution.action === "remove" ? resolution.reason : ""}`,
          link: "/dashboard/myproduct",
        });
        await trx.deleteFrom("bikes").where("id", "=", report.bike_id).execute();
        removedBikeId = report.bike_id;
        return Number(updated.numUpdatedRows);
      });
      if (removedBikeId !== null) await purgeBikes(c, [removedBikeId], { alsoAds: true });
      return c.json({ acknowledged: true, modifiedCount });
    },
  );
