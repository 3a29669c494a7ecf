import { join } from "node:path";
import type { MenuItemConstructorOptions } from "electron";

/** The tray image: resources/tray when installed (electron-builder.yml extraResources), build/tray in development. */
export const trayImagePath = (options: { isPackaged: boolean; resourcesPath: string; mainDir: string }): string =>
  options.isPackaged ? join(options.resourcesPath, "tray", "tray.png") : join(options.mainDir, "..", "build", "tray", "tray.png");

/** The window calls this module makes (a BrowserWindow in the app, a fake in tests). */
export interface HideableWindow {
  on(event: "close", listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: "session-end", listener: () => void): unknown;
  hide(): void;
  show(): void;
  focus(): void;
  isMinimized(): boolean;
  restore(): void;
}

/** Brings the window back from the tray, the dock or the taskbar. */
export function showWindow(win: Pick<HideableWindow, "show" | "focus" | "isMinimized" | "restore">): void {
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

interface TrayIcon<Menu> {
  setToolTip(text: string): void;
  setContextMenu(menu: Menu): void;
  on(event: "click", listener: () => void): unknown;
}

export interface BackgroundDeps<Menu> {
  platform: NodeJS.Platform;
  app: { on(event: "before-quit" | "activate", listener: () => void): unknown; quit(): void };
  window: HideableWindow;
  /** `new Tray(image)`; only called on Windows and Linux. */
  createTray(): TrayIcon<Menu>;
  /** `Menu.buildFromTemplate`. */
  buildMenu(template: MenuItemConstructorOptions[]): Menu;
  /** Told once, the first time closing hides the window to the tray. */
  onFirstHide?(): void;
}

export interface TrayMenuActions {
  open(): void;
  quit(): void;
  /** Present once an update is downloaded (src/main/updates.ts). */
  update?: { version: string; restart(): void };
}

function trayMenuTemplate(actions: TrayMenuActions): MenuItemConstructorOptions[] {
  return [
    { label: "Open MotoMart", click: () => actions.open() },
    ...(actions.update ? [{ label: `Restart to Install MotoMart ${actions.update.version}`, click: actions.update.restart }] : []),
    { type: "separator" },
    { label: "Quit MotoMart", click: () => actions.quit() },
  ];
}

/**
 * Closing the window hides it instead of destroying it, so the renderer's activity polling and
 * its native notifications (ui/src/app/desktop/desktop-bridge-impl.tsx) keep running. On
 * Windows and Linux a tray icon brings the window back or quits; on macOS the app stays in the
 * dock as usual and a click on the dock icon shows the window. Only a real quit (the tray's or
 * the menu's Quit, Cmd+Q, logging off, an update restart) lets the window close.
 */
export function keepRunningInBackground<Menu>(deps: BackgroundDeps<Menu>) {
  const { window } = deps;
  let quitting = false;
  let hiddenBefore = false;
  const allowQuit = () => {
    quitting = true;
  };
  const open = () => showWindow(window);

  deps.app.on("before-quit", allowQuit);
  // Windows ends the session without before-quit; a prevented close would hold up the log-off.
  window.on("session-end", allowQuit);

  // Referenced by the window's close listener below, so it lives as long as the window (a
  // garbage-collected Tray vanishes from the taskbar).
  const tray = deps.platform === "darwin" ? undefined : deps.createTray();
  const setMenu = (update?: TrayMenuActions["update"]) =>
    tray?.setContextMenu(deps.buildMenu(trayMenuTemplate({ open, quit: () => deps.app.quit(), update })));
  if (tray) {
    tray.setToolTip("MotoMart");
    setMenu();
    // Windows: a click on the icon opens the window (Linux shows the menu instead).
    tray.on("click", open);
  } else {
    deps.app.on("activate", open);
  }

  window.on("close", (event) => {
    if (quitting) return;
    event.preventDefault();
    window.hide();
    if (tray && !hiddenBefore) deps.onFirstHide?.();
    hiddenBefore = true;
  });

  return {
    allowQuit,
    /** Adds "Restart to Install" to the tray menu. */
    offerUpdate: (version: string, restart: () => void) => setMenu({ version, restart }),
  };
}
