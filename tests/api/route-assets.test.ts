import { describe, expect, it } from "vitest";
import appRoutes from "../../ui/src/app/app-routes.tsx?raw";
import { routeAssets, SCREENS, type Manifest } from "../../edge-api/src/seo/route-assets";

/**
 * What a rendered page links for its screen (edge-api/src/seo/route-assets.ts, #34): read from a
 * build manifest shaped as Vite writes it.
 */
const manifest: Manifest = {
  "index.html": {
    file: "assets/index-1.js",
    css: ["assets/index-1.css"],
    imports: ["_react-1.js"],
    dynamicImports: ["src/home.tsx", "src/login.tsx"],
  },
  "_react-1.js": { file: "assets/react-1.js" },
  "_shared-1.js": { file: "assets/shared-1.js", css: ["assets/shared-1.css"], imports: ["_react-1.js", "index.html"] },
  "src/home.tsx": {
    file: "assets/home-1.js",
    css: ["assets/home-1.css"],
    imports: ["index.html", "_shared-1.js", "_react-1.js"],
    dynamicImports: ["src/below.tsx"],
  },
  "src/below.tsx": {
    file: "assets/below-1.js",
    css: ["assets/below-1.css"],
    imports: ["_swiper-1.js", "_shared-1.js"],
    dynamicImports: ["src/dialog.tsx"],
  },
  "_swiper-1.js": { file: "assets/swiper-1.js", css: ["assets/swiper-1.css"] },
  "src/dialog.tsx": { file: "assets/dialog-1.js", css: ["assets/dialog-1.css"] },
  "src/login.tsx": { file: "assets/login-1.js", css: ["assets/login-1.css"] },
};

describe("a screen's files", () => {
  it("preload its script and its imports, not the entry's; style it and the parts it loads itself, not deeper", () => {
    expect(routeAssets(manifest, "src/home.tsx")).toEqual({
      modules: ["/assets/home-1.js", "/assets/shared-1.js"],
      stylesheets: ["/assets/home-1.css", "/assets/shared-1.css", "/assets/below-1.css", "/assets/swiper-1.css"],
    });
  });

  it("are none for a screen the build does not have", () => {
    expect(routeAssets(manifest, "src/missing.tsx")).toEqual({ modules: [], stylesheets: [] });
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
