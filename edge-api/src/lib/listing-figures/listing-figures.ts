import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";

/** The figures a seller sees, over this many days up to today (UTC). */
export const FIGURE_DAYS = 30;

/** What happened to one listing on one day. */
export interface DayFigures {
  day: string;
  views: number;
  saves: number;
  reveals: number;
  questions: number;
  bookings: number;
}
type Counts = Omit<DayFigures, "day">;
const KINDS = ["views", "saves", "reveals", "questions", "bookings"] as const;

interface FigureRow extends Counts {
  bike_id: number;
  day: string;
}

/**
 * Each of the seller's listings' figures by day since `from` (one bike's, given `bikeId`), in one
 * statement: views from bike_daily_views, the rest from their own tables by the day they happened.
 * Days without anything are left out (dailySeries fills them in).
 */
export async function figureRows(db: Kysely<Database>, sellerId: number, from: string, bikeId?: number): Promise<FigureRow[]> {
  const oneBike = bikeId === undefined ? sql`` : sql`AND id = ${bikeId}`;
  const ofBike = (column: string) => (bikeId === undefined ? sql`` : sql`AND ${sql.ref(column)} = ${bikeId}`);
  const day = (column: string) => sql`(${sql.ref(column)} AT TIME ZONE 'UTC')::date`;
  const { rows } = await sql<FigureRow>`
    WITH own AS (SELECT id FROM bikes WHERE seller_id = ${sellerId} ${oneBike}),
    events AS (
      SELECT bike_id, day, views, 0 AS saves, 0 AS reveals, 0 AS questions, 0 AS bookings
        FROM bike_daily_views WHERE bike_id IN (SELECT id FROM own) AND day >= ${from}::date
      UNION ALL
      SELECT bike_id, ${day("saved_at")}, 0, 1, 0, 0, 0
        FROM saved_bikes WHERE bike_id IN (SELECT id FROM own) AND saved_at >= ${from}::date
      UNION ALL
      SELECT bike_id, ${day("revealed_at")}, 0, 0, 1, 0, 0
        FROM phone_reveals WHERE bike_id IN (SELECT id FROM own) AND revealed_at >= ${from}::date
      UNION ALL
      SELECT bike_id, ${day("created_at")}, 0, 0, 0, 1, 0
        FROM conversations WHERE seller_id = ${sellerId} AND bike_id IS NOT NULL AND created_at >= ${from}::date ${ofBike("bike_id")}
      UNION ALL
      SELECT bike_id, ${day("created_at")}, 0, 0, 0, 0, 1
        FROM bookings WHERE seller_id = ${sellerId} AND bike_id IS NOT NULL AND created_at >= ${from}::date ${ofBike("bike_id")}
    )
    SELECT bike_id, to_char(day, 'YYYY-MM-DD') AS day, sum(views)::int AS views, sum(saves)::int AS saves,
           sum(reveals)::int AS reveals, sum(questions)::int AS questions, sum(bookings)::int AS bookings
    FROM events GROUP BY bike_id, day ORDER BY bike_id, day`.execute(db);
  return rows;
}

/** The first day of the last `days` days up to `today` (YYYY-MM-DD, UTC). */
export const firstDay = (today: Date, days = FIGURE_DAYS): string =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1))).toISOString().slice(0, 10);

/** Every day from `from` for `days` days with its figures, zeros where nothing happened: what a chart draws. */
export function dailySeries(rows: readonly Pick<FigureRow, "day" | keyof Counts>[], from: string, days = FIGURE_DAYS): DayFigures[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, ...Object.fromEntries(KINDS.map((kind) => [kind, row?.[kind] ?? 0])) } as DayFigures;
  });
}

/** Each listing's totals over the rows, zeros for a listing without any (`bikeIds` lists them all). */
export function totalsByBike(rows: readonly FigureRow[], bikeIds: readonly number[]): Map<number, Counts> {
  const totals = new Map<number, Counts>(bikeIds.map((id) => [id, { views: 0, saves: 0, reveals: 0, questions: 0, bookings: 0 }]));
  for (const row of rows) {
    const sum = totals.get(row.bike_id);
    if (sum) for (const kind of KINDS) sum[kind] += row[kind];
  }
  return totals;
}
