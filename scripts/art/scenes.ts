/** Blog header illustrations on an 800×600 canvas (the background gradient is drawn by the caller). */
import { bikeDrawing, shade } from "./bikes";

export type BlogTheme = "maintenance" | "checklist" | "helmet" | "road" | "electric" | "city";

function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const radius = i % 4 < 2 ? r : r * 0.8;
    points.push(`${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(" ")}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.35}" fill="#00000055"/>`;
}

function dots(color: string): string {
  return Array.from(
    { length: 30 },
    (_, i) => `<circle cx="${(i * 263) % 800}" cy="${(i * 157) % 600}" r="${2 + (i % 3)}" fill="${color}" opacity="0.15"/>`,
  ).join("");
}

const SCENES: Record<BlogTheme, () => string> = {
  maintenance: () => `${dots("#ffffff")}
${gear(300, 300, 150, 12, "#90a4ae")}
${gear(520, 210, 80, 9, "#ffb300")}
${gear(540, 420, 60, 8, "#cfd8dc")}
<g transform="rotate(-40 400 300)">
  <rect x="230" y="282" width="340" height="36" rx="18" fill="#eceff1"/>
  <path d="M560 270 a50 50 0 1 1 0 60 l-20 -14 v-32 z" fill="#eceff1"/>
  <path d="M240 270 a50 50 0 1 0 0 60 l20 -14 v-32 z" fill="#eceff1"/>
</g>
<path d="M640 120 Q660 160 640 180 Q620 160 640 120 Z" fill="#ffd54f"/>`,

  checklist: () => `${dots("#e65100")}
<rect x="230" y="90" width="340" height="440" rx="24" fill="#8d6e63"/>
<rect x="256" y="130" width="288" height="380" rx="10" fill="#fffdf7"/>
<rect x="330" y="70" width="140" height="50" rx="14" fill="#5d4037"/>
${[0, 1, 2, 3, 4]
  .map(
    (i) => `<rect x="284" y="${170 + i * 66}" width="34" height="34" rx="6" fill="none" stroke="#6d4c41" stroke-width="4"/>
${i < 4 ? `<path d="M290 ${186 + i * 66} l9 10 l18 -22" fill="none" stroke="#2e7d32" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` : ""}
<rect x="336" y="${178 + i * 66}" width="${180 - (i % 2) * 50}" height="14" rx="7" fill="#d7ccc8"/>`,
  )
  .join("")}
<g transform="translate(520 330) scale(0.42)">${bikeDrawing("sport", { body: "#e53935", accent: "#ffffff" }, "c")}</g>`,

  helmet: () => `${dots("#ffffff")}
<ellipse cx="400" cy="500" rx="220" ry="26" fill="#000000" opacity="0.3"/>
<path d="M210 420 Q190 240 330 170 Q460 110 570 200 Q640 260 620 400 Q616 440 580 450 L250 460 Q214 456 210 420 Z" fill="#f5f5f5"/>
<path d="M300 200 Q420 140 540 200" fill="none" stroke="#e53935" stroke-width="22" stroke-linecap="round"/>
<path d="M420 240 Q560 230 612 300 Q620 350 600 372 L440 380 Q400 330 420 240 Z" fill="#263238"/>
<path d="M440 256 Q540 250 588 300 Q540 280 450 290 Z" fill="#ffffff" opacity="0.35"/>
<path d="M230 400 Q300 420 420 410" fill="none" stroke="#bdbdbd" stroke-width="8"/>
<rect x="250" y="440" width="330" height="22" rx="11" fill="#424242"/>
<path d="M240 300 Q260 230 320 200" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.7"/>`,

  road: () => `<circle cx="560" cy="200" r="90" fill="#fff3c4" opacity="0.9"/>
<path d="M0 330 L140 200 L260 300 L380 170 L520 310 L640 220 L800 330 V600 H0 Z" fill="#8e5a6e"/>
<path d="M140 200 L170 228 L150 240 L120 220 Z M380 170 L410 200 L380 210 L356 196 Z" fill="#ffffff" opacity="0.7"/>
<path d="M0 400 Q200 330 400 380 T800 360 V600 H0 Z" fill="#5e3b50"/>
<path d="M360 600 Q420 500 380 450 Q350 410 420 380 L440 380 Q380 420 410 452 Q460 510 440 600 Z" fill="#2f2530"/>
<path d="M398 590 Q430 520 400 470" fill="none" stroke="#ffe082" stroke-width="4" stroke-dasharray="14 12"/>
<g transform="translate(140 330) scale(0.38)">${bikeDrawing("touring", { body: "#1d3557", accent: "#e63946" }, "r")}</g>`,

  electric: () => `${dots("#ffffff")}
<rect x="250" y="150" width="260" height="330" rx="30" fill="#e0f2f1"/>
<rect x="330" y="120" width="100" height="40" rx="10" fill="#b2dfdb"/>
<rect x="278" y="300" width="204" height="152" rx="14" fill="#00e676"/>
<rect x="278" y="300" width="204" height="40" rx="10" fill="#69f0ae"/>
<path d="M400 190 L340 320 L390 320 L360 430 L450 290 L400 290 L430 190 Z" fill="#ffd600" stroke="#004d40" stroke-width="6" stroke-linejoin="round"/>
<path d="M510 330 Q600 330 610 420 Q616 480 680 480" fill="none" stroke="#263238" stroke-width="14" stroke-linecap="round"/>
<rect x="660" y="456" width="60" height="48" rx="8" fill="#37474f"/>
<rect x="716" y="466" width="24" height="8" fill="#90a4ae"/><rect x="716" y="486" width="24" height="8" fill="#90a4ae"/>`,

  city: () => `${Array.from({ length: 12 }, (_, i) => {
    const w = 60 + ((i * 29) % 30);
    const h = 160 + ((i * 83) % 220);
    const x = i * 70 - 10;
    const windows = Array.from({ length: Math.floor(h / 34) }, (_, j) =>
      (i + j) % 3 === 0
        ? ""
        : `<rect x="${x + 10}" y="${480 - h + 16 + j * 34}" width="${w - 20}" height="10" fill="#ffd166" opacity="0.55"/>`,
    ).join("");
    return `<rect x="${x}" y="${480 - h}" width="${w}" height="${h}" fill="${shade("#2d1b4e", -0.3)}"/>${windows}`;
  }).join("")}
<circle cx="660" cy="110" r="44" fill="#f8f4e3"/>
<rect y="480" width="800" height="120" fill="#1b1030"/>
<g stroke="#ffffff" stroke-opacity="0.5" stroke-width="6">${[0, 1, 2, 3, 4].map((i) => `<line x1="${i * 180 + 20}" y1="545" x2="${i * 180 + 100}" y2="545"/>`).join("")}</g>
<g transform="translate(190 190) scale(0.6)">${bikeDrawing("scooter", { body: "#ff6b6b", accent: "#fff3e0" }, "s")}</g>`,
};

export function blogScene(theme: BlogTheme): string {
  return SCENES[theme]();
}
