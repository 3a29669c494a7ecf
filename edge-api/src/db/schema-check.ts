import type { InsertType, SelectType, UpdateType } from "kysely";
import type { JsonValue } from "./schema.generated";

/**
 * Where a hand-written table interface (database.ts) disagrees with kysely-codegen's reading of the
 * migrated schema (schema.generated.ts): a union of messages naming table and column, or `never`.
 * The hand-written side may say more than the catalog can, never something else:
 * - the same tables and columns;
 * - what a column reads as: the same type and the same nullability, except that a text column may
 *   be named by the values its CHECK allows ("buyer" | "seller"), and a JSON column by the shape it holds;
 * - what it may be written as: a subset of what the column accepts (an insert may not leave out a
 *   column the database needs), or `never` where only the database writes it (triggers, generated
 *   columns) or a row is never updated.
 */
export type SchemaDrift<Hand, Schema> =
  | { [T in keyof Hand & string]: T extends keyof Schema ? TableDrift<T, Hand[T], Schema[T]> : `${T}: no such table` }[keyof Hand & string]
  | { [T in keyof Schema & string]: T extends keyof Hand ? never : `${T}: table missing from Database` }[keyof Schema & string];

/** `true`, or the type's own text naming what differs. */
export type NoDrift<Drift> = [Drift] extends [never] ? true : Drift;

/**
 * Generated columns Postgres reports as nullable (it has no NOT NULL on them) though they are
 * computed from NOT NULL columns only, so they are never null.
 */
type NeverNull = "bikes.search" | "search_terms.compact";

type TableDrift<T extends string, Hand, Schema> =
  | {
      [C in keyof Hand & string]: C extends keyof Schema ? ColumnDrift<`${T}.${C}`, Hand[C], Schema[C]> : `${T}.${C}: no such column`;
    }[keyof Hand & string]
  | { [C in keyof Schema & string]: C extends keyof Hand ? never : `${T}.${C}: column missing from Database` }[keyof Schema & string];

type ColumnDrift<Name extends string, Hand, Schema> =
  | (ReadsAs<SelectType<Hand>, Name extends NeverNull ? NonNullable<SelectType<Schema>> : SelectType<Schema>> extends true
      ? never
      : `${Name}: read as another type, or nullability differs`)
  | (WritableAs<Insert<Hand>, Insert<Schema>> extends true ? never : `${Name}: inserts what the column does not accept`)
  | (WritableAs<UpdateType<Hand>, UpdateType<Schema>> extends true ? never : `${Name}: updates to what the column does not accept`);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type ReadsAs<Hand, Schema> =
  Same<Hand, Schema> extends true
    ? true
    : Same<NonNullable<Schema>, string> extends true
      ? [Hand] extends [Schema]
        ? Same<null extends Hand ? true : false, null extends Schema ? true : false>
        : false
      : // A JSON column's type has JSON's null in it either way, so only the shape can be checked.
        Same<Schema, JsonValue> extends true
        ? [Hand] extends [Schema]
          ? true
          : false
        : false;

/** Kysely lets an insert leave out a column whose insert type has null (it is then NULL, or its default). */
type Insert<Column> = null extends InsertType<Column> ? InsertType<Column> | undefined : InsertType<Column>;

type WritableAs<Hand, Schema> = [Hand] extends [never] ? true : [Hand] extends [Schema] ? true : false;
