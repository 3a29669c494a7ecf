import { useEffect, useRef, useState } from "react";
import { LIVE_PROTOCOL } from "../../../../../edge-api/src/schemas/conversation";
import { getIdToken } from "../../../lib/auth/id-token";

/** A socket that closed is opened again after this long (polling covers the gap). */
const RECONNECT_MS = 10_000;
/** Keeps idle connections from being dropped by proxies; the Durable Object answers without waking. */
const PING_MS = 30_000;

/**
 * The conversation's live socket (GET /api/conversations/:id/live, a Durable Object per
 * conversation): `onMessage` runs for each new message, and once when the socket opens (to catch
 * up on anything sent while it was connecting). Answers whether the socket is open; while it is
 * not, the caller polls. Browsers cannot put the ID token in a header of a WebSocket, so it goes as
 * the second subprotocol after LIVE_PROTOCOL. The desktop app's pages (app://) have no WebSocket
 * route to the API, so they only poll.
 */
export function useLiveUpdates(conversationId: number, enabled: boolean, onMessage: () => void): boolean {
  const [open, setOpen] = useState(false);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    if (!enabled || !/^https?:$/.test(window.location.protocol)) return;
    let stopped = false;
    let socket: WebSocket | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;

    const connect = async () => {
      const token = await getIdToken().catch(() => null);
      if (stopped || !token) return;
      const scheme = window.location.protocol === "https:" ? "wss" : "ws";
      socket = new WebSocket(`${scheme}://${window.location.host}/api/conversations/${conversationId}/live`, [LIVE_PROTOCOL, token]);
      socket.addEventListener("open", () => {
        setOpen(true);
        handler.current();
        ping = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send("ping"), PING_MS);
      });
      socket.addEventListener("message", (event) => {
        if (event.data !== "pong") handler.current();
      });
      socket.addEventListener("close", () => {
        setOpen(false);
        clearInterval(ping);
        if (!stopped) reconnect = setTimeout(() => void connect(), RECONNECT_MS);
      });
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(reconnect);
      clearInterval(ping);
      // Its close event sets `open` back.
      socket?.close(1000, "left the page");
    };
  }, [conversationId, enabled]);

  return open;
}
