import { connect } from "cloudflare:sockets";
import { roundTripsOfRequest } from "./round-trips";
import { SendBuffer } from "./send-buffer";

/** What the Neon driver reads of a WebSocket event: a message's bytes, an error's message. */
interface SocketEvent {
  data?: ArrayBuffer;
  message?: string;
  error?: unknown;
  code?: number;
}
type Listener = (event: SocketEvent) => void;
type EventName = "open" | "message" | "error" | "close";

const ignore = () => {};

/**
 * Local only: a WebSocket-shaped wrapper around a plain TCP socket (cloudflare:sockets), handed
 * to the Neon driver as its webSocketConstructor so it speaks the Postgres protocol straight to a
 * local server. Measured: inside the vitest-plugin runner an outbound WebSocket never opens,
 * while TCP sockets work, so the API tests use this instead of the WebSocket relay.
 *
 * Its listeners and events are plain JS objects, not workerd's EventTarget and Event classes (the
 * driver only calls addEventListener and reads `data`): each of those is a C++ object whose handle
 * outlives every minor collection until a major one frees the C++ side (an event per chunk read).
 * Measured with V8's GC trace on a keyword search: the handles a minor collection processed fell
 * from ~1,900 to ~1,000 (docs/benchmarks.md, "Where the p99 tail comes from").
 */
export class TcpWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  binaryType = "arraybuffer";
  readyState = TcpWebSocket.CONNECTING;
  readonly #listeners: Record<EventName, Listener[]> = { open: [], message: [], error: [], close: [] };
  readonly #trips = roundTripsOfRequest.getStore();
  readonly #socket: Socket;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #unsent = new SendBuffer();

  constructor(url: string) {
    // "ws://host:port/…" as the driver builds it (client.ts wsProxy); no URL object (one more C++ wrapper).
    const [, hostname, port] = /^wss?:\/\/([^/:]+):(\d+)/.exec(url) ?? [];
    this.#socket = connect({ hostname: hostname ?? "", port: Number(port) });
    this.#writer = this.#socket.writable.getWriter();
    // Failures surface through `opened` and reads; these would otherwise be unhandled rejections.
    this.#socket.closed.catch(ignore);
    this.#writer.closed.catch(ignore);
    this.#socket.opened.then(
      () => {
        this.readyState = TcpWebSocket.OPEN;
        this.#emit("open", {});
        void this.#pump();
      },
      (error: unknown) => this.#fail(error),
    );
  }

  addEventListener(type: EventName, listener: Listener): void {
    this.#listeners[type].push(listener);
  }

  removeEventListener(type: EventName, listener: Listener): void {
    const listeners = this.#listeners[type];
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  }

  /** Buffered until the turn ends (send-buffer.ts). */
  send(data: ArrayBufferView | ArrayBuffer): void {
    if (this.#unsent.add(data)) queueMicrotask(() => this.#flush());
  }

  #flush(): void {
    const bytes = this.#unsent.take();
    if (!bytes) return;
    this.#trips?.wrote();
    this.#writer.write(bytes).catch((error: unknown) => this.#fail(error));
  }

  close(): void {
    if (this.readyState === TcpWebSocket.CLOSED) return;
    // (The driver closes right after sending Terminate.)
    this.#flush();
    this.#socket.close().catch(ignore);
    this.#closed();
  }

  #emit(type: EventName, event: SocketEvent): void {
    for (const listener of this.#listeners[type]) listener(event);
  }

  async #pump(): Promise<void> {
    const reader = this.#socket.readable.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        // A chunk that is its whole buffer goes as it is: copying every chunk was ~3 % of what a
        // search request allocated (docs/benchmarks.md, "Where the p99 tail comes from").
        const whole = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
        const data = whole ? value.buffer : value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
        this.#trips?.read();
        this.#emit("message", { data });
      }
      this.#closed();
    } catch (error) {
      this.#fail(error);
    }
  }

  #fail(error: unknown): void {
    if (this.readyState === TcpWebSocket.CLOSED) return;
    this.#emit("error", { message: error instanceof Error ? error.message : String(error), error });
    this.#closed();
  }

  #closed(): void {
    if (this.readyState === TcpWebSocket.CLOSED) return;
    this.readyState = TcpWebSocket.CLOSED;
    this.#emit("close", { code: 1000 });
    for (const listeners of Object.values(this.#listeners)) listeners.length = 0;
  }
}
