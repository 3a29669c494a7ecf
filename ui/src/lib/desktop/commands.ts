import type { DesktopCommand } from "./desktop";

type Type = DesktopCommand["type"];
const listeners = new Map<Type, Set<(command: DesktopCommand) => void>>();
let pending: DesktopCommand | null = null;

/** The desktop app's window.motomartDesktop, or undefined on the website. */
export const desktop = () => (typeof window === "undefined" ? undefined : window.motomartDesktop);

/** Screens listen for menu commands of one type; a command that arrived before they mounted is handed over now. */
export function onDesktopCommand(type: Type, listener: (command: DesktopCommand) => void): () => void {
  const set = listeners.get(type) ?? new Set();
  listeners.set(type, set);
  set.add(listener);
  if (pending?.type === type) {
    const command = pending;
    pending = null;
    queueMicrotask(() => listener(command));
  }
  return () => void set.delete(listener);
}

/** Hands a command to the screens listening; keeps it for the next listener when none is. */
export function dispatchDesktopCommand(command: DesktopCommand, keep: boolean): boolean {
  const set = listeners.get(command.type);
  if (set?.size) {
    for (const listener of set) listener(command);
    return true;
  }
  if (keep) pending = command;
  return false;
}
