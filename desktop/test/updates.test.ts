import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { startUpdateChecks, UPDATE_CHECK_INTERVAL_MS, updatesEnabled, type UpdateDeps } from "../src/main/updates";

/** electron-updater's autoUpdater: events, check and install calls recorded (in `log` too). */
class FakeUpdater extends EventEmitter {
  constructor(readonly log: string[] = []) {
    super();
  }
  autoDownload = false;
  autoInstallOnAppQuit = false;
  checks = 0;
  installs: unknown[][] = [];
  checkResult: Promise<unknown> = Promise.resolve(null);
  checkForUpdates() {
    this.checks += 1;
    return this.checkResult;
  }
  quitAndInstall(...args: unknown[]) {
    this.log.push("quitAndInstall");
    this.installs.push(args);
  }
}

const start = (over: Partial<UpdateDeps> = {}) => {
  const order: string[] = [];
  const updater = new FakeUpdater(order);
  const notifications: { title: string; body: string; click: () => void }[] = [];
  const repeats: { check: () => void; ms: number }[] = [];
  const deps: UpdateDeps = {
    updater,
    isPackaged: true,
    env: {},
    notify: (notification, onClick) => void notifications.push({ ...notification, click: onClick }),
    allowQuit: () => void order.push("allowQuit"),
    onUpdateReady: vi.fn(),
    repeat: (check, ms) => repeats.push({ check, ms }),
    warn: vi.fn(),
    ...over,
  };
  const started = startUpdateChecks(deps);
  return { updater, deps, started, notifications, repeats, order };
};

describe("automatic updates", () => {
  it("never run in development (npm start -w desktop)", () => {
    const { started, updater } = start({ isPackaged: false });
    expect(started).toBe(false);
    expect(updater.checks).toBe(0);
  });

  it("can be turned off with MOTOMART_DISABLE_UPDATES", () => {
    expect(start({ env: { MOTOMART_DISABLE_UPDATES: "1" } }).updater.checks).toBe(0);
    expect(updatesEnabled({ isPackaged: true, env: { MOTOMART_DISABLE_UPDATES: "0" } })).toBe(true);
  });

  it("check at start-up when packaged, download in the background, and check again every 6 hours", () => {
    const { started, updater, repeats } = start();
    expect(started).toBe(true);
    expect(updater.checks).toBe(1);
    expect(updater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true });
    expect(repeats.map((r) => r.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    repeats[0]!.check();
    expect(updater.checks).toBe(2);
  });

  it("tell the user once a version is downloaded; a click restarts into it", () => {
    const { updater, notifications, deps, order } = start();
    updater.emit("update-downloaded", { version: "1.4.0" });
    updater.emit("update-downloaded", { version: "1.4.0" });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ title: "Update ready to install" });
    expect(notifications[0]!.body).toMatch(/MotoMart 1\.4\.0 .*restart/);
    expect(deps.onUpdateReady).toHaveBeenCalledWith("1.4.0", expect.any(Function));
    expect(updater.installs).toHaveLength(0);

    notifications[0]!.click();
    // The window may only hide on close (tray.ts): quitting is allowed before the updater quits.
    expect(order).toEqual(["allowQuit", "quitAndInstall"]);
    expect(updater.installs).toEqual([[true, true]]);
  });

  it("keep the app running when the update server cannot be reached", async () => {
    const offline = new Error("net::ERR_INTERNET_DISCONNECTED");
    const updater = new FakeUpdater();
    updater.checkResult = Promise.reject(offline);
    const warn = vi.fn();
    startUpdateChecks({ updater, isPackaged: true, env: {}, notify: vi.fn(), allowQuit: vi.fn(), repeat: vi.fn(), warn });
    expect(() => updater.emit("error", offline)).not.toThrow();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Update check failed/), offline);
  });
});
