/**
 * Reference data every database needs, production included: the five categories the UI shows on
 * the home page and that every bike belongs to. Inserted by `npm run db:seed:reference`
 * (scripts/ops/seed-reference.ts) and by the demo seed (seed.ts); keyed by name, so running it
 * again changes nothing.
 */
import type pg from "pg";

/** A ring (wheel) as two opposite-direction circles, so the default nonzero fill leaves a hole. */
function ring(cx: number, cy: number, r: number, inner: number): string {
  return (
    `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z` +
    `M${cx - inner} ${cy}a${inner} ${inner} 0 1 1 ${2 * inner} 0a${inner} ${inner} 0 1 1 ${-2 * inner} 0Z`
  );
}

interface Category {
  name: string;
  /** Path data of a 64×64 icon (viewBox "0 0 width height"). */
  svgPath: string;
  width: number;
  height: number;
}

const CATEGORIES: Category[] = [
  {
    name: "Sports",
    svgPath: `${ring(14, 45, 11, 6)}${ring(50, 45, 11, 6)}M6 28L22 30L28 22L40 19L50 24L57 31L49 34L45 40L29 41L23 35L10 34Z`,
    width: 64,
    height: 64,
  },
  {
    name: "Cruiser",
    svgPath: `${ring(13, 46, 10, 5.5)}${ring(52, 46, 9, 5)}M5 38Q8 30 18 31L28 35L36 28L46 27L46 14L42 12L44 10L50 13L50 26L57 40L53 41L47 31L42 41L22 43Q18 36 12 36Z`,
    width: 64,
    height: 64,
  },
  {
    name: "Scooter",
    svgPath: `${ring(15, 49, 8, 4)}${ring(50, 49, 8, 4)}M5 44Q4 31 17 29L31 29L33 41L42 41L44 20L40 14L50 13L51 19L48 44L25 44Q24 38 16 38Q9 38 7 44Z`,
    width: 64,
    height: 64,
  },
  {
    name: "Off-road",
    svgPath: `${ring(13, 45, 11, 6)}${ring(51, 45, 11, 6)}M3 20L21 25L30 23L40 19L46 19L43 13L49 12L52 21L58 31L54 33L49 26L45 30L37 38L26 36L20 30Z`,
    width: 64,
    height: 64,
  },
  {
    name: "Touring",
    svgPath: `${ring(14, 47, 9, 5)}${ring(51, 47, 9, 5)}M4 20L17 20L17 29L4 29ZM5 31L22 31L27 27L39 27L46 15L52 17L57 33L50 35L44 41L27 41L22 38L7 38Z`,
    width: 64,
    height: 64,
  },
];

/** Inserts the categories that are missing; returns how many it inserted. Runs in the caller's transaction. */
export async function seedReference(client: pg.ClientBase): Promise<number> {
  let inserted = 0;
  for (const category of CATEGORIES) {
    const result = await client.query(
      "INSERT INTO categories (name, svg_path, width, height) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING",
      [category.name, category.svgPath, category.width, category.height],
    );
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}
