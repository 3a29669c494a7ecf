/**
 * Automatic updates through electron-updater, from the publish provider in
 * desktop/electron-builder.yml (its app-update.yml ships inside the installed app).
 */

/** The part of electron-updater's `autoUpdater` used here (injected, so tests run under Node). */
interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  on(event: "update-downloaded", listener: (info: { version: string }) => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

/** Checked at start-up and then every six hours while the app runs (also in the tray). */
export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Only an installed app updates itself: not `npm start -w desktop`, nor with MOTOMART_DISABLE_UPDATES=1. */
export function updatesEnabled(options: { isPackaged: boolean; env: Record<string, string | undefined> }): boolean {
  const disabled = options.env.MOTOMART_DISABLE_UPDATES;
  return options.isPackaged && (!disabled || disabled === "0" || disabled.toLowerCase() === "false");
}

const updateReadyNotification = (version: string) => ({
  title: "Update ready to install",
  body: `MotoMart ${version} has been downloaded. Click to restart now, or it installs when you quit.`,
});

export interface UpdateDeps {
  updater: Updater;
  isPackaged: boolean;
  env: Record<string, string | undefined>;
  /** A native notification; onClick runs when the user clicks it. */
  notify(notification: { title: string; body: string }, onClick: () => void): void;
  /** Lets the window close on quit (it only hides otherwise: src/main/tray.ts). */
  allowQuit(): void;
  /** Offers the restart elsewhere too, e.g. in the tray menu. */
  onUpdateReady?(version: string, restart: () => void): void;
  repeat?(check: () => void, ms: number): unknown;
  warn?(message: string, error: unknown): void;
}

/**
 * Downloads new versions in the background and tells the user once per version when one is
 * ready; restarting installs it silently and opens the new version. Returns whether checks run.
 */
export function startUpdateChecks(deps: UpdateDeps): boolean {
  if (!updatesEnabled(deps)) return false;
  const { updater } = deps;
  const warn = deps.warn ?? ((message, error) => console.warn(message, error));
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  // Offline or the server is down: try again at the next check (an unhandled "error" would throw).
  updater.on("error", (error) => warn("Update check failed; trying again later.", error));

  const announced = new Set<string>();
  const restart = () => {
    deps.allowQuit();
    updater.quitAndInstall(true, true);
  };
  updater.on("update-downloaded", ({ version }) => {
    if (announced.has(version)) return;
    announced.add(version);
    deps.notify(updateReadyNotification(version), restart);
    deps.onUpdateReady?.(version, restart);
  });

  const check = () => {
    // A failed check is also emitted as "error" (electron-updater's AppUpdater), reported above.
    updater.checkForUpdates().catch(() => undefined);
  };
  check();
  (deps.repeat ?? setInterval)(check, UPDATE_CHECK_INTERVAL_MS);
  return true;
}
