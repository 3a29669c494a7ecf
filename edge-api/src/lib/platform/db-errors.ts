/** Postgres/driver failures that mean "the database is unreachable", not "your input is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  // workerd's socket errors are not always instances of this realm's Error.
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== "string") return false;
  const code = (error as { code?: unknown }).code;
  // SQLSTATE classes 08 (connection), 53 (resources), 57P (shutdown/cancel by admin).
  if (typeof code === "string" && /^(08|53|57P)/.test(code)) return true;
  return /connect|websocket|terminated|timeout|ECONNREFUSED|socket|network/i.test(message);
}

/** The SQLSTATE of a Postgres error, if it is one. */
export const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};
