/**
 * Zod compiles object parsers with `new Function` when eval is allowed, and probes for it the first
 * time a schema is built. The pages' Content-Security-Policy forbids eval
 * (edge-api/src/lib/security-policy.ts; the desktop app's too), so the UI parses without it and
 * never makes the probe. main.tsx imports this first, before any schema exists.
 */
import { config } from "zod";

config({ jitless: true });
