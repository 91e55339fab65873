// The browser only ever talks to the portal's origin: /speech/* is forwarded to speech-server
// (SPEECH_URL), which runs as its own process. Only authorised work gets through (issue 20): the
// three address calls hand the student a short-lived ticket, and the proxy lets through
//   WS  /speech/evaluate, /speech/recognize  with an unused ticket of that kind (one stream each),
//   GET /speech/tts                          with an unexpired text-to-speech ticket and a text of
//                                            at most TTS_MAX_TEXT_LENGTH characters,
//   GET /speech/health                       to anyone (liveness only),
// and nothing else. A refused socket is accepted and closed at once with
// SPEECH_ADDRESS_REFUSED_CLOSE_CODE and a reason (a refused upgrade would reach the page only as
// "1006", with no reason); a student over the per-student limits gets the spec's busy code.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SPEECH_ADDRESS_REFUSED_CLOSE_CODE, SPEECH_BUSY_CODE, SPEECH_TICKET_PARAM, TTS_MAX_TEXT_LENGTH } from 'shared-contract';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../http/auth';
import { ApiError, badRequest, notFound, ok, unauthorized } from '../../http/reply';
import { responses, studentQuery } from '../../http/schemas';
import { requestOrigin } from '../../lib/request-origin';
import { BUSY_MESSAGE, SpeechAccess, type SpeechKind } from './speech-access';

const UNREACHABLE = '音声サーバーに接続できません。しばらくしてからもう一度お試しください。';
const NOT_HERE = 'このアドレスは音声サービスにありません。';
const REPEATED_PARAMETER = '同じ名前のパラメータが2つ以上あります。';
const TEXT_TOO_LONG = `読み上げる英文は${TTS_MAX_TEXT_LENGTH}文字以内にしてください。`;

/** Socket paths and the ticket kind each needs. */
const STREAMS: Record<string, 'evaluate' | 'recognize'> = { '/speech/evaluate': 'evaluate', '/speech/recognize': 'recognize' };
/** What a client may send before its ticket has been checked (a few seconds of audio at most). */
const MAX_EARLY_BYTES = 4 * 1024 * 1024;

const ticketOf = (url: URL) => url.searchParams.get(SPEECH_TICKET_PARAM) ?? undefined;

export async function speechProxyRoutes(appBase: FastifyInstance, { context }: { context: AppContext }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const access = new SpeechAccess(context.database.db, context.config.speechAccess);
  const expiresIn = z.number().int().describe('このアドレスが使える残り秒数');

  const address = async (request: FastifyRequest, kind: SpeechKind, path: string) => {
    const ticket = await access.issue(currentUser(request).id, kind);
    const url = new URL(`${requestOrigin(request, kind === 'tts' ? 'http' : 'ws')}${path}`);
    url.searchParams.set(SPEECH_TICKET_PARAM, ticket);
    return url.toString();
  };

  app.get(
    '/v3/app/new-evaluation-service',
    {
      config: { auth: 'student' },
      schema: {
        summary: '発音評価サーバーの WebSocket URL（この生徒用、1回限り）',
        description: `speech-server の WS /speech/evaluate（ポータル経由）。URL の ${SPEECH_TICKET_PARAM} はこの生徒用の1回限りのチケットで、expires_in 秒で失効する。使用済み・期限切れ・偽のチケットの接続は閉じコード ${SPEECH_ADDRESS_REFUSED_CLOSE_CODE}（理由つき）で閉じられる。プロトコルは speech-server/PROTOCOL.md。`,
        tags: ['app-config'],
        querystring: studentQuery,
        response: responses(z.object({ evaluation_server_url: z.string(), expires_in: expiresIn })),
      },
    },
    async (request) => ok({ evaluation_server_url: await address(request, 'evaluate', '/speech/evaluate'), expires_in: access.ttlSeconds }),
  );

  app.get(
    '/v3/xfyun/get-iat-auth-url',
    {
      config: { auth: 'student' },
      schema: {
        summary: '音声認識（ストリーミング）の WebSocket URL（この生徒用、1回限り）',
        description: `speech-server の WS /speech/recognize（ポータル経由）。チケットは new-evaluation-service と同じく1回限りで expires_in 秒で失効する。`,
        tags: ['app-config'],
        querystring: studentQuery,
        response: responses(z.object({ iat_auth_url: z.string(), expires_in: expiresIn })),
      },
    },
    async (request) => ok({ iat_auth_url: await address(request, 'recognize', '/speech/recognize'), expires_in: access.ttlSeconds }),
  );

  app.get(
    '/v3/xfyun/get-tts-auth-url',
    {
      config: { auth: 'student' },
      schema: {
        summary: '音声合成の URL（この生徒用）',
        description: `speech-server の GET /speech/tts?text=&voice=（ポータル経由、audio/mpeg）。この URL に text などを加えて使う。expires_in 秒までは何度でも読めるが、生徒ごとに1分あたりの回数に上限がある。text は ${TTS_MAX_TEXT_LENGTH} 文字まで。`,
        tags: ['app-config'],
        querystring: studentQuery,
        response: responses(z.object({ tts_auth_url: z.string(), expires_in: expiresIn })),
      },
    },
    async (request) => ok({ tts_auth_url: await address(request, 'tts', '/speech/tts'), expires_in: access.ttlSeconds }),
  );

  // HTTP: health for anyone, text-to-speech with a ticket, nothing else.
  await app.register(httpProxy, {
    upstream: context.config.speechUrl,
    prefix: '/speech',
    rewritePrefix: '/speech',
    websocket: false,
    httpMethods: ['GET', 'HEAD'],
    config: { auth: 'public' },
    preHandler: async (request) => {
      const url = new URL(request.url, 'http://portal.invalid');
      if (url.pathname === '/speech/health') return;
      if (url.pathname !== '/speech/tts') throw notFound(NOT_HERE);
      // speech-server reads the last of a repeated name: only one of each gets checked and sent on.
      const names = [...url.searchParams.keys()];
      if (new Set(names).size !== names.length) throw badRequest(REPEATED_PARAMETER);
      const text = url.searchParams.get('text') ?? '';
      if (text.trim().length > TTS_MAX_TEXT_LENGTH) throw badRequest(TEXT_TOO_LONG);
      const claim = await access.claimReading(ticketOf(url));
      if (claim.ok) return;
      if ('busy' in claim) throw new ApiError(429, BUSY_MESSAGE, { code: SPEECH_BUSY_CODE });
      throw unauthorized(claim.refusal.message);
    },
    replyOptions: {
      // speech-server caches by the reading's own fields; the ticket is the portal's business.
      queryString: (_search: string | undefined, requestUrl: string) => {
        const params = new URL(requestUrl, 'http://portal.invalid').searchParams;
        params.delete(SPEECH_TICKET_PARAM);
        return params.toString();
      },
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'speech-server unreachable');
        void reply.status(502).send({ code: 502, errcode: 502, errmsg: UNREACHABLE, data: null });
      },
    },
  });

  // WebSocket: the streams, each behind a one-time ticket.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://portal.invalid');
    if (!url.pathname.startsWith('/speech/')) return; // another feature's socket
    const kind = STREAMS[url.pathname.replace(/\/+$/, '')];
    if (!kind) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => void relay(client, url, kind));
  };

  const relay = async (client: WebSocket, url: URL, kind: 'evaluate' | 'recognize') => {
    // Frames sent before the ticket is checked are kept (the recorder streams at once).
    const early: { data: RawData; binary: boolean }[] = [];
    let earlyBytes = 0;
    let upstream: WebSocket | null = null;
    const onEarly = (data: RawData, binary: boolean) => {
      earlyBytes += Buffer.isBuffer(data) ? data.length : 0;
      if (earlyBytes > MAX_EARLY_BYTES) client.close(1009, 'too much audio before the session started');
      else early.push({ data, binary });
    };
    client.on('message', onEarly);

    let claim;
    try {
      claim = await access.claimStream(ticketOf(url), kind);
    } catch (error) {
      app.log.error({ err: error }, 'speech ticket check failed');
      client.close(1011, 'speech address could not be checked');
      return;
    }
    if (!claim.ok) {
      if ('busy' in claim) {
        client.send(JSON.stringify({ code: SPEECH_BUSY_CODE, message: 'too many speech sessions for this student; try again shortly', sid: '', data: null }));
        client.close(1000);
      } else {
        client.close(SPEECH_ADDRESS_REFUSED_CLOSE_CODE, claim.refusal.reason);
      }
      return;
    }
    const { ticketHash } = claim;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      access.endStream(ticketHash).catch((error: unknown) => app.log.error({ err: error }, 'speech stream end not recorded'));
    };
    client.on('close', () => {
      end();
      if (upstream && upstream.readyState <= WebSocket.OPEN) upstream.close(1000);
    });
    if (client.readyState !== WebSocket.OPEN) return end();

    const target = new URL(url.pathname, context.config.speechUrl);
    target.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
    upstream = new WebSocket(target);
    const server = upstream;
    server.on('open', () => {
      client.off('message', onEarly);
      for (const frame of early.splice(0)) server.send(frame.data, { binary: frame.binary });
      client.on('message', (data, binary) => {
        if (server.readyState === WebSocket.OPEN) server.send(data, { binary });
      });
    });
    server.on('message', (data, binary) => {
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary });
    });
    server.on('close', (code, reason) => {
      end();
      // 1005/1006 describe a close without a code; they cannot be sent on.
      if (client.readyState === WebSocket.OPEN) client.close(code === 1005 || code === 1006 ? 1011 : code, reason);
    });
    server.on('error', (error) => {
      app.log.warn({ err: error }, 'speech-server unreachable');
      end();
      if (client.readyState === WebSocket.OPEN) client.close(1011, 'speech server unreachable');
    });
  };

  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const client of sockets.clients) client.terminate();
    await new Promise((resolve) => sockets.close(resolve));
  });
}
