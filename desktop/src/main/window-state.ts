import type { Rectangle } from "electron";

export interface WindowBounds {
  width: number;
  height: number;
  x?: number;
  y?: number;
  maximized?: boolean;
}

/** Where the state lives: a JSON file in app.getPath('userData') in the app, memory in tests. */
export interface TextStore {
  read(): string | null;
  write(text: string): void;
}

export const DEFAULT_BOUNDS: WindowBounds = { width: 1280, height: 820 };

interface TrackedWindow {
  on(event: "resize" | "move" | "close", listener: () => void): unknown;
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
}

const whole = (value: unknown, min: number): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= min ? value : undefined;

const overlaps = (a: Rectangle, b: Rectangle) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The window's size, position and maximized flag, remembered between runs. A broken file means
 * the defaults; a position on no current display (a monitor unplugged) is dropped so the OS
 * places the window.
 */
export function windowState(store: TextStore, options: { displays?: () => Rectangle[]; debounceMs?: number } = {}) {
  const load = (): WindowBounds => {
    let saved: Record<string, unknown>;
    try {
      saved = JSON.parse(store.read() ?? "{}") as Record<string, unknown>;
    } catch {
      return { ...DEFAULT_BOUNDS };
    }
    const width = whole(saved.width, 400);
    const height = whole(saved.height, 300);
    if (!width || !height) return { ...DEFAULT_BOUNDS };
    const bounds: WindowBounds = { width, height, maximized: saved.maximized === true };
    const x = typeof saved.x === "number" ? Math.round(saved.x) : undefined;
    const y = typeof saved.y === "number" ? Math.round(saved.y) : undefined;
    if (x !== undefined && y !== undefined) {
      const rect = { x, y, width, height };
      const displays = options.displays?.() ?? [rect];
      if (displays.some((area) => overlaps(rect, area))) Object.assign(bounds, { x, y });
    }
    return bounds;
  };

  const save = (win: TrackedWindow) => {
    const { x, y, width, height } = win.getNormalBounds();
    store.write(JSON.stringify({ x, y, width, height, maximized: win.isMaximized() }));
  };

  /** Saves after resizing/moving settles, and once more on close. */
  const track = (win: TrackedWindow) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => save(win), options.debounceMs ?? 500);
    };
    win.on("resize", later);
    win.on("move", later);
    win.on("close", () => {
      clearTimeout(timer);
      save(win);
    });
  };

  return { load, save, track };
}
