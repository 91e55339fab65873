import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, SpeechError } from '../lib/speech-error';

export function sendJson(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  response.end(text);
}

export function sendError(response: ServerResponse, error: SpeechError, status = error.httpStatus): void {
  sendJson(response, status, { code: error.code, message: error.message, data: null });
}

/** The request body, refusing more than `limit` bytes (413). */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge(limit));
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge(limit));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export class BodyTooLarge extends SpeechError {
  constructor(limit: number) {
    super(ErrorCode.invalidFrame, `the request body is larger than ${Math.round(limit / 1024 / 1024)} MiB`);
  }

  override get httpStatus(): number {
    return 413;
  }
}
