import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { EvaluationHandler } from '../features/evaluation/evaluate-session';
import { AudioStreamSession, newSessionId, type StreamHandler } from '../features/protocol/audio-stream';
import { RecognitionHandler } from '../features/recognition/recognition';
import type { SpeechConfig } from '../lib/config';
import { handleHttp } from './routes';
import { createServices, type SpeechServices } from './services';

/** JSON text frames above this are refused with 40001 (PROTOCOL.md). */
const MAX_FRAME_BYTES = 4 * 1024 * 1024;

export interface RunningSpeechServer {
  port: number;
  url: string;
  services: SpeechServices;
  stop(): Promise<void>;
}

type HandlerFactory = (services: SpeechServices, send: (data: Record<string, unknown>) => void) => StreamHandler;

const socketEndpoints: Record<string, { prefix: string; create: HandlerFactory }> = {
  '/speech/evaluate': { prefix: 'ev', create: (services, send) => new EvaluationHandler(services, send) },
  '/speech/recognize': { prefix: 'rc', create: (services, send) => new RecognitionHandler(services, send) },
};

/** Starts engines, then the HTTP and WebSocket server (port 0 picks a free port). */
export async function startSpeechServer(config: SpeechConfig): Promise<RunningSpeechServer> {
  const services = await createServices(config);
  const server = http.createServer((request, response) => {
    void handleHttp(request, response, services);
  });
  // The limit is above MAX_FRAME_BYTES so an oversized frame gets a JSON error, not a bare close.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 4 * MAX_FRAME_BYTES });
  server.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://speech.local').pathname;
    const endpoint = socketEndpoints[pathname];
    if (!endpoint) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      // The handler sends interim messages through the session created right after it.
      const sessionRef: { current?: AudioStreamSession } = {};
      const handler = endpoint.create(services, (data) => sessionRef.current?.send(data));
      sessionRef.current = new AudioStreamSession(ws, newSessionId(endpoint.prefix), handler, { idleTimeoutMs: config.idleTimeoutMs, maxFrameBytes: MAX_FRAME_BYTES });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://${config.host}:${port}`,
    services,
    stop: async () => {
      for (const client of sockets.clients) client.terminate();
      services.pool.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
