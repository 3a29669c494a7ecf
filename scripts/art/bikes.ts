/** Stylised side views of motorcycles (facing right) on an 800×600 canvas, ground at y≈490. */

export type BikeStyle = "sport" | "cruiser" | "scooter" | "offroad" | "touring";

export interface Paint {
  /** Main paint colour. */
  body: string;
  /** Stripes, decals, seams. */
  accent: string;
}

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) => Math.round(c + (target - c) * a))
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;
}

function defs(p: string, paint: Paint): string {
  return `<defs>
  <linearGradient id="${p}-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint.body, 0.3)}"/><stop offset="0.5" stop-color="${paint.body}"/><stop offset="1" stop-color="${shade(paint.body, -0.35)}"/></linearGradient>
  <linearGradient id="${p}-chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfcfd"/><stop offset="0.45" stop-color="#aab2bb"/><stop offset="0.55" stop-color="#8a929c"/><stop offset="1" stop-color="#e4e8ec"/></linearGradient>
  <linearGradient id="${p}-metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b7079"/><stop offset="1" stop-color="#2b2e33"/></linearGradient>
  <linearGradient id="${p}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8f6ff" stop-opacity="0.85"/><stop offset="1" stop-color="#7fb8e0" stop-opacity="0.45"/></linearGradient>
  <radialGradient id="${p}-shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.45"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
</defs>`;
}

type WheelKind = "cast" | "wire" | "disc";

function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [Math.round((cx + r * Math.cos(a)) * 10) / 10, Math.round((cy + r * Math.sin(a)) * 10) / 10];
}

function wheel(p: string, cx: number, cy: number, r: number, kind: WheelKind, rim: string, knobby = false): string {
  const parts: string[] = [];
  if (knobby) {
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r + 3}" fill="none" stroke="#141417" stroke-width="9" stroke-dasharray="8 6"/>`);
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#17181b"/>`);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="#2c2e33" stroke-width="3"/>`);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="#24262b"/>`);
  if (kind === "disc") {
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.74}" fill="${rim}"/>`);
    for (let i = 0; i < 5; i++) {
      const [x, y] = polar(cx, cy, r * 0.45, i * 72 - 90);
      parts.push(`<circle cx="${x}" cy="${y}" r="${r * 0.13}" fill="#24262b"/>`);
    }
  } else {
    // Brake disc behind the spokes.
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.46}" fill="url(#${p}-chrome)" opacity="0.9"/>`);
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.38}" fill="none" stroke="#5d636b" stroke-width="3" stroke-dasharray="2 6"/>`);
    if (kind === "cast") {
      for (let i = 0; i < 5; i++) {
        for (const offset of [-9, 9]) {
          const [x, y] = polar(cx, cy, r * 0.76, i * 72 - 90 + offset);
          const [hx, hy] = polar(cx, cy, r * 0.16, i * 72 - 90);
          parts.push(
            `<line x1="${hx}" y1="${hy}" x2="${x}" y2="${y}" stroke="${rim}" stroke-width="${Math.max(4, r * 0.07)}" stroke-linecap="round"/>`,
          );
        }
      }
    } else {
      for (let i = 0; i < 28; i++) {
        const [x, y] = polar(cx, cy, r * 0.76, i * (360 / 28));
        const [hx, hy] = polar(cx, cy, r * 0.12, i * (360 / 28) + (i % 2 ? 40 : -40));
        parts.push(`<line x1="${hx}" y1="${hy}" x2="${x}" y2="${y}" stroke="#d9dde2" stroke-width="1.6"/>`);
      }
    }
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.77}" fill="none" stroke="${kind === "wire" ? `url(#${p}-chrome)` : rim}" stroke-width="${Math.max(4, r * 0.06)}"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="url(#${p}-chrome)"/>`);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.06}" fill="#3a3d42"/>`);
  return parts.join("\n");
}

function shadowUnder(p: string, cx: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="490" rx="${rx}" ry="22" fill="url(#${p}-shadow)"/>`;
}

/** A gloss highlight: a translucent white shape over painted panels. */
function gloss(d: string, opacity = 0.35): string {
  return `<path d="${d}" fill="#ffffff" opacity="${opacity}"/>`;
}

function sport(p: string, c: Paint): string {
  const body = `url(#${p}-body)`;
  return `${shadowUnder(p, 400, 330)}
${wheel(p, 220, 400, 82, "cast", c.accent)}
${wheel(p, 585, 400, 82, "cast", c.accent)}
<path d="M352 366 L218 392 L218 410 L358 390 Z" fill="url(#${p}-metal)"/>
<line x1="222" y1="398" x2="350" y2="378" stroke="#1c1d20" stroke-width="4" stroke-dasharray="3 3"/>
<path d="M246 318 L330 346 Q340 352 335 362 L327 380 Q322 388 312 384 L234 354 Q224 349 229 339 Z" fill="url(#${p}-chrome)"/>
<ellipse cx="238" cy="336" rx="10" ry="16" transform="rotate(20 238 336)" fill="#2a2c30"/>
<path d="M366 300 L472 296 L490 390 L372 402 Z" fill="url(#${p}-metal)"/>
<g stroke="#1d1f23" stroke-width="4">${[318, 334, 350, 366, 382].map((y) => `<line x1="${372}" y1="${y}" x2="${478}" y2="${y - 4}"/>`).join("")}</g>
<path d="M502 226 L372 300 L352 370" fill="none" stroke="url(#${p}-chrome)" stroke-width="20" stroke-linejoin="round" stroke-linecap="round"/>
<line x1="330" y1="296" x2="346" y2="360" stroke="${c.accent}" stroke-width="9" stroke-dasharray="4 3"/>
<line x1="503" y1="216" x2="566" y2="356" stroke="#d9a520" stroke-width="17" stroke-linecap="round"/>
<line x1="560" y1="340" x2="585" y2="400" stroke="#2d2f34" stroke-width="20" stroke-linecap="round"/>
<path d="M544 338 Q588 304 634 340 L626 348 Q588 320 552 346 Z" fill="${body}"/>
<path d="M347 268 L166 224 Q156 226 164 236 L200 264 L300 302 L354 306 Z" fill="${body}"/>
<path d="M204 244 L322 274 L318 284 L202 254 Z" fill="${c.accent}"/>
<path d="M300 258 Q360 244 422 250 L428 266 Q360 266 316 278 Z" fill="#1c1c1f"/>
<path d="M506 214 Q522 170 578 180 Q602 198 614 242 Q562 208 506 214 Z" fill="url(#${p}-glass)"/>
<path d="M410 262 Q416 222 460 212 L516 214 Q528 236 520 268 Q470 284 420 284 Z" fill="${body}"/>
<path d="M502 213 Q562 206 614 240 Q630 252 622 266 L592 280 Q562 300 550 340 L522 388 Q470 410 392 398 L386 362 Q420 332 470 320 Q500 302 506 272 Z" fill="${body}"/>
<path d="M440 334 Q500 322 550 300 L546 314 Q500 334 444 348 Z" fill="${c.accent}"/>
<path d="M598 246 L622 256 L615 268 L590 263 Z" fill="#fffbe8" stroke="#3b3d42" stroke-width="2"/>
<path d="M402 392 Q460 396 518 382" fill="none" stroke="${shade(c.body, -0.5)}" stroke-width="3"/>
${gloss("M428 252 Q436 226 468 220 L506 222 Q472 230 452 256 Z")}
${gloss("M520 222 Q566 216 604 244 Q566 232 528 236 Z", 0.3)}
<line x1="500" y1="214" x2="468" y2="206" stroke="#1f2024" stroke-width="7" stroke-linecap="round"/>
<line x1="548" y1="206" x2="560" y2="190" stroke="#1f2024" stroke-width="4"/>
<ellipse cx="566" cy="186" rx="12" ry="7" fill="#1f2024"/>
<circle cx="372" cy="362" r="7" fill="url(#${p}-chrome)"/>`;
}

function cruiser(p: string, c: Paint): string {
  const body = `url(#${p}-body)`;
  const cylinder = (angle: number, x: number) => `<g transform="rotate(${angle} ${x + 22} 392)">
  <rect x="${x}" y="300" width="44" height="86" rx="6" fill="url(#${p}-metal)"/>
  <g stroke="url(#${p}-chrome)" stroke-width="4">${[312, 324, 336, 348, 360, 372].map((y) => `<line x1="${x - 6}" y1="${y}" x2="${x + 50}" y2="${y}"/>`).join("")}</g>
  <rect x="${x - 4}" y="290" width="52" height="16" rx="5" fill="url(#${p}-chrome)"/>
</g>`;
  return `${shadowUnder(p, 410, 340)}
${wheel(p, 215, 410, 78, "wire", "#d9dde2")}
${wheel(p, 620, 410, 72, "wire", "#d9dde2")}
<line x1="360" y1="392" x2="215" y2="410" stroke="url(#${p}-metal)" stroke-width="12" stroke-linecap="round"/>
<line x1="298" y1="306" x2="215" y2="410" stroke="url(#${p}-chrome)" stroke-width="8" stroke-linecap="round"/>
<path d="M500 242 Q470 330 462 404 L360 406" fill="none" stroke="#26282c" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
${cylinder(-28, 368)}
${cylinder(28, 420)}
<rect x="350" y="368" width="130" height="50" rx="22" fill="url(#${p}-metal)"/>
<ellipse cx="405" cy="392" rx="26" ry="18" fill="url(#${p}-chrome)"/>
<circle cx="425" cy="352" r="22" fill="url(#${p}-chrome)"/><circle cx="425" cy="352" r="10" fill="${c.accent}"/>
<path d="M400 392 Q418 440 360 442 L126 436" fill="none" stroke="url(#${p}-chrome)" stroke-width="15" stroke-linecap="round"/>
<path d="M452 392 Q466 428 404 428 L136 420" fill="none" stroke="url(#${p}-chrome)" stroke-width="12" stroke-linecap="round"/>
<line x1="520" y1="230" x2="620" y2="410" stroke="url(#${p}-chrome)" stroke-width="16" stroke-linecap="round"/>
<path d="M576 364 Q620 322 670 366 L668 378 Q620 340 582 376 Z" fill="${body}"/>
<path d="M128 424 Q136 318 230 310 Q304 314 324 352 L308 360 Q282 330 230 330 Q160 336 150 424 Z" fill="${body}"/>
<path d="M214 298 Q240 298 258 312 L252 324 Q232 314 210 314 Z" fill="#3a2519"/>
<path d="M252 312 Q300 332 350 320 Q382 302 410 290 L420 302 Q386 324 360 338 Q300 352 250 328 Z" fill="#4a2e1f"/>
<path d="M398 292 Q420 246 482 244 Q532 246 534 270 Q522 292 470 298 Q430 302 398 302 Z" fill="${body}"/>
<path d="M412 286 Q440 262 480 258 Q514 258 522 270" fill="none" stroke="${c.accent}" stroke-width="3"/>
${gloss("M420 276 Q438 254 478 252 Q500 252 510 258 Q476 260 440 282 Z")}
${gloss("M150 372 Q156 330 214 322 Q180 336 166 376 Z", 0.25)}
<circle cx="562" cy="262" r="25" fill="url(#${p}-chrome)"/><circle cx="566" cy="262" r="17" fill="#fffbe8"/>
<path d="M524 236 Q520 192 506 180 L470 188" fill="none" stroke="url(#${p}-chrome)" stroke-width="8" stroke-linecap="round"/>
<line x1="470" y1="188" x2="452" y2="194" stroke="#111" stroke-width="11" stroke-linecap="round"/>
<line x1="512" y1="190" x2="530" y2="160" stroke="url(#${p}-chrome)" stroke-width="4"/><circle cx="532" cy="156" r="9" fill="url(#${p}-chrome)"/>
<rect x="462" y="402" width="46" height="8" rx="3" fill="#222"/>`;
}

function scooter(p: string, c: Paint): string {
  const body = `url(#${p}-body)`;
  return `${shadowUnder(p, 400, 280)}
${wheel(p, 245, 440, 50, "disc", c.accent)}
${wheel(p, 565, 440, 50, "disc", c.accent)}
<line x1="530" y1="240" x2="565" y2="440" stroke="url(#${p}-metal)" stroke-width="14" stroke-linecap="round"/>
<path d="M520 404 Q565 366 612 404 L606 414 Q565 384 526 414 Z" fill="${body}"/>
<path d="M372 410 L488 410 L494 430 L366 430 Z" fill="#2b2b2e"/>
<path d="M160 402 Q150 330 212 300 Q262 284 362 288 Q398 292 400 322 L394 412 L320 412 Q312 376 262 374 Q218 376 208 412 Z" fill="${body}"/>
<path d="M198 344 Q280 322 384 330" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>
${gloss("M176 350 Q184 316 226 304 Q270 294 340 296 Q260 306 214 322 Q188 334 184 356 Z")}
<path d="M468 424 Q466 300 500 230 L542 222 Q522 320 532 424 Z" fill="${body}"/>
${gloss("M484 400 Q482 300 506 240 L518 238 Q496 320 500 400 Z", 0.3)}
<path d="M186 292 Q198 260 262 260 L382 264 Q402 268 398 288 L210 296 Z" fill="#2a211c"/>
<line x1="150" y1="276" x2="214" y2="276" stroke="url(#${p}-chrome)" stroke-width="6" stroke-linecap="round"/>
<rect x="150" y="330" width="14" height="24" rx="4" fill="#d62828"/>
<path d="M482 216 Q522 196 566 206 L562 224 Q522 216 488 232 Z" fill="${body}"/>
<circle cx="556" cy="214" r="14" fill="url(#${p}-chrome)"/><circle cx="558" cy="214" r="9" fill="#fffbe8"/>
<line x1="496" y1="210" x2="470" y2="204" stroke="#1d1d1f" stroke-width="9" stroke-linecap="round"/>
<line x1="508" y1="206" x2="500" y2="166" stroke="url(#${p}-chrome)" stroke-width="4"/><circle cx="500" cy="160" r="11" fill="url(#${p}-chrome)"/>
<path d="M500 226 Q512 180 548 170 L560 176 Q532 194 526 222 Z" fill="url(#${p}-glass)"/>`;
}

function offroad(p: string, c: Paint): string {
  const body = `url(#${p}-body)`;
  return `${shadowUnder(p, 405, 330)}
${wheel(p, 220, 395, 88, "wire", "#c7ccd2", true)}
${wheel(p, 592, 395, 88, "wire", "#c7ccd2", true)}
<path d="M348 350 L216 386 L216 404 L352 370 Z" fill="url(#${p}-chrome)"/>
<line x1="326" y1="246" x2="348" y2="346" stroke="${c.body}" stroke-width="11" stroke-dasharray="4 3"/>
<path d="M362 292 L442 290 L452 372 L372 382 Z" fill="url(#${p}-metal)"/>
<g stroke="#1d1f23" stroke-width="4">${[306, 320, 334, 348].map((y) => `<line x1="368" y1="${y}" x2="446" y2="${y - 2}"/>`).join("")}</g>
<path d="M502 190 L442 282 L422 372 L350 372" fill="none" stroke="url(#${p}-chrome)" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>
<path d="M404 278 Q360 256 300 244 L196 226" fill="none" stroke="url(#${p}-chrome)" stroke-width="14" stroke-linecap="round"/>
<path d="M302 232 L190 212 L184 236 L296 256 Z" fill="#2a2c30"/>
<line x1="504" y1="176" x2="548" y2="278" stroke="#d9a520" stroke-width="20" stroke-linecap="round"/>
<line x1="546" y1="272" x2="592" y2="395" stroke="url(#${p}-chrome)" stroke-width="14" stroke-linecap="round"/>
<path d="M536 300 Q600 266 666 298 L644 308 Q600 290 546 314 Z" fill="${body}"/>
<path d="M334 212 L132 166 L144 186 L322 236 Z" fill="${body}"/>
<path d="M256 226 L352 232 L342 282 L280 272 Z" fill="${shade(c.body, 0.15)}"/>
<circle cx="308" cy="252" r="14" fill="#ffffff"/><path d="M302 246 L310 244 L310 262" fill="none" stroke="${c.accent}" stroke-width="4"/>
<path d="M248 198 L472 204 Q484 210 472 218 L268 222 Z" fill="${c.accent}"/>
<path d="M430 206 Q470 194 512 196 L532 240 Q522 292 460 302 L432 262 Z" fill="${body}"/>
<path d="M446 270 Q486 262 520 238 L526 252 Q492 280 452 286 Z" fill="${c.accent}"/>
${gloss("M440 214 Q474 204 504 204 L514 224 Q476 216 448 230 Z")}
<path d="M512 168 Q542 156 560 174 L552 222 Q532 228 516 216 Z" fill="#f4f4f4"/>
<path d="M520 182 Q538 176 550 186" fill="none" stroke="${c.body}" stroke-width="5"/>
<line x1="500" y1="170" x2="464" y2="158" stroke="#1f2024" stroke-width="8" stroke-linecap="round"/>
<line x1="470" y1="156" x2="450" y2="150" stroke="#111" stroke-width="11" stroke-linecap="round"/>`;
}

function touring(p: string, c: Paint): string {
  const body = `url(#${p}-body)`;
  return `${shadowUnder(p, 400, 350)}
${wheel(p, 215, 410, 78, "cast", "#c9ced4")}
${wheel(p, 600, 410, 74, "cast", "#c9ced4")}
<path d="M356 388 L212 402 L212 418 L360 404 Z" fill="url(#${p}-metal)"/>
<path d="M340 412 L150 404 Q132 404 132 416 Q132 428 150 428 L340 424 Z" fill="url(#${p}-chrome)"/>
<path d="M372 316 L484 312 L494 404 L376 412 Z" fill="url(#${p}-metal)"/>
<rect x="430" y="374" width="84" height="34" rx="14" fill="url(#${p}-chrome)"/>
<g stroke="#5b616a" stroke-width="3">${[436, 448, 460, 472].map((x) => `<line x1="${x}" y1="376" x2="${x}" y2="406"/>`).join("")}</g>
<path d="M486 312 Q530 340 512 396" fill="none" stroke="url(#${p}-chrome)" stroke-width="7" stroke-linecap="round"/>
<line x1="528" y1="244" x2="600" y2="410" stroke="url(#${p}-chrome)" stroke-width="16" stroke-linecap="round"/>
<path d="M560 356 Q600 318 646 358 L640 368 Q600 334 566 366 Z" fill="${body}"/>
<path d="M136 298 L300 298 Q312 298 312 310 L308 382 Q306 394 294 394 L150 394 Q134 394 134 380 Z" fill="${body}"/>
<path d="M140 330 L310 330" stroke="${c.accent}" stroke-width="5"/>
<rect x="196" y="308" width="28" height="10" rx="3" fill="url(#${p}-chrome)"/>
${gloss("M146 306 L290 306 Q296 306 296 312 L294 322 L144 322 Z", 0.3)}
<path d="M240 250 L332 262 L452 276 L456 320 L376 326 L300 304 L240 296 Z" fill="${body}"/>
<path d="M252 284 L440 302" stroke="${shade(c.body, -0.45)}" stroke-width="3"/>
<rect x="158" y="240" width="100" height="8" rx="3" fill="url(#${p}-chrome)"/>
<path d="M150 172 L262 172 Q276 172 276 186 L272 240 L154 240 Q144 240 144 230 L144 182 Q144 172 150 172 Z" fill="${body}"/>
<rect x="142" y="212" width="136" height="6" fill="${c.accent}"/>
<rect x="146" y="200" width="8" height="18" rx="2" fill="#d62828"/>
${gloss("M156 180 L262 180 Q268 180 268 188 L266 200 L152 200 L152 186 Q152 180 156 180 Z", 0.3)}
<path d="M240 232 Q290 228 336 244 L334 266 Q290 256 244 258 Z" fill="#1d1d20"/>
<path d="M334 244 Q392 268 446 258 Q456 270 448 282 Q390 292 334 266 Z" fill="#1d1d20"/>
<path d="M430 276 Q450 240 500 236 L540 240 Q548 270 522 302 L442 302 Z" fill="${body}"/>
<path d="M534 238 Q552 148 604 136 Q626 178 640 284 Q594 236 534 238 Z" fill="url(#${p}-glass)"/>
<path d="M522 240 Q592 230 642 290 Q652 322 622 332 L562 338 Q542 322 522 302 Z" fill="${body}"/>
<path d="M468 302 L562 338 L524 374 L470 364 Z" fill="${shade(c.body, -0.25)}"/>
<path d="M540 300 Q590 296 634 312" fill="none" stroke="${c.accent}" stroke-width="5"/>
${gloss("M444 270 Q460 248 496 244 L528 246 Q490 256 462 278 Z")}
${gloss("M540 250 Q590 244 626 282 Q588 262 548 264 Z", 0.3)}
<path d="M614 292 L644 298 L638 314 L610 308 Z" fill="#fffbe8" stroke="#3b3d42" stroke-width="2"/>
<ellipse cx="572" cy="250" rx="14" ry="8" fill="${shade(c.body, -0.3)}"/>
<line x1="520" y1="238" x2="496" y2="226" stroke="#1f2024" stroke-width="8" stroke-linecap="round"/>`;
}

const DRAW: Record<BikeStyle, (p: string, c: Paint) => string> = { sport, cruiser, scooter, offroad, touring };

/** The bike as an SVG fragment (with its own defs, ids prefixed by `idPrefix`). */
export function bikeDrawing(style: BikeStyle, paint: Paint, idPrefix: string): string {
  return `<g>${defs(idPrefix, paint)}\n${DRAW[style](idPrefix, paint)}\n</g>`;
}
