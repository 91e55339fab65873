// The browser only ever talks to the portal's origin: /speech/* (HTTP and WebSocket) is
// forwarded to speech-server (SPEECH_URL), which runs as its own process.
import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { AppContext } from '../../context';

export async function speechProxyRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  await app.register(httpProxy, {
    upstream: context.config.speechUrl,
    prefix: '/speech',
    rewritePrefix: '/speech',
    websocket: true,
    config: { auth: 'public' },
    replyOptions: {
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'speech-server unreachable');
        void reply
          .status(502)
          .send({ code: 502, errcode: 502, errmsg: '音声サーバーに接続できません。しばらくしてからもう一度お試しください。', data: null });
      },
    },
  });
}
