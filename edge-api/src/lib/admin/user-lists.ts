import type { Kysely } from "kysely";
import type { Database, Role } from "../../db/database";
import { contains, nameAndEmail } from "./admin-search";

/**
 * A page of the admin's All Sellers or All Buyers (routes/users.ts), newest first, keyset on id;
 * with `q`, only those whose name or email contains it (users_name_email_trgm_idx). The query-plan
 * list (tests/support/query-plan-cases.ts) checks this same query.
 */
export function usersPage(db: Kysely<Database>, role: Role, beforeId: number | undefined, rows: number, q?: string) {
  let query = db.selectFrom("users").selectAll().where("role", "=", role);
  if (q) query = query.where(contains(nameAndEmail("users"), q));
  if (beforeId !== undefined) query = query.where("id", "<", beforeId);
  return query.orderBy("id", "desc").limit(rows);
}
