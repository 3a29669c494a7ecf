/**
 * CSV import/export of a seller's bikes: the pure part (no React, no DOM), tested under Node.
 * Each row is checked with the API's own Add product schema (edge-api/src/schemas/bike.ts), so the
 * preview shows exactly the messages the server would answer; the server checks again on save.
 */
import Papa from "papaparse";
import { newBikeBody, type NewBikeBody } from "../../../../../../edge-api/src/schemas/bike";
import { MAX_BULK_BIKES } from "../../../../../../edge-api/src/schemas/bulk-limits";

/** The columns of an export, and of a file to import (in any order; other columns are ignored). */
export const CSV_COLUMNS = [
  { key: "name", label: "name" },
  { key: "id", label: "category" },
  { key: "picture", label: "picture" },
  { key: "location", label: "location" },
  { key: "country", label: "country" },
  { key: "city", label: "city" },
  { key: "model", label: "model" },
  { key: "engineCc", label: "engineCc" },
  { key: "monthsUsed", label: "monthsUsed" },
  { key: "year", label: "year" },
  { key: "mileageKm", label: "mileageKm" },
  { key: "resalePrice", label: "resalePrice" },
  { key: "originalPrice", label: "originalPrice" },
  { key: "sellerName", label: "sellerName" },
  { key: "phone", label: "phone" },
  { key: "description", label: "description" },
  { key: "condition", label: "condition" },
] as const satisfies readonly { key: Exclude<keyof NewBikeBody, "email">; label: string }[];

type ColumnKey = (typeof CSV_COLUMNS)[number]["key"];
// Year and mileage are optional here as in the API: a file made before they existed still imports.
const OPTIONAL: ReadonlySet<ColumnKey> = new Set(["monthsUsed", "year", "mileageKm", "sellerName"]);

/** "Resale Price", "resale_price" and "resalePrice" name the same column; "mobileNumber" is phone. */
const squash = (header: string) => header.toLowerCase().replace(/[^a-z]/g, "");
const HEADER_ALIASES: Record<string, ColumnKey> = {
  ...Object.fromEntries(CSV_COLUMNS.map((c) => [squash(c.label), c.key])),
  categoryid: "id",
  mobilenumber: "phone",
  image: "picture",
  imageurl: "picture",
  registrationyear: "year",
  firstregistration: "year",
  mileage: "mileageKm",
  km: "mileageKm",
};

export interface CategoryRef {
  _id: number;
  categoryName: string;
}

export interface CsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** What the API receives for this row when it is valid. */
  bike?: NewBikeBody;
  /** Field → message, empty when the row is good. */
  errors: Partial<Record<ColumnKey | "row", string>>;
  /** The row's name cell, to recognise it in the preview. */
  name: string;
  /** Every known column's cell as the file has it, in the columns' order: the preview's detail view. */
  cells: { label: string; value: string }[];
}

export interface CsvPreview {
  rows: CsvRow[];
  /** Problems with the file as a whole (no header, missing columns, too many rows). */
  fileErrors: string[];
  /** The bikes to send when every row is good. */
  bikes: NewBikeBody[];
  badRows: number;
}

/** Spreadsheet-safe export prefixes formula-like cells with a quote; import takes it off again. */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const labelOf = (key: ColumnKey | "row") => (key === "row" ? "row" : CSV_COLUMNS.find((c) => c.key === key)!.label);
export { labelOf as csvColumnLabel };

/**
 * Parses a CSV file of bikes and validates every row with the Add product rules, as the signed-in
 * seller (email). The category column takes a category name (any case) or its id.
 */
export function parseBikeCsv(text: string, options: { email: string; categories: CategoryRef[] }): CsvPreview {
  // Lines end at "\n", whatever comes before it: a file mixing Windows (CRLF) and Unix (LF) lines
  // parses line by line (Papa's guess would take the first ending for all and join the others'
  // lines), and a CR left at a line's end goes with the cells' trimming below.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy", newline: "\n" });
  const [header, ...records] = parsed.data;
  const fileErrors: string[] = [];
  if (!header) return { rows: [], fileErrors: ["The file is empty."], bikes: [], badRows: 0 };

  const columns = header.map((cell) => HEADER_ALIASES[squash(cell)]);
  const missing = CSV_COLUMNS.filter((c) => !OPTIONAL.has(c.key) && !columns.includes(c.key)).map((c) => c.label);
  if (missing.length) fileErrors.push(`Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.`);
  if (!records.length) fileErrors.push("The file has a header but no bikes.");
  if (records.length > MAX_BULK_BIKES) fileErrors.push(`The file has ${records.length} bikes; import at most ${MAX_BULK_BIKES} at once.`);
  if (fileErrors.length) return { rows: [], fileErrors, bikes: [], badRows: 0 };

  const byName = new Map(options.categories.map((c) => [c.categoryName.trim().toLowerCase(), c._id]));
  const knownIds = new Set(options.categories.map((c) => c._id));

  const rows = records.map((record, index): CsvRow => {
    const input: Record<string, unknown> = { email: options.email };
    const errors: CsvRow["errors"] = {};
    columns.forEach((key, column) => {
      if (!key) return;
      const cell = unescapeFormula((record[column] ?? "").trim());
      if (cell === "" && OPTIONAL.has(key)) return;
      input[key] = cell;
    });
    const category = String(input.id ?? "");
    if (/^\d+$/.test(category)) {
      if (!knownIds.has(Number(category))) errors.id = `Unknown category id ${category}`;
    } else if (category) {
      const id = byName.get(category.toLowerCase());
      if (id === undefined) errors.id = `Unknown category "${category}"`;
      else input.id = id;
    }
    if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim() !== "")) {
      errors.row = `This row has ${record.length} cells but the header has ${header.length}.`;
    }
    const result = newBikeBody.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = (issue.path[0] === "email" ? "row" : issue.path[0]) as ColumnKey | "row";
        errors[key] ??= issue.message;
      }
    }
    const ok = result.success && Object.keys(errors).length === 0;
    const cells = columns.flatMap((key, column) => (key ? [{ label: labelOf(key), value: (record[column] ?? "").trim() }] : []));
    return { line: index + 2, bike: ok ? result.data : undefined, errors, name: String(input.name ?? ""), cells };
  });
  const bikes = rows.flatMap((row) => (row.bike ? [row.bike] : []));
  return { rows, fileErrors, bikes, badRows: rows.length - bikes.length };
}

/** The server's field messages for a bulk save (`bikes.<index>.<field>`) as preview errors by line. */
export function serverErrorsByLine(fields: Record<string, string>): Map<number, Partial<Record<ColumnKey | "row", string>>> {
  const byLine = new Map<number, Partial<Record<ColumnKey | "row", string>>>();
  for (const [path, message] of Object.entries(fields)) {
    const match = /^bikes\.(\d+)(?:\.(\w+))?/.exec(path);
    if (!match) continue;
    const line = Number(match[1]) + 2;
    const key = (CSV_COLUMNS.some((c) => c.key === match[2]) ? match[2] : "row") as ColumnKey | "row";
    byLine.set(line, { ...byLine.get(line), [key]: message });
  }
  return byLine;
}

/** What an export row needs from a bike answer. */
export interface ExportableBike {
  name: string;
  categoryName: string;
  picture: string;
  location: string;
  country: string;
  city: string;
  model: string;
  engineCc: number;
  monthsUsed: number | null;
  year: number | null;
  mileageKm: number | null;
  resalePrice: number;
  originalPrice: number;
  sellerName: string;
  mobileNumber: string;
  description: string;
  condition: string;
  status: string;
  ads: boolean;
}

/** My products as CSV: the import columns (so an export can be edited and imported) plus status. */
export function toBikeCsv(bikes: ExportableBike[]): string {
  const header = [...CSV_COLUMNS.map((c) => c.label), "status", "advertised"];
  const rows = bikes.map((b) => [
    b.name,
    b.categoryName,
    b.picture,
    b.location,
    b.country,
    b.city,
    b.model,
    String(b.engineCc),
    b.monthsUsed === null ? "" : String(b.monthsUsed),
    b.year === null ? "" : String(b.year),
    b.mileageKm === null ? "" : String(b.mileageKm),
    b.resalePrice.toFixed(2),
    b.originalPrice.toFixed(2),
    b.sellerName,
    b.mobileNumber,
    b.description,
    b.condition,
    b.status,
    b.ads ? "yes" : "no",
  ]);
  return Papa.unparse({ fields: header, data: rows }, { escapeFormulae: true, newline: "\r\n" });
}
