import { roundTripsOfRequest } from "./round-trips";
import { SendBuffer } from "./send-buffer";

/**
 * The Neon driver's WebSocket to the database (Neon's proxy in production, the local relay under
 * `npm start`): the runtime's own WebSocket, with what the driver sends in one turn of the event
 * loop sent as one message (send-buffer.ts). The driver reads only binaryType and the events, and
 * calls send and close. If the runtime cannot open it this way, the constructor throws and the
 * driver opens the socket with fetch instead (its own fallback, without the buffer).
 */
export class CoalescingWebSocket {
  readonly #socket: WebSocket;
  readonly #unsent = new SendBuffer();

  readonly #trips = roundTripsOfRequest.getStore();

  constructor(url: string) {
    this.#socket = new WebSocket(url);
    const trips = this.#trips;
    if (trips) this.#socket.addEventListener("message", () => trips.read());
  }

  get binaryType(): WebSocket["binaryType"] {
    return this.#socket.binaryType;
  }

  set binaryType(type: WebSocket["binaryType"]) {
    this.#socket.binaryType = type;
  }

  addEventListener(type: "open" | "message" | "error" | "close", listener: (event: Event) => void): void {
    this.#socket.addEventListener(type, listener);
  }

  removeEventListener(type: "open" | "message" | "error" | "close", listener: (event: Event) => void): void {
    this.#socket.removeEventListener(type, listener);
  }

  send(data: ArrayBufferView | ArrayBuffer): void {
    if (this.#unsent.add(data)) queueMicrotask(() => this.#flush());
  }

  close(): void {
    // (The driver closes right after sending Terminate.)
    this.#flush();
    this.#socket.close();
  }

  #flush(): void {
    const bytes = this.#unsent.take();
    // A socket closed meanwhile (the server went away) has reported it through its events.
    if (!bytes || this.#socket.readyState !== WebSocket.OPEN) return;
    this.#trips?.wrote();
    this.#socket.send(bytes);
  }
}
