import { sql, type RawBuilder } from "kysely";
import { text } from "../api/fields";

/**
 * The admin's list searches (#33 point 8): `?q=` finds the rows whose name or email contains it,
 * in any case, through the lists' trigram indexes (migrations/1700000000000_baseline.sql). LIKE's own
 * wildcards in what is typed are taken literally.
 */
export const adminSearchQuery = { q: text("Search", { max: 100, tooLong: "Search is too long" }).optional() };

/** `lower(name) || ' ' || lower(email)`: the indexed text of a table with those two columns. */
export const nameAndEmail = (table: "users" | "contact_messages" | "reporter") =>
  sql<string>`(lower(${sql.ref(`${table}.name`)}) || ' ' || lower(${sql.ref(`${table}.email`)}))`;

/** `%q%` for LIKE, lower case, its own `%`, `_` and `\` escaped. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The condition: the indexed text contains `q`. */
export const contains = (indexed: RawBuilder<string>, q: string) => sql<boolean>`${indexed} LIKE ${containsPattern(q)}`;
