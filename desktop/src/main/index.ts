/**
 * Electron main process: wires the injected-API modules to the real electron API. Everything
 * with logic lives in the modules beside this file and is tested under plain Node.
 */
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  screen,
  session,
  shell,
  Tray,
} from "electron";
import { autoUpdater } from "electron-updater";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { DesktopCommand, DesktopRole } from "../../../ui/src/lib/desktop/desktop";
import { COMMAND_CHANNEL } from "../preload/api";
import { APP_SCHEME, AUTH_EMULATOR_ORIGIN, isLoopback, parseSettings, resolveApiOrigin, START_URL } from "./config";
import { contentSecurityPolicy } from "./csp";
import { googleSignIn } from "./google-handoff";
import { csvFiles, registerIpc } from "./ipc";
import { menuTemplate } from "./menu";
import { createAppProtocolHandler } from "./protocol";
import { keepRunningInBackground, showWindow, trayImagePath } from "./tray";
import { startUpdateChecks } from "./updates";
import { createMainWindow, denyPermissions, guardNavigation } from "./window";
import { windowState, type TextStore } from "./window-state";

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
]);

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
};

const fileStore = (path: string): TextStore => ({
  read: () => readText(path),
  write: (text) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  },
});

// Every web contents, whatever creates it, keeps to the app.
app.on("web-contents-created", (_event, contents) => guardNavigation(contents, shell));

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let win: BrowserWindow | undefined;
  // Starting the app again shows the running one, also when its window is hidden in the tray.
  app.on("second-instance", () => {
    if (win) showWindow(win);
  });
  // The window only really closes on quit (tray.ts hides it otherwise), macOS included.
  app.on("window-all-closed", () => app.quit());

  void app.whenReady().then(() => {
    const userData = app.getPath("userData");
    const apiOrigin = resolveApiOrigin({
      env: process.env,
      settings: parseSettings(readText(join(userData, "settings.json"))),
      isPackaged: app.isPackaged,
    });
    const uiRoot = app.isPackaged ? join(process.resourcesPath, "ui") : join(__dirname, "..", "..", "ui", "dist");
    const csp = contentSecurityPolicy({ authEmulatorOrigin: isLoopback(apiOrigin) ? AUTH_EMULATOR_ORIGIN : undefined });
    protocol.handle(
      APP_SCHEME,
      createAppProtocolHandler({ uiRoot, apiOrigin, csp, readFile: (path) => readFile(path), fetch: (url, init) => net.fetch(url, init) }),
    );
    denyPermissions(session.defaultSession);

    const state = windowState(fileStore(join(userData, "window-state.json")), {
      displays: () => screen.getAllDisplays().map((d) => d.workArea),
    });
    const window = createMainWindow({
      BrowserWindow,
      shell,
      preloadPath: join(__dirname, "preload.cjs"),
      bounds: state.load(),
      startUrl: START_URL,
      additionalArguments: [`--motomart-version=${app.getVersion()}`],
    });
    win = window;
    state.track(window);

    const send = (command: DesktopCommand) => window.webContents.send(COMMAND_CHANNEL, command);
    let role: DesktopRole = null;
    const applyMenu = () =>
      Menu.setApplicationMenu(
        Menu.buildFromTemplate(
          menuTemplate({
            role,
            isMac: process.platform === "darwin",
            send,
            reload: () => window.webContents.reload(),
            openExternal: (url) => void shell.openExternal(url),
            websiteUrl: apiOrigin,
          }),
        ),
      );
    applyMenu();

    // Held until closed or clicked: a collected Notification loses its click handler.
    const shownNotifications = new Set<Notification>();
    const showNotification = ({ title, body }: { title: string; body: string }, onClick: () => void) => {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body });
      shownNotifications.add(notification);
      notification.on("close", () => shownNotifications.delete(notification));
      notification.on("click", () => {
        shownNotifications.delete(notification);
        onClick();
      });
      notification.show();
    };

    const trayImage = trayImagePath({ isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, mainDir: __dirname });
    const background = keepRunningInBackground({
      platform: process.platform,
      app,
      window,
      createTray: () => new Tray(nativeImage.createFromPath(trayImage)),
      buildMenu: (template) => Menu.buildFromTemplate(template),
      onFirstHide: () =>
        showNotification(
          { title: "MotoMart is still running", body: "You keep getting notifications. Open or quit MotoMart from its tray icon." },
          () => showWindow(window),
        ),
    });
    startUpdateChecks({
      updater: autoUpdater,
      isPackaged: app.isPackaged,
      env: process.env,
      notify: showNotification,
      allowQuit: background.allowQuit,
      onUpdateReady: background.offerUpdate,
    });

    const google = googleSignIn({
      websiteOrigin: apiOrigin,
      openExternal: (url) => shell.openExternal(url),
      onHandedOver: () => showWindow(window),
    });
    registerIpc(ipcMain, {
      ...csvFiles({
        showOpenDialog: (options) => dialog.showOpenDialog(window, options),
        showSaveDialog: (options) => dialog.showSaveDialog(window, options),
        stat: (path) => stat(path),
        readFile: (path) => readFile(path, "utf8"),
        writeFile: (path, text) => writeFile(path, text, "utf8"),
      }),
      notify: ({ title, body, path }) =>
        showNotification({ title, body }, () => {
          showWindow(window);
          if (path) send({ type: "navigate", path });
        }),
      setRole: (next) => {
        role = next;
        applyMenu();
      },
      signInWithGoogle: () => google.signIn(),
      cancelGoogleSignIn: () => google.cancel(),
    });
  });
}
