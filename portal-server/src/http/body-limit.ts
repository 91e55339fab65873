import type { FastifyInstance } from 'fastify';
import { TOO_LARGE_MESSAGE } from './error-handler';

/** Body types parsed whole under the app's bodyLimit; multipart and the registry's bundles carry their own limits. */
const LIMITED_TYPE = /^\s*(?:application\/x-www-form-urlencoded|application\/json|text\/plain)\s*(?:;|$)/i;

/**
 * A client that sends `Expect: 100-continue` (curl does for bodies over 1 MB) waits for the
 * server's go-ahead. Node gives it at once, so the client starts sending a body the parser will
 * refuse, and the 413 that follows closes the connection under it: the client sees a dropped
 * connection, not the answer. Here a declared length over the limit is answered 413 with errmsg
 * before the body is asked for; anything else gets its 100 and goes on as usual.
 */
export function refuseOversizedBeforeContinue(app: FastifyInstance, bodyLimit: number): void {
  app.server.on('checkContinue', (request, response) => {
    const length = Number(request.headers['content-length'] ?? Number.NaN);
    if (LIMITED_TYPE.test(request.headers['content-type'] ?? '') && length > bodyLimit) {
      const body = JSON.stringify({ code: 413, errcode: 413, errmsg: TOO_LARGE_MESSAGE, data: null });
      response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
      response.end(body);
      return;
    }
    response.writeContinue();
    app.server.emit('request', request, response);
  });
}
