import { connect } from "cloudflare:sockets";

/**
 * Local only: a WebSocket-shaped wrapper around a plain TCP socket (cloudflare:sockets), handed
 * to the Neon driver as its webSocketConstructor so it speaks the Postgres protocol straight to a
 * local server. Measured: inside the vitest-plugin runner an outbound WebSocket never opens,
 * while TCP sockets work, so the API tests use this instead of the WebSocket relay.
 */
export class TcpWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  binaryType = "arraybuffer";
  readyState = TcpWebSocket.CONNECTING;
  readonly #socket: Socket;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;

  constructor(url: string) {
    super();
    const { hostname, port } = new URL(url.replace(/^ws/, "http"));
    this.#socket = connect({ hostname, port: Number(port) });
    this.#writer = this.#socket.writable.getWriter();
    // Failures surface through `opened` and reads; these would otherwise be unhandled rejections.
    this.#socket.closed.catch(() => {});
    this.#writer.closed.catch(() => {});
    this.#socket.opened.then(
      () => {
        this.readyState = TcpWebSocket.OPEN;
        this.dispatchEvent(new Event("open"));
        void this.#pump();
      },
      (error: unknown) => this.#fail(error),
    );
  }

  send(data: ArrayBufferView | ArrayBuffer): void {
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    this.#writer.write(bytes).catch((error: unknown) => this.#fail(error));
  }

  close(): void {
    if (this.readyState === TcpWebSocket.CLOSED) return;
    this.#socket.close().catch(() => {});
    this.#closed();
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
        this.dispatchEvent(new MessageEvent("message", { data }));
      }
      this.#closed();
    } catch (error) {
      this.#fail(error);
    }
  }

  #fail(error: unknown): void {
    if (this.readyState === TcpWebSocket.CLOSED) return;
    this.dispatchEvent(new ErrorEvent("error", { message: error instanceof Error ? error.message : String(error), error }));
    this.#closed();
  }

  #closed(): void {
    if (this.readyState === TcpWebSocket.CLOSED) return;
    this.readyState = TcpWebSocket.CLOSED;
    this.dispatchEvent(new CloseEvent("close", { code: 1000 }));
  }
}
