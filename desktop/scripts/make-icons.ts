/**
 * Renders the app and tray icons in desktop/build from the brand mark (ui/public/favicon.svg) in
 * Chromium, so they stay the website's mark: `npx tsx desktop/scripts/make-icons.ts`, then commit
 * the PNGs. electron-builder converts icon.png / icon-mac.png to .ico and .icns itself
 * (desktop/electron-builder.yml); the tray images ship as resources/tray (src/main/tray.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { findChromium } from "../../scripts/lib/chromium";

const desktop = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const mark = readFileSync(fileURLToPath(new URL("../../ui/public/favicon.svg", import.meta.url)), "utf8");

/** Each file, its size in pixels, and the mark's share of it (macOS icons sit on Apple's 824/1024 grid). */
const ICONS = [
  { file: "build/icon.png", size: 1024, markSize: 1024 },
  { file: "build/icon-mac.png", size: 1024, markSize: 824 },
  { file: "build/tray/tray.png", size: 16, markSize: 16 },
  { file: "build/tray/tray@2x.png", size: 32, markSize: 32 },
] as const;

/** The mark centred on a transparent square. */
const page = (size: number, markSize: number) => {
  const svg = mark.replace("<svg ", `<svg width="${markSize}" height="${markSize}" `);
  return `<!doctype html><body style="margin:0;background:transparent">
    <div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center">${svg}</div>`;
};

const found = await findChromium();
const browser = await chromium.launch({ executablePath: found.path, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const tab = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await tab.setViewportSize({ width: icon.size, height: icon.size });
    await tab.setContent(page(icon.size, icon.markSize));
    const png = await tab.screenshot({ omitBackground: true });
    mkdirSync(dirname(desktop(icon.file)), { recursive: true });
    writeFileSync(desktop(icon.file), png);
    console.log(`${icon.file}: ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
