import { sql, type Kysely } from "kysely";
import { contains, nameAndEmail } from "./admin-search";
import type { Database, ReportStatus } from "../../db/database";

/**
 * A page of the admin's Reported Items queue (routes/reports.ts), oldest first, keyset on id; the
 * query-plan list (tests/support/query-plan-cases.ts) checks this same query.
 */
export function reportQueuePage(db: Kysely<Database>, status: ReportStatus, afterId: number | undefined, rows: number, q?: string) {
  let query = db
    .selectFrom("reports")
    .innerJoin("users as reporter", "reporter.id", "reports.reporter_id")
    .leftJoin("bikes", "bikes.id", "reports.bike_id")
    .leftJoin("reviews", "reviews.id", "reports.review_id")
    .leftJoin("users as review_author", "review_author.id", "reviews.author_id")
    .select([
      "reports.id",
      "reports.bike_id",
      "reports.bike_name",
      "reports.conversation_id",
      "reports.review_id",
      "reviews.stars as review_stars",
      "reviews.body as review_text",
      "review_author.name as review_author",
      "reports.reason",
      "reports.status",
      "reports.created_at",
      "reports.resolved_at",
      "reporter.name as reporter_name",
      "reporter.email as reporter_email",
      "bikes.picture",
      "bikes.seller_name",
    ])
    .where("reports.status", "=", status);
  // The listing's name, or the reporter's name or email, containing `q`: one indexed lookup each
  // (reports_bike_name_trgm_idx; users_name_email_trgm_idx, then reports_reporter_idx), as an OR
  // across the join could only be checked row by row.
  if (q) {
    query = query.where("reports.id", "in", (eb) =>
      eb
        .selectFrom("reports as named")
        .select("named.id")
        .where(contains(sql<string>`lower(named.bike_name)`, q))
        .unionAll(
          eb
            .selectFrom("users")
            // Each matching user's reports through reports_reporter_idx, fenced (OFFSET 0) so Postgres
            // cannot turn it into a join it may hash, reading every report, when it expects many users.
            .innerJoinLateral(
              (eb) =>
                eb
                  .selectFrom("reports as by_reporter")
                  .select("by_reporter.id")
                  .whereRef("by_reporter.reporter_id", "=", "users.id")
                  .offset(0)
                  .as("by_reporter"),
              (join) => join.onTrue(),
            )
            .select("by_reporter.id")
            .where(contains(nameAndEmail("users"), q)),
        ),
    );
  }
  if (afterId !== undefined) query = query.where("reports.id", ">", afterId);
  return query.orderBy("reports.id", "asc").limit(rows);
}
