import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../env";
import { LIVE_PROTOCOL, type LiveEvent } from "../schemas/conversation";

/**
 * One per conversation (named by its id): holds the WebSockets of the participants who have the
 * conversation open and pushes each new message to them. Postgres stays the record — the API
 * stores a message first and only then calls `broadcast` — so a socket that misses something loses
 * nothing: the page reloads the thread from the API (and polls while it has no socket).
 *
 * Who may connect is decided before the request gets here (GET /api/conversations/:id/live checks
 * the token and that the caller is a participant); the object is not reachable any other way.
 * It uses the WebSocket Hibernation API (ctx.acceptWebSocket): between messages the object can be
 * evicted from memory while the sockets stay open, so idle conversations cost nothing.
 */
export class ConversationRoom extends DurableObject<Bindings> {
  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    // Answered by the runtime without waking the object: the page's keep-alive (ui/src/features/conversations).
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    // A browser that offered subprotocols drops a connection that does not pick one of them.
    const offered = (request.headers.get("Sec-WebSocket-Protocol") ?? "").split(",").map((p) => p.trim());
    const headers = offered.includes(LIVE_PROTOCOL) ? { "Sec-WebSocket-Protocol": LIVE_PROTOCOL } : undefined;
    return new Response(null, { status: 101, webSocket: client, headers });
  }

  /** Called by the API (RPC) once a message is committed; answers how many sockets it reached. */
  async broadcast(event: LiveEvent): Promise<number> {
    const data = JSON.stringify(event);
    let reached = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(data);
        reached += 1;
      } catch {
        // A socket closing right now: its page polls or reconnects.
      }
    }
    return reached;
  }

  /** Clients only listen (and ping, which the auto-response answers); anything else is ignored. */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    try {
      // 1005/1006 are reserved for "no status": they cannot be sent back.
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed (the runtime may answer the close itself).
    }
  }
}
