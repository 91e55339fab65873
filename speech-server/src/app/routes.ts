import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { toPcm16k, type AudioFormat } from '../features/audio/decode-audio';
import { recognisePcm } from '../features/recognition/recognition';
import { ErrorCode, SpeechError, toSpeechError } from '../lib/speech-error';
import { parseTtsRequest } from '../features/tts/text-to-speech';
import { readBody, sendError, sendJson } from './http-util';
import type { SpeechServices } from './services';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_TTS_BODY_BYTES = 64 * 1024;

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL, services: SpeechServices) => Promise<void>;

const routes: Record<string, Partial<Record<string, Handler>>> = {
  '/speech/health': { GET: health },
  '/speech/tts': { GET: ttsFromQuery, POST: ttsFromBody },
  '/speech/recognize': { POST: recognize },
};

/** HTTP requests (WebSocket upgrades are handled in server.ts). */
export async function handleHttp(request: IncomingMessage, response: ServerResponse, services: SpeechServices): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://speech.local');
  const route = routes[url.pathname];
  if (!route) {
    sendJson(response, 404, { code: 404, message: `no such endpoint: ${url.pathname}`, data: null });
    return;
  }
  const handler = route[request.method ?? 'GET'];
  if (!handler) {
    response.setHeader('Allow', Object.keys(route).join(', '));
    sendJson(response, 405, { code: 405, message: `${request.method} is not allowed on ${url.pathname}`, data: null });
    return;
  }
  try {
    await handler(request, response, url, services);
  } catch (error) {
    if (!response.headersSent) sendError(response, toSpeechError(error));
    else response.destroy();
  }
}

async function health(_request: IncomingMessage, response: ServerResponse, _url: URL, services: SpeechServices): Promise<void> {
  const stats = services.pool.stats();
  sendJson(response, 200, {
    code: 0,
    message: 'success',
    data: { status: stats.enginesReady > 0 ? 'ok' : 'starting', engines: stats.engines, engines_ready: stats.enginesReady, slots: stats.slots, sessions: stats.sessions, waiting: stats.waiting, version: services.version },
  });
}

async function ttsFromQuery(request: IncomingMessage, response: ServerResponse, url: URL, services: SpeechServices): Promise<void> {
  await sendSpeech(request, response, Object.fromEntries(url.searchParams), services);
}

async function ttsFromBody(request: IncomingMessage, response: ServerResponse, _url: URL, services: SpeechServices): Promise<void> {
  const body = await readBody(request, MAX_TTS_BODY_BYTES);
  await sendSpeech(request, response, parseJsonObject(body), services);
}

async function sendSpeech(request: IncomingMessage, response: ServerResponse, fields: Record<string, unknown>, services: SpeechServices): Promise<void> {
  const { file, etag } = await services.tts.synthesize(parseTtsRequest(fields));
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(200, { ...headers, 'Content-Type': 'audio/mpeg' });
  createReadStream(file).pipe(response);
}

const AUDIO_TYPES: Record<string, AudioFormat> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/l16': 'pcm',
  'application/octet-stream': 'pcm',
};

async function recognize(request: IncomingMessage, response: ServerResponse, url: URL, services: SpeechServices): Promise<void> {
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const body = await readBody(request, MAX_UPLOAD_BYTES);
  let audio: Buffer;
  let format: AudioFormat;
  let options: string[] | undefined;
  if (contentType === 'application/json') {
    const fields = parseJsonObject(body);
    if (typeof fields.audio !== 'string') throw new SpeechError(ErrorCode.invalidFrame, '"audio" (base64) is required');
    if (fields.format !== 'wav' && fields.format !== 'mp3' && fields.format !== 'pcm') throw new SpeechError(ErrorCode.invalidFrame, '"format" must be wav, mp3 or pcm');
    if (fields.options !== undefined && (!Array.isArray(fields.options) || !fields.options.every((option) => typeof option === 'string'))) {
      throw new SpeechError(ErrorCode.categoryInvalid, '"options" must be a list of strings');
    }
    audio = Buffer.from(fields.audio, 'base64');
    format = fields.format;
    options = fields.options as string[] | undefined;
  } else {
    const known = AUDIO_TYPES[contentType];
    if (!known) throw new SpeechError(ErrorCode.notPcm, `unsupported Content-Type "${contentType}"; send audio/wav, audio/mpeg, audio/l16 or application/json`);
    format = known;
    audio = body;
    const joined = url.searchParams.get('options');
    options = joined ? joined.split('|') : undefined;
  }
  const pcm = await toPcm16k(audio, format);
  const result = await recognisePcm(services, pcm, options);
  sendJson(response, 200, { code: 0, message: 'success', data: result });
}

function parseJsonObject(body: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new SpeechError(ErrorCode.invalidFrame, 'the body is not valid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new SpeechError(ErrorCode.invalidFrame, 'the body must be a JSON object');
  return value as Record<string, unknown>;
}
