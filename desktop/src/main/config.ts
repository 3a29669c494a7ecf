/** Where the desktop app finds the API, and what it may load. */

/**
 * The production worker's public origin (one Worker serves the API and the website): the custom
 * domain of wrangler.toml's [env.production] routes (a desktop test keeps the two the same).
 */
export const PRODUCTION_API_ORIGIN = "https://motomart.app";
/** `npm start`'s local URL (README "Run it"). */
export const DEVELOPMENT_API_ORIGIN = "http://127.0.0.1:8787";
/** The Firebase Auth emulator `npm start` runs; only reachable when the API is local. */
export const AUTH_EMULATOR_ORIGIN = "http://127.0.0.1:9099";

/** The app's own origin: the UI build served by the `app://` protocol handler. */
export const APP_SCHEME = "app";
export const APP_HOST = "motomart";
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The screen the app opens on (the dashboard sends signed-out users to /login and back). */
export const START_URL = `${APP_ORIGIN}/dashboard`;

export interface DesktopSettings {
  apiOrigin?: string;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
export const isLoopback = (origin: string) => LOOPBACK.has(new URL(origin).hostname);

/** An http(s) origin; plain http only on this machine. Throws with a readable message otherwise. */
export function normalizeOrigin(raw: string, source: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`${source}: "${raw}" is not a URL.`);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) {
    throw new Error(`${source}: the API origin must be https:// (plain http only for 127.0.0.1/localhost).`);
  }
  return url.origin;
}

/**
 * The API origin: MOTOMART_API_ORIGIN, else `apiOrigin` in settings.json (userData folder), else
 * production when packaged and `npm start`'s local URL in development.
 */
export function resolveApiOrigin(options: {
  env: Record<string, string | undefined>;
  settings: DesktopSettings;
  isPackaged: boolean;
}): string {
  const fromEnv = options.env.MOTOMART_API_ORIGIN;
  if (fromEnv) return normalizeOrigin(fromEnv, "MOTOMART_API_ORIGIN");
  if (options.settings.apiOrigin) return normalizeOrigin(options.settings.apiOrigin, "settings.json apiOrigin");
  return options.isPackaged ? PRODUCTION_API_ORIGIN : DEVELOPMENT_API_ORIGIN;
}

/** settings.json's text as settings; a missing or broken file means the defaults. */
export function parseSettings(text: string | null): DesktopSettings {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === "object" && typeof (value as DesktopSettings).apiOrigin === "string") {
      return { apiOrigin: (value as DesktopSettings).apiOrigin };
    }
  } catch {
    // fall through to the defaults
  }
  return {};
}
