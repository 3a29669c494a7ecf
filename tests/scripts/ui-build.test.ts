import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildUi } from "../../scripts/lib/ui-build";

/**
 * scripts/lib/ui-build.ts (#32 point 7): a build never leaves the folder a server is reading
 * half-written. While the UI is rebuilt into a folder (with other settings, so every hashed asset
 * changes), a reader keeps opening its index.html and the assets it names, as `wrangler dev` would:
 * every look finds a whole build.
 */
const dir = mkdtempSync(join(tmpdir(), "motomart-ui-build-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What is wrong with the build in `served` right now, if anything. */
function problem(served: string): string | null {
  const index = join(served, "index.html");
  if (!existsSync(index)) return "no index.html";
  const html = readFileSync(index, "utf8");
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  if (!assets.length) return "index.html names no assets";
  const missing = assets.filter((asset) => !existsSync(join(served, asset)));
  return missing.length ? `missing ${missing.join(", ")}` : null;
}

describe("building the UI", () => {
  it("publishes a new build into the served folder so a reader always finds a whole one", async () => {
    const served = join(dir, "dist");
    const first = await buildUi({ env: { VITE_FIREBASE_PROJECT_ID: "demo-first" }, logFile: join(dir, "first.log"), outDir: served });
    expect(first).toBe("built");
    expect(problem(served)).toBeNull();
    const before = new Set(readdirSync(join(served, "assets")));

    let looks = 0;
    const seen: string[] = [];
    let building = true;
    const reader = (async () => {
      while (building) {
        looks++;
        const found = problem(served);
        if (found) seen.push(found);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const second = await buildUi({ env: { VITE_FIREBASE_PROJECT_ID: "demo-second" }, logFile: join(dir, "second.log"), outDir: served });
    building = false;
    await reader;

    expect(second).toBe("built");
    expect(looks).toBeGreaterThan(50);
    expect(seen).toEqual([]);
    // The new build replaced the old one: its assets are new, and the old ones are gone.
    const after = readdirSync(join(served, "assets"));
    expect(after.some((file) => !before.has(file))).toBe(true);
    expect(after.filter((file) => before.has(file) && file.endsWith(".js")).length).toBeLessThan(
      after.filter((f) => f.endsWith(".js")).length,
    );
    expect(problem(served)).toBeNull();
    expect(existsSync(`${served}.next`)).toBe(false);
    // Nothing changed since: no build at all.
    expect(await buildUi({ env: { VITE_FIREBASE_PROJECT_ID: "demo-second" }, logFile: join(dir, "third.log"), outDir: served })).toBe(
      "up to date",
    );
  });

  // The UI shares the API's zod schemas (edge-api/src/schemas/); one of them once imported a module
  // that also builds SQL, and Kysely went into the results pages' code: 32 KB gzip on every phone.
  it("carries none of the server's query builder (the build of the test above)", () => {
    const assets = join(dir, "dist", "assets");
    const withKysely = readdirSync(assets).filter(
      (file) => file.endsWith(".js") && readFileSync(join(assets, file), "utf8").includes("kysely.dev"),
    );
    expect(withKysely).toEqual([]);
  });
});
