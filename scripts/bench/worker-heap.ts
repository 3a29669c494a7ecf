/**
 * The Worker's own JavaScript heap, read through workerd's inspector (Chrome DevTools Protocol,
 * `Runtime.getHeapUsage`): what the load's RSS figure cannot tell apart — objects our code keeps
 * alive versus memory workerd itself holds (sockets, buffers, its allocator's free pages). Miniflare
 * opens the inspector when given `inspectorPort` (worker.ts); each worker is a target named
 * `core:user:<name>` in its /json list.
 */
import WebSocket from "ws";

export interface HeapReader {
  /** Used JS heap of the Worker's isolate, in MB. */
  usedMb(): Promise<number>;
  close(): void;
}

export async function openHeapReader(inspectorPort: number): Promise<HeapReader> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { webSocketDebuggerUrl?: string }[];
  const url = targets.map((t) => t.webSocketDebuggerUrl ?? "").find((u) => new URL(u).pathname.startsWith("/core:user:"));
  if (!url) throw new Error(`no worker among the inspector's targets on port ${inspectorPort}`);
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  let lastId = 0;
  const pending = new Map<number, (message: { result?: Record<string, unknown>; error?: { message: string } }) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
    if (message.id === undefined) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++lastId;
      const timer = setTimeout(() => reject(new Error(`inspector: ${method} unanswered`)), 10_000);
      pending.set(id, (message) => {
        clearTimeout(timer);
        if (message.error) reject(new Error(`inspector: ${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      });
      socket.send(JSON.stringify({ id, method }));
    });
  // workerd answers Runtime.* only once the domain is enabled.
  await call("Runtime.enable");
  return {
    usedMb: async () => Number((await call("Runtime.getHeapUsage")).usedSize) / 1024 / 1024,
    close: () => socket.close(),
  };
}
