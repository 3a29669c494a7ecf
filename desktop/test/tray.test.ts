import { describe, expect, it, vi } from "vitest";
import { keepRunningInBackground, showWindow } from "../src/main/tray";
import { FakeApp, FakeBrowserWindow, FakeTray } from "./fakes";

const start = (platform: NodeJS.Platform) => {
  const win = new FakeBrowserWindow({});
  win.show();
  const app = new FakeApp([win]);
  const trays: FakeTray[] = [];
  const onFirstHide = vi.fn();
  const background = keepRunningInBackground({
    platform,
    app,
    window: win,
    createTray: () => {
      const tray = new FakeTray();
      trays.push(tray);
      return tray;
    },
    buildMenu: (template) => template,
    onFirstHide,
  });
  return { win, app, trays, onFirstHide, background };
};

describe.each(["win32", "linux"] as const)("closing the window on %s", (platform) => {
  it("hides it to a tray icon instead of quitting, so notifications keep coming", () => {
    const { win, app, trays } = start(platform);
    expect(trays).toHaveLength(1);
    expect(trays[0]!.toolTip).toBe("MotoMart");
    win.close();
    expect(win.destroyed).toBe(false);
    expect(win.shown).toBe(false);
    expect(app.quitCalls).toBe(0);
  });

  it("says once that the app is still running in the tray", () => {
    const { win, onFirstHide } = start(platform);
    win.close();
    win.show();
    win.close();
    expect(onFirstHide).toHaveBeenCalledOnce();
  });

  it("opens the window again from the tray menu, restored and focused", () => {
    const { win, trays } = start(platform);
    win.minimized = true;
    win.close();
    trays[0]!.choose("Open MotoMart");
    expect(win).toMatchObject({ shown: true, focused: true, minimized: false, destroyed: false });
  });

  it("opens the window on a click on the tray icon (Windows)", () => {
    const { win, trays } = start(platform);
    win.close();
    trays[0]!.emit("click");
    expect(win.shown).toBe(true);
  });

  it("really quits from the tray's Quit, closing the hidden window", () => {
    const { win, app, trays } = start(platform);
    win.close();
    trays[0]!.choose("Quit MotoMart");
    expect(app.quitCalls).toBe(1);
    expect(win.destroyed).toBe(true);
  });

  it("lets any other quit close the window too (File ▸ Quit, log-off)", () => {
    const viaMenu = start(platform);
    viaMenu.app.quit();
    expect(viaMenu.win.destroyed).toBe(true);
    const logOff = start(platform);
    logOff.win.emit("session-end");
    logOff.win.close();
    expect(logOff.win.destroyed).toBe(true);
  });

  it("offers a downloaded update in the tray menu", () => {
    const { trays, background } = start(platform);
    const restart = vi.fn();
    expect(trays[0]!.menu.map((item) => item.label ?? item.type)).toEqual(["Open MotoMart", "separator", "Quit MotoMart"]);
    background.offerUpdate("1.4.0", restart);
    trays[0]!.choose("Restart to Install MotoMart 1.4.0");
    expect(restart).toHaveBeenCalledOnce();
  });
});

describe("closing the window on macOS", () => {
  it("keeps the app in the dock without a tray icon; the dock icon shows the window", () => {
    const { win, app, trays, onFirstHide } = start("darwin");
    win.close();
    expect(trays).toHaveLength(0);
    expect(win.destroyed).toBe(false);
    expect(app.quitCalls).toBe(0);
    expect(onFirstHide).not.toHaveBeenCalled();
    app.emit("activate");
    expect(win.shown).toBe(true);
  });

  it("quits on Cmd+Q", () => {
    const { win, app } = start("darwin");
    app.quit();
    expect(win.destroyed).toBe(true);
  });
});

describe("showWindow (notification clicks, a second launch, Google sign-in)", () => {
  it("brings a hidden, minimized window to the front", () => {
    const win = new FakeBrowserWindow({});
    win.minimized = true;
    showWindow(win);
    expect(win).toMatchObject({ shown: true, focused: true, minimized: false });
  });
});
