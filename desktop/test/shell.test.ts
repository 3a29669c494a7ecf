import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type { MenuItemConstructorOptions } from "electron";
import { DEVELOPMENT_API_ORIGIN, normalizeOrigin, parseSettings, PRODUCTION_API_ORIGIN, resolveApiOrigin } from "../src/main/config";
import { menuTemplate } from "../src/main/menu";
import { DEFAULT_BOUNDS, windowState } from "../src/main/window-state";
import { FakeBrowserWindow } from "./fakes";

describe("API origin", () => {
  it("is production when packaged, npm start's URL in development", () => {
    expect(resolveApiOrigin({ env: {}, settings: {}, isPackaged: true })).toBe(PRODUCTION_API_ORIGIN);
    expect(resolveApiOrigin({ env: {}, settings: {}, isPackaged: false })).toBe(DEVELOPMENT_API_ORIGIN);
  });

  it("defaults to the custom domain the production worker is deployed on (wrangler.toml)", () => {
    const wrangler = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    const production = wrangler.slice(wrangler.indexOf("[env.production]"));
    const domain = /routes = \[\{ pattern = "([^"]+)", custom_domain = true \}\]/.exec(production)?.[1];
    expect(PRODUCTION_API_ORIGIN).toBe(`https://${domain}`);
  });

  it("takes MOTOMART_API_ORIGIN first, then settings.json", () => {
    const settings = parseSettings('{"apiOrigin":"https://staging.example.test/ignored/path"}');
    expect(resolveApiOrigin({ env: {}, settings, isPackaged: true })).toBe("https://staging.example.test");
    expect(resolveApiOrigin({ env: { MOTOMART_API_ORIGIN: "http://localhost:9000" }, settings, isPackaged: true })).toBe(
      "http://localhost:9000",
    );
  });

  it("refuses plain http to another machine, and anything that is not a URL", () => {
    expect(() => normalizeOrigin("http://api.example.test", "x")).toThrow(/https/);
    expect(() => normalizeOrigin("file:///etc", "x")).toThrow(/https/);
    expect(() => normalizeOrigin("nope", "x")).toThrow(/not a URL/);
    expect(parseSettings("{broken")).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });
});

describe("window state", () => {
  const memory = (text: string | null = null) => {
    const store = { text, read: () => store.text, write: (t: string) => void (store.text = t) };
    return store;
  };

  it("starts at the default size and remembers size, position and maximized", () => {
    vi.useFakeTimers();
    const store = memory();
    const state = windowState(store, { debounceMs: 100 });
    expect(state.load()).toEqual(DEFAULT_BOUNDS);
    const win = new FakeBrowserWindow({});
    state.track(win);
    win.bounds = { x: 100, y: 80, width: 1400, height: 900 };
    win.emit("resize");
    win.emit("move");
    expect(store.text).toBeNull();
    vi.advanceTimersByTime(100);
    expect(JSON.parse(store.text!)).toEqual({ x: 100, y: 80, width: 1400, height: 900, maximized: false });
    win.maximized = true;
    win.emit("close");
    expect(windowState(store).load()).toEqual({ x: 100, y: 80, width: 1400, height: 900, maximized: true });
    vi.useRealTimers();
  });

  it("falls back to defaults on a broken file and drops a position that is on no display", () => {
    expect(windowState(memory("{not json")).load()).toEqual(DEFAULT_BOUNDS);
    expect(windowState(memory('{"width":10,"height":10}')).load()).toEqual(DEFAULT_BOUNDS);
    const offscreen = windowState(memory('{"x":5000,"y":5000,"width":800,"height":600}'), {
      displays: () => [{ x: 0, y: 0, width: 1920, height: 1080 }],
    });
    expect(offscreen.load()).toEqual({ width: 800, height: 600, maximized: false });
  });
});

describe("native menu", () => {
  const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
    items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
  const build = (role: "seller" | "admin" | "buyer" | null) => {
    const send = vi.fn();
    const reload = vi.fn();
    const items = flatten(menuTemplate({ role, isMac: false, send, reload, openExternal: vi.fn(), websiteUrl: "https://motomart.app" }));
    const byKey = (accelerator: string) => items.find((item) => item.accelerator === accelerator);
    const click = (accelerator: string) => (byKey(accelerator)!.click as () => void)();
    return { items, byKey, click, send, reload };
  };

  it("has the frequent actions on accelerators, enabled for sellers", () => {
    const { byKey, click, send, reload } = build("seller");
    for (const key of ["CmdOrCtrl+N", "CmdOrCtrl+I", "CmdOrCtrl+E"]) expect(byKey(key)?.enabled).toBe(true);
    click("CmdOrCtrl+N");
    click("CmdOrCtrl+I");
    click("CmdOrCtrl+E");
    click("CmdOrCtrl+R");
    click("CmdOrCtrl+1");
    click("CmdOrCtrl+3");
    expect(send.mock.calls.map(([command]) => command)).toEqual([
      { type: "navigate", path: "/dashboard/addproduct" },
      { type: "import-csv" },
      { type: "export-csv" },
      { type: "navigate", path: "/dashboard" },
      { type: "navigate", path: "/dashboard/myproduct" },
    ]);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("numbers the signed-in role's dashboard pages and disables seller actions for others", () => {
    const admin = build("admin");
    expect(["CmdOrCtrl+1", "CmdOrCtrl+2", "CmdOrCtrl+3", "CmdOrCtrl+4"].map((key) => admin.byKey(key)?.label)).toEqual([
      "Overview",
      "All Sellers",
      "All Buyers",
      "Reported Items",
    ]);
    expect(admin.byKey("CmdOrCtrl+I")?.enabled).toBe(false);
    // Sellers and buyers reach their conversations ("Ask the seller") from the Go menu too.
    expect(build("seller").byKey("CmdOrCtrl+4")?.label).toBe("Ad figures");
    expect(build("seller").byKey("CmdOrCtrl+5")?.label).toBe("Messages");
    expect(build("buyer").byKey("CmdOrCtrl+3")?.label).toBe("Messages");
    const signedOut = build(null);
    expect(signedOut.byKey("CmdOrCtrl+1")?.label).toBe("Overview");
    expect(signedOut.byKey("CmdOrCtrl+2")).toBeUndefined();
  });
});
