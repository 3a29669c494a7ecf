/**
 * What the Neon driver sends in one turn of the event loop, to leave as one message when the turn
 * ends (a microtask): the driver sends each protocol message on its own (parse, bind, describe,
 * execute, sync), and its own coalescing (neonConfig.coalesceWrites) waits for a setTimeout(0),
 * which in workerd cost ~1 ms per round trip. Measured interleaved at 1M bikes over the local TCP
 * transport: health (a connection and `select 1`) 2.8 → 1.7 ms mean, a keyword search's results
 * 12.2 → 10.0 ms. client.ts turns the driver's coalescing off; both of the driver's sockets
 * (coalescing-websocket.ts, tcp-websocket.ts) buffer with this instead.
 */
export class SendBuffer {
  readonly #chunks: Uint8Array[] = [];

  /** Adds a message; true when it is the first since the last take: the caller then schedules one. */
  add(data: ArrayBufferView | ArrayBuffer): boolean {
    this.#chunks.push(data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    return this.#chunks.length === 1;
  }

  /** Everything added since the last take, as one chunk; undefined when nothing was. */
  take(): Uint8Array | undefined {
    if (this.#chunks.length <= 1) return this.#chunks.pop();
    const bytes = new Uint8Array(this.#chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
    let at = 0;
    for (const chunk of this.#chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    this.#chunks.length = 0;
    return bytes;
  }
}
