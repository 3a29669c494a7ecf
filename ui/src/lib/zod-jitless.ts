/**
 * Zod compiles object parsers with `new Function` when eval is allowed, and probes for it the first
 * time a schema is built. The pages' Content-Security-Policy forbids eval
 * (edge-api/src/lib/platform/security-policy.ts; the desktop app's too), so the UI parses without it and
 * never makes the probe. main.tsx imports this first, before any schema exists.
 *
 * It writes the object zod's `config()` writes into (`globalThis.__zod_globalConfig`, which zod
 * adopts when it loads) instead of importing zod here: importing it would pull zod's core into the
 * home page's first load (3.7 KB over its budget). The browser tests fail on any CSP violation, so
 * they catch it if zod ever stops reading this.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
