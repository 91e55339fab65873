// The arena's live channel (shared-contract arena-live.ts): a WebSocket at ARENA_LIVE_PATH through
// the portal. This process keeps only its own sockets, by student; what happens to a student is
// announced with pg_notify by whichever process made it happen (live-events.ts) and delivered
// here to that student's sockets. While a socket is open its student stays in the queue (seen_at
// refreshed) and present in their battles; when their last socket closes they leave the queue,
// are marked away, and unless they come back within FORFEIT_GRACE_SECONDS the battle is a forfeit.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ARENA_AUTH_CLOSE_CODE, ARENA_AUTH_TIMEOUT_MS, ARENA_LIVE_PATH, ARENA_MAX_FRAME_BYTES, FORFEIT_GRACE_SECONDS, type ArenaLiveEvent } from 'shared-contract';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { markAway, markBack, settleForfeit } from './battles';
import { parseLiveMessage } from './live-events';
import { leaveQueue, touchQueue } from './matching';

/** How often this process tells the queue its waiting students are still connected (well inside QUEUE_STALE_MS). */
const QUEUE_TOUCH_MS = 5_000;

const frameSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }).strict(), z.object({ type: z.literal('ping') }).strict()]);

const FRAME_ERRORS = {
  notJson: '送られたデータを読めません（JSON で送ってください）。',
  unknown: '送られたデータの形が正しくありません。',
  authFirst: '最初にログイン情報（auth）を送ってください。',
  authAgain: 'ログイン情報はすでに受け取っています。',
  badToken: 'ログインしてください。',
  notStudent: 'アリーナは生徒アカウントで利用できます。',
} as const;

const send = (socket: WebSocket, event: ArenaLiveEvent) => {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
};

export function arenaLiveChannel(app: FastifyInstance, context: AppContext) {
  const { db } = context.database;
  const server = new WebSocketServer({ noServer: true, maxPayload: ARENA_MAX_FRAME_BYTES });
  const byStudent = new Map<number, Set<WebSocket>>();
  const timers = new Set<NodeJS.Timeout>();
  // A process shutting down is not its students leaving: their sockets close without it.
  let closing = false;

  const later = (ms: number, work: () => Promise<unknown>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((error: unknown) => app.log.error({ err: error }, 'arena: live follow-up failed'));
    }, ms);
    timers.add(timer);
  };

  const unsubscribe = context.database.changes.subscribeLive((payload) => {
    const message = parseLiveMessage(payload);
    if (!message) return;
    for (const studentId of message.to) for (const socket of byStudent.get(studentId) ?? []) send(socket, message.event);
  });

  const touch = setInterval(() => {
    touchQueue(db, [...byStudent.keys()]).catch((error: unknown) => app.log.warn({ err: error }, 'arena: queue not refreshed'));
  }, QUEUE_TOUCH_MS);
  touch.unref();

  const joined = async (socket: WebSocket, studentId: number) => {
    const sockets = byStudent.get(studentId) ?? new Set<WebSocket>();
    sockets.add(socket);
    byStudent.set(studentId, sockets);
    await touchQueue(db, [studentId]);
    await markBack(db, studentId);
  };

  const left = async (socket: WebSocket, studentId: number) => {
    const sockets = byStudent.get(studentId);
    sockets?.delete(socket);
    if (sockets && sockets.size > 0) return;
    byStudent.delete(studentId);
    await leaveQueue(db, studentId);
    const battles = await markAway(db, studentId);
    for (const battleId of battles) later(FORFEIT_GRACE_SECONDS * 1000 + 200, () => settleForfeit(db, battleId));
  };

  const connect = (socket: WebSocket) => {
    let studentId: number | null = null;
    let checking = false;
    const deadline = setTimeout(() => {
      if (studentId === null) socket.close(ARENA_AUTH_CLOSE_CODE, 'not authenticated');
    }, ARENA_AUTH_TIMEOUT_MS);

    const authenticate = async (token: string) => {
      checking = true;
      const found = await app.sessions.lookup(token);
      checking = false;
      if (found.status !== 'valid') return socket.close(ARENA_AUTH_CLOSE_CODE, FRAME_ERRORS.badToken);
      if (found.user.role !== 'student') return socket.close(ARENA_AUTH_CLOSE_CODE, FRAME_ERRORS.notStudent);
      if (socket.readyState !== WebSocket.OPEN) return;
      clearTimeout(deadline);
      studentId = found.user.id;
      await joined(socket, studentId);
      send(socket, { event: 'ready', student_id: studentId });
    };

    socket.on('message', (data: RawData, binary: boolean) => {
      let frame: z.output<typeof frameSchema>;
      try {
        const parsed = frameSchema.safeParse(JSON.parse(binary ? '' : data.toString()));
        if (!parsed.success) return send(socket, { event: 'error', errmsg: FRAME_ERRORS.unknown });
        frame = parsed.data;
      } catch {
        return send(socket, { event: 'error', errmsg: FRAME_ERRORS.notJson });
      }
      if (frame.type === 'ping') return send(socket, studentId === null ? { event: 'error', errmsg: FRAME_ERRORS.authFirst } : { event: 'pong' });
      if (studentId !== null || checking) return send(socket, { event: 'error', errmsg: FRAME_ERRORS.authAgain });
      authenticate(frame.token).catch((error: unknown) => {
        app.log.error({ err: error }, 'arena: socket authentication failed');
        socket.close(1011, 'authentication could not be checked');
      });
    });
    socket.on('close', () => {
      clearTimeout(deadline);
      if (studentId !== null && !closing) left(socket, studentId).catch((error: unknown) => app.log.error({ err: error }, 'arena: leaving not recorded'));
    });
    socket.on('error', () => socket.terminate());
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://portal.invalid');
    if (url.pathname !== ARENA_LIVE_PATH) return; // another feature's socket
    server.handleUpgrade(request, socket, head, connect);
  };
  app.server.on('upgrade', onUpgrade);

  app.addHook('onClose', async () => {
    closing = true;
    app.server.off('upgrade', onUpgrade);
    unsubscribe();
    clearInterval(touch);
    for (const timer of timers) clearTimeout(timer);
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  });
}
