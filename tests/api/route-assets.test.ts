import { describe, expect, it } from "vitest";
import appRoutes from "../../ui/src/app/app-routes.tsx?raw";
import { SCREENS, screenModules, type Manifest } from "../../edge-api/src/seo/route-assets";

/**
 * What a rendered page preloads for its screen (edge-api/src/seo/route-assets.ts, #34): read from a
 * build manifest shaped as Vite writes it.
 */
const manifest: Manifest = {
  "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_shared-1.js": { file: "assets/shared-1.js", imports: ["_react-1.js", "index.html"] },
  "src/home.tsx": { file: "assets/home-1.js", imports: ["index.html", "_shared-1.js", "_react-1.js"] },
  "src/below.tsx": { file: "assets/below-1.js", imports: ["_shared-1.js"] },
};

describe("a screen's scripts", () => {
  it("are its own and its imports', not the entry's, nor the parts it loads later", () => {
    expect(screenModules(manifest, "src/home.tsx")).toEqual(["/assets/home-1.js", "/assets/shared-1.js"]);
  });

  it("are none for a screen the build does not have", () => {
    expect(screenModules(manifest, "src/missing.tsx")).toEqual([]);
  });

  it("are named as the UI imports its screens", () => {
    for (const module of Object.values(SCREENS)) {
      // src/app/routes/home.tsx is imported from src/app as "./routes/home".
      const fromApp = module
        .replace(/^src\/app\//, "./")
        .replace(/^src\//, "../")
        .replace(/\.tsx$/, "");
      expect(appRoutes, module).toContain(`import("${fromApp}")`);
    }
  });
});
