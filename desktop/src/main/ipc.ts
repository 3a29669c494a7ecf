import { basename } from "node:path";
import type { IpcMain, IpcMainInvokeEvent } from "electron";
import { z } from "zod";
import type {
  DesktopChannel,
  DesktopCsvFile,
  DesktopGoogleCredential,
  DesktopNotification,
  DesktopRole,
} from "../../../ui/src/lib/desktop/desktop";
import { isAppUrl } from "./window";

/** A CSV file the app reads or writes at most (a 1,000-row import is ~0.5 MB). */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

const appPath = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[A-Za-z0-9/_\-?=&.%]*$/, "an app path such as /dashboard/myproduct");

/** Each channel's arguments, checked before the handler runs; anything else is refused. */
const channelArgs = {
  "csv:open": z.tuple([]),
  "csv:save": z.tuple([
    z.strictObject({
      suggestedName: z.string().regex(/^[\w .()-]{1,100}\.csv$/i, "a plain file name ending in .csv"),
      text: z.string().max(MAX_CSV_BYTES),
    }),
  ]),
  notify: z.tuple([z.strictObject({ title: z.string().min(1).max(120), body: z.string().max(500), path: appPath.optional() })]),
  "session:role": z.tuple([z.enum(["admin", "seller", "buyer"]).nullable()]),
  "auth:google": z.tuple([]),
  "auth:google-cancel": z.tuple([]),
} satisfies Record<DesktopChannel, z.ZodType>;

export interface IpcDeps {
  openCsv(): Promise<DesktopCsvFile | null>;
  saveCsv(suggestedName: string, text: string): Promise<boolean>;
  notify(notification: DesktopNotification): void;
  setRole(role: DesktopRole): void;
  signInWithGoogle(): Promise<DesktopGoogleCredential | null>;
  cancelGoogleSignIn(): void;
}

type Handlers = { [C in DesktopChannel]: (...args: z.infer<(typeof channelArgs)[C]>) => unknown };

/** The message a refused call rejects with in the renderer. */
class IpcRefused extends Error {}

/**
 * Registers the named channels of the preload contract, and only those. A call from a frame that
 * is not the app itself, or with arguments that do not match the channel's schema, is refused.
 */
export function registerIpc(ipcMain: Pick<IpcMain, "handle">, deps: IpcDeps): DesktopChannel[] {
  const handlers: Handlers = {
    "csv:open": () => deps.openCsv(),
    "csv:save": ({ suggestedName, text }) => deps.saveCsv(suggestedName, text),
    notify: (notification) => deps.notify(notification),
    "session:role": (role) => deps.setRole(role),
    "auth:google": () => deps.signInWithGoogle(),
    "auth:google-cancel": () => deps.cancelGoogleSignIn(),
  };
  const channels = Object.keys(handlers) as DesktopChannel[];
  for (const channel of channels) {
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      const from = event.senderFrame?.url ?? "";
      if (!isAppUrl(from)) throw new IpcRefused(`${channel}: refused a call from outside the app.`);
      const parsed = channelArgs[channel].safeParse(args);
      if (!parsed.success) throw new IpcRefused(`${channel}: invalid arguments (${parsed.error.issues[0]?.message ?? "bad input"}).`);
      return (handlers[channel] as (...a: unknown[]) => unknown)(...(parsed.data as unknown[]));
    });
  }
  return channels;
}

export interface CsvDialogDeps {
  showOpenDialog(options: Electron.OpenDialogOptions): Promise<Electron.OpenDialogReturnValue>;
  showSaveDialog(options: Electron.SaveDialogOptions): Promise<Electron.SaveDialogReturnValue>;
  stat(path: string): Promise<{ size: number }>;
  readFile(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
}

const CSV_FILTERS = [{ name: "CSV files", extensions: ["csv"] }];

/** csv:open and csv:save on native dialogs: the renderer never names a path itself. */
export function csvFiles(deps: CsvDialogDeps): Pick<IpcDeps, "openCsv" | "saveCsv"> {
  return {
    async openCsv() {
      const picked = await deps.showOpenDialog({ title: "Import bikes from CSV", filters: CSV_FILTERS, properties: ["openFile"] });
      const path = picked.filePaths[0];
      if (picked.canceled || !path) return null;
      const { size } = await deps.stat(path);
      if (size > MAX_CSV_BYTES) throw new IpcRefused(`${basename(path)} is larger than 5 MB; split it into smaller files.`);
      return { name: basename(path), text: await deps.readFile(path) };
    },
    async saveCsv(suggestedName, text) {
      const picked = await deps.showSaveDialog({ title: "Export to CSV", defaultPath: suggestedName, filters: CSV_FILTERS });
      if (picked.canceled || !picked.filePath) return false;
      const path = picked.filePath.toLowerCase().endsWith(".csv") ? picked.filePath : `${picked.filePath}.csv`;
      await deps.writeFile(path, text);
      return true;
    },
  };
}
