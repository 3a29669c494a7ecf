export type LogLevel = "info" | "warn" | "error";

/**
 * One JSON object per line, so Workers Logs (wrangler.toml [observability]) can search by field.
 * Callers pass only what they chose to log: never headers, tokens, card data or request bodies.
 */
export function logLine(level: LogLevel, msg: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level, msg, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}
