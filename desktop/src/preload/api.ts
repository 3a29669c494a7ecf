import type { IpcRenderer, IpcRendererEvent } from "electron";
import type { DesktopChannel, DesktopCommand, MotomartDesktop } from "../../../ui/src/lib/desktop/desktop";

/** The one channel the main process sends on: menu commands and notification clicks. */
export const COMMAND_CHANNEL = "desktop:command";

const COMMAND_TYPES = new Set<DesktopCommand["type"]>(["navigate", "import-csv", "export-csv", "select-all"]);

const isCommand = (value: unknown): value is DesktopCommand => {
  const command = value as DesktopCommand | null;
  if (!command || typeof command !== "object" || !COMMAND_TYPES.has(command.type)) return false;
  return (
    command.type !== "navigate" || (typeof command.path === "string" && command.path.startsWith("/") && !command.path.startsWith("//"))
  );
};

/** Electron prefixes a main-process error with "Error invoking remote method 'x': Error: "; users see the rest. */
export const userMessage = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Error invoking remote method '[^']*': (?:\w+: )?/, "");
};

/**
 * `window.motomartDesktop`: each method invokes one named channel; the renderer never sees
 * ipcRenderer itself, nor the IPC event of a command (only the command's plain data).
 */
export function createDesktopApi(
  ipc: Pick<IpcRenderer, "invoke" | "on" | "removeListener">,
  info: { platform: string; version: string },
): MotomartDesktop {
  const invoke = (channel: DesktopChannel, ...args: unknown[]) =>
    ipc.invoke(channel, ...args).catch((error: unknown) => {
      throw new Error(userMessage(error));
    });
  return {
    platform: info.platform,
    version: info.version,
    openCsv: () => invoke("csv:open"),
    saveCsv: (suggestedName, text) => invoke("csv:save", { suggestedName, text }),
    notify: ({ title, body, path }) => invoke("notify", path === undefined ? { title, body } : { title, body, path }),
    setRole: (role) => invoke("session:role", role),
    signInWithGoogle: () => invoke("auth:google"),
    cancelGoogleSignIn: () => invoke("auth:google-cancel"),
    onCommand(listener) {
      const relay = (_event: IpcRendererEvent, command: unknown) => {
        if (isCommand(command)) listener(command);
      };
      ipc.on(COMMAND_CHANNEL, relay);
      return () => {
        ipc.removeListener(COMMAND_CHANNEL, relay);
      };
    },
  };
}
