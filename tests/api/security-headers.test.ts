import { describe, expect, it } from "vitest";
import { API_CSP, COMMON_HEADERS, HSTS } from "../../edge-api/src/lib/platform/security-policy";
import { call } from "./support/api";
import { env } from "./support/test-env";

/** middleware/security-headers.ts; the pages' side is tests/e2e/security-headers.spec.ts. */
describe("security headers on API answers", () => {
  it("JSON answers, errors included, load nothing, cannot be framed and carry the shared headers; no HSTS locally", async () => {
    for (const path of ["/api/health", "/api/categories", "/api/no-such-route", "/api/users/buyer"]) {
      const response = await call("GET", path);
      expect(response.headers.get("Content-Security-Policy"), path).toBe(API_CSP);
      for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      expect(response.headers.get("Strict-Transport-Security"), path).toBeNull();
    }
  });

  it("a deployed worker sends HSTS, even on the answer that refuses a misconfigured deploy", async () => {
    for (const ENVIRONMENT of ["staging", "production"]) {
      // The local bindings make a deployed worker refuse to serve (middleware/config-guard.ts).
      const response = await call("GET", "/api/health", { env: { ...env, ENVIRONMENT } });
      expect(response.status).toBe(503);
      expect(response.headers.get("Strict-Transport-Security"), ENVIRONMENT).toBe(HSTS);
    }
  });

  it("/api/docs allows exactly its own inline start-up script, by hash", async () => {
    const response = await call("GET", "/api/docs");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(inline[0])));
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${btoa(String.fromCharCode(...digest))}'`);
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });
});
