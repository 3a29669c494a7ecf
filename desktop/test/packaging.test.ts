import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// electron-builder's own check of its configuration, the one `npm run dist` runs first.
import { validateConfiguration } from "app-builder-lib/out/util/config/config.js";
import { parse } from "yaml";
import { trayImagePath } from "../src/main/tray";

const desktopFile = (path: string) => new URL(`../${path}`, import.meta.url);
const config = parse(readFileSync(desktopFile("electron-builder.yml"), "utf8"));

const PNG_SIGNATURE = "89504e470d0a1a0a";

/** Width, height and whether it has an alpha channel, from the PNG's IHDR chunk. */
const pngHeader = (path: string) => {
  const bytes = readFileSync(desktopFile(path));
  expect(bytes.subarray(0, 8).toString("hex"), `${path} is a PNG`).toBe(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), alpha: bytes[25] === 6 };
};

describe("app icons", () => {
  it.each([
    ["build/icon.png", 1024],
    ["build/icon-mac.png", 1024],
    ["build/tray/tray.png", 16],
    ["build/tray/tray@2x.png", 32],
  ])("%s is a transparent %i px square PNG", (path, size) => {
    expect(pngHeader(path)).toEqual({ width: size, height: size, alpha: true });
  });

  it("are the icons electron-builder is told to use for every platform", () => {
    expect(config.directories.buildResources).toBe("build");
    for (const icon of [config.icon, config.win.icon, config.linux.icon, config.mac.icon]) {
      expect(existsSync(desktopFile(icon)), icon).toBe(true);
      // electron-builder wants at least 512 px to make an .icns and 256 px for an .ico.
      expect(pngHeader(icon).width).toBeGreaterThanOrEqual(512);
    }
  });

  it("ship the tray image where the main process reads it", () => {
    // Installed: electron-builder copies build/tray to resources/tray.
    expect(config.extraResources).toContainEqual(expect.objectContaining({ from: "build/tray", to: "tray" }));
    expect(trayImagePath({ isPackaged: true, resourcesPath: "/opt/MotoMart/resources", mainDir: "/x" })).toBe(
      join("/opt/MotoMart/resources", "tray", "tray.png"),
    );
    // Development: main.cjs runs from desktop/dist.
    expect(existsSync(trayImagePath({ isPackaged: false, resourcesPath: "", mainDir: fileURLToPath(desktopFile("dist")) }))).toBe(true);
  });
});

describe("updates and signing configuration", () => {
  // Loading electron-builder's JSON schema takes seconds on a busy machine.
  it("is a configuration electron-builder accepts", { timeout: 30_000 }, async () => {
    await expect(validateConfiguration(config, { isEnabled: false } as never)).resolves.toBeUndefined();
  });

  it("publishes update files to an https URL the installed app checks", () => {
    expect(config.publish.provider).toBe("generic");
    expect(new URL(config.publish.url).protocol).toBe("https:");
  });

  it("builds the mac zip electron-updater installs from, next to the dmg", () => {
    expect(config.mac.target).toEqual(expect.arrayContaining(["dmg", "zip"]));
    const pkg = JSON.parse(readFileSync(desktopFile("package.json"), "utf8"));
    expect(pkg.scripts.dist).toMatch(/--mac dmg zip/);
    expect(pkg.scripts.dist).toMatch(/--publish never/);
  });

  it("signs macOS builds with the hardened runtime and its entitlements, and notarizes them", () => {
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true });
    const entitlements = readFileSync(desktopFile(config.mac.entitlements), "utf8");
    expect(entitlements).toContain("<key>com.apple.security.cs.allow-jit</key>");
    expect(config.mac.entitlementsInherit).toBe(config.mac.entitlements);
  });

  it("keeps no signing secrets in the repository: they come from the environment", () => {
    const text = readFileSync(desktopFile("electron-builder.yml"), "utf8");
    for (const key of ["cscLink", "cscKeyPassword", "certificatePassword", "appleIdPassword", "password"]) {
      expect(text).not.toMatch(new RegExp(`^\\s*${key}:`, "m"));
    }
  });
});
