import type { Kysely } from "kysely";
import type { ContactMessageStatus, Database } from "../../db/database";
import { contains, nameAndEmail } from "./admin-search";

/**
 * A page of the admin's Messages screen (routes/contact.ts): open or handled contact messages,
 * newest first, keyset on id (each state has its partial index). The query-plan list
 * (tests/support/query-plan-cases.ts) checks this same query.
 */
export function contactInboxPage(
  db: Kysely<Database>,
  status: ContactMessageStatus,
  beforeId: number | undefined,
  rows: number,
  q?: string,
) {
  let query = db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "message", "created_at", "handled_at"])
    .where("handled_at", status === "open" ? "is" : "is not", null);
  // The sender's name or email containing `q` (contact_messages_name_email_trgm_idx).
  if (q) query = query.where(contains(nameAndEmail("contact_messages"), q));
  if (beforeId !== undefined) query = query.where("id", "<", beforeId);
  return query.orderBy("id", "desc").limit(rows);
}
