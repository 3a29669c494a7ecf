/**
 * Generates the demo artwork under ui/public/images (bikes, blog headers, home banners) so the
 * product looks complete offline without any external image URL. The SVGs are committed; rerun
 * with `npx tsx scripts/art/generate-images.ts` after changing a drawing here.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../lib/process";
import { bikeDrawing, type BikeStyle, type Paint } from "./bikes";
import { blogScene, type BlogTheme } from "./scenes";

const OUT = join(ROOT, "ui", "public", "images");

interface BikeArt extends Paint {
  file: string;
  style: BikeStyle;
  /** Background gradient, top to bottom. */
  sky: [string, string];
}

/** One file per look; seed-data.ts refers to these names. */
export const BIKE_ART: BikeArt[] = [
  { file: "sport-red", style: "sport", body: "#d7263d", accent: "#f5f5f5", sky: ["#1f2a44", "#47597e"] },
  { file: "sport-blue", style: "sport", body: "#1f6fd1", accent: "#ffd23f", sky: ["#e9eef6", "#b8c6db"] },
  { file: "cruiser-black", style: "cruiser", body: "#23252b", accent: "#c89b3c", sky: ["#f4d6a0", "#d9895b"] },
  { file: "cruiser-maroon", style: "cruiser", body: "#7a1f2b", accent: "#e6e6e6", sky: ["#2b2d42", "#5c5470"] },
  { file: "scooter-mint", style: "scooter", body: "#7fd1b9", accent: "#f7f3e3", sky: ["#fdf0d5", "#f3c98b"] },
  { file: "scooter-yellow", style: "scooter", body: "#f6c026", accent: "#3d3d3d", sky: ["#d6ecf3", "#8fc1d4"] },
  { file: "offroad-orange", style: "offroad", body: "#ff6b1a", accent: "#1d1d1d", sky: ["#cfe8ff", "#f5deb3"] },
  { file: "offroad-green", style: "offroad", body: "#3fbf3f", accent: "#111111", sky: ["#26323a", "#4f6d5e"] },
  { file: "touring-silver", style: "touring", body: "#9aa5b1", accent: "#1f3b57", sky: ["#0f2027", "#2c5364"] },
  { file: "touring-navy", style: "touring", body: "#1d3557", accent: "#e63946", sky: ["#f1faee", "#a8dadc"] },
];

export const BLOG_ART: Array<{ file: string; theme: BlogTheme; sky: [string, string] }> = [
  { file: "maintenance", theme: "maintenance", sky: ["#263238", "#455a64"] },
  { file: "buying-checklist", theme: "checklist", sky: ["#fff3e0", "#ffcc80"] },
  { file: "riding-gear", theme: "helmet", sky: ["#1a237e", "#3949ab"] },
  { file: "road-trip", theme: "road", sky: ["#ff9a8b", "#ffd39b"] },
  { file: "electric", theme: "electric", sky: ["#004d40", "#00897b"] },
  { file: "city-commute", theme: "city", sky: ["#2d1b4e", "#6a4c93"] },
];

function bikeFile(art: BikeArt): string {
  const [top, bottom] = art.sky;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${art.style} motorcycle">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.38"/></linearGradient>
</defs>
<rect width="800" height="600" fill="url(#sky)"/>
<circle cx="400" cy="330" r="320" fill="url(#glow)"/>
<g stroke="#ffffff" stroke-opacity="0.12" stroke-width="3" stroke-linecap="round">
  <line x1="40" y1="150" x2="190" y2="150"/><line x1="70" y1="180" x2="160" y2="180"/><line x1="620" y1="120" x2="760" y2="120"/><line x1="660" y1="150" x2="740" y2="150"/>
</g>
<rect y="488" width="800" height="112" fill="url(#floor)"/>
<line x1="0" y1="488" x2="800" y2="488" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>
${bikeDrawing(art.style, art, "b")}
</svg>
`;
}

function bannerFile(index: number): string {
  const scenes = [
    // Dusk over a coastal highway, sport bike.
    { sky: ["#ff7e5f", "#feb47b"], hills: ["#6d3b47", "#9a4f50"], road: "#3a2f3a", bike: BIKE_ART[0]! },
    // Night city, cruiser.
    { sky: ["#0b1026", "#2b3a67"], hills: ["#1c2541", "#243b55"], road: "#151a2d", bike: BIKE_ART[3]! },
    // Mountain morning, adventure/off-road.
    { sky: ["#89c2d9", "#d8f3dc"], hills: ["#40916c", "#74c69d"], road: "#6b705c", bike: BIKE_ART[6]! },
  ];
  const s = scenes[index]!;
  const skyline =
    index === 1
      ? Array.from({ length: 22 }, (_, i) => {
          const w = 50 + ((i * 37) % 40);
          const h = 120 + ((i * 71) % 190);
          const x = i * 75 - 10;
          const windows = Array.from({ length: Math.floor(h / 30) }, (_, j) =>
            (i + j) % 3 === 0
              ? ""
              : `<rect x="${x + 12}" y="${470 - h + 14 + j * 30}" width="${w - 24}" height="8" fill="#ffd166" opacity="${0.25 + ((i * j) % 5) / 10}"/>`,
          ).join("");
          return `<rect x="${x}" y="${470 - h}" width="${w}" height="${h}" fill="#111833"/>${windows}`;
        }).join("")
      : "";
  const sun =
    index === 1
      ? `<circle cx="640" cy="120" r="56" fill="#f8f4e3" opacity="0.9"/>${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 397) % 1600}" cy="${(i * 131) % 300}" r="${1 + (i % 3)}" fill="#ffffff" opacity="0.7"/>`).join("")}`
      : `<circle cx="${index === 0 ? 640 : 700}" cy="${index === 0 ? 360 : 140}" r="${index === 0 ? 120 : 80}" fill="#fff6d5" opacity="0.85"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 640" width="1600" height="640" role="img" aria-label="motorcycle banner">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient>
  <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.45"/><stop offset="0.55" stop-color="#000000" stop-opacity="0"/></linearGradient>
</defs>
<rect width="1600" height="640" fill="url(#sky)"/>
${sun}
<path d="M0 430 Q 200 300 420 400 T 860 360 T 1300 380 T 1600 340 V 640 H 0 Z" fill="${s.hills[1]}"/>
<path d="M0 470 Q 300 380 620 450 T 1200 430 T 1600 420 V 640 H 0 Z" fill="${s.hills[0]}"/>
${skyline}
<rect y="520" width="1600" height="120" fill="${s.road}"/>
<g stroke="#ffffff" stroke-opacity="0.6" stroke-width="8">${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 190 + 20}" y1="585" x2="${i * 190 + 110}" y2="585"/>`).join("")}</g>
<g transform="translate(760 30) scale(1.05)">${bikeDrawing(s.bike.style, s.bike, "b")}</g>
<rect width="1600" height="640" fill="url(#fade)"/>
</svg>
`;
}

function blogFile(art: (typeof BLOG_ART)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${art.theme}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.sky[0]}"/><stop offset="1" stop-color="${art.sky[1]}"/></linearGradient>
</defs>
<rect width="800" height="600" fill="url(#sky)"/>
${blogScene(art.theme)}
</svg>
`;
}

function write(dir: string, name: string, svg: string) {
  mkdirSync(join(OUT, dir), { recursive: true });
  writeFileSync(join(OUT, dir, `${name}.svg`), svg);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const art of BIKE_ART) write("bikes", art.file, bikeFile(art));
  for (const art of BLOG_ART) write("blogs", art.file, blogFile(art));
  for (const i of [0, 1, 2]) write("banner", `banner-${i + 1}`, bannerFile(i));
  console.log(`wrote ${BIKE_ART.length} bikes, ${BLOG_ART.length} blog images, 3 banners under ${OUT}`);
}
