import { useEffect, useRef, useState } from 'react';
import { getSession } from 'shared-api';
import { ARENA_AUTH_CLOSE_CODE, type ArenaClientFrame, type ArenaLiveEvent } from 'shared-contract';
import { liveSocketUrl } from '../model/live-url';

/** connecting (or reconnecting), ready (authenticated), lost (closed and not coming back by itself), off. */
export type LiveState = 'off' | 'connecting' | 'ready' | 'lost';

/** Keeps the socket busy through proxies that close idle connections. */
const PING_MS = 20_000;
/** A moment before the one reconnect, so a restarting portal can take it. */
const RECONNECT_DELAY_MS = 1_000;

function parseEvent(data: unknown): ArenaLiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event: unknown = JSON.parse(data);
    return event && typeof event === 'object' && typeof (event as { event?: unknown }).event === 'string' ? (event as ArenaLiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The arena's live channel while `enabled`: opens the socket, authenticates with the student's
 * token (the first frame), hands every event to `onEvent`, and reconnects once when it closes
 * unexpectedly ('ready' comes again: the page then reads the battle again, since events may
 * have been missed meanwhile). `reconnect` starts afresh after it was lost. Closed on unmount.
 */
export function useArenaLive(enabled: boolean, onEvent: (event: ArenaLiveEvent) => void): { state: LiveState; reconnect: () => void } {
  const [state, setState] = useState<LiveState>('off');
  const [attempt, setAttempt] = useState(0);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!enabled) {
      setState('off');
      return;
    }
    let socket: WebSocket | null = null;
    let closing = false;
    let reconnected = false;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const send = (frame: ArenaClientFrame) => socket?.readyState === WebSocket.OPEN && socket.send(JSON.stringify(frame));
    const connect = () => {
      setState('connecting');
      const current = new WebSocket(liveSocketUrl(location.href));
      socket = current;
      current.onopen = () => send({ type: 'auth', token: getSession().token ?? '' });
      current.onmessage = (message) => {
        const event = parseEvent(message.data);
        if (!event) return;
        if (event.event === 'ready') {
          // A later drop gets its own reconnect.
          reconnected = false;
          setState('ready');
          clearInterval(ping);
          ping = setInterval(() => send({ type: 'ping' }), PING_MS);
        }
        if (event.event === 'error') console.warn(`arena live: ${event.errmsg}`);
        handler.current(event);
      };
      current.onclose = (close) => {
        clearInterval(ping);
        if (closing || socket !== current) return;
        // A refused token will be refused again; anything else is worth one more try.
        if (close.code === ARENA_AUTH_CLOSE_CODE || reconnected) {
          setState('lost');
          return;
        }
        reconnected = true;
        setState('connecting');
        retry = setTimeout(connect, RECONNECT_DELAY_MS);
      };
    };
    connect();
    return () => {
      closing = true;
      clearInterval(ping);
      clearTimeout(retry);
      socket?.close(1000);
    };
  }, [enabled, attempt]);

  return { state, reconnect: () => setAttempt((value) => value + 1) };
}
