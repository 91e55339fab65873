// Bodies a new user's client may send (issue 18, "bad input"): a call that takes no fields sent
// with no body at all, a body over the limit sent the way curl sends large bodies, and one
// streamed the way nginx passes it on.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/http/auth';
import { TOO_LARGE_MESSAGE } from '../src/http/error-handler';
import { createTestPortal, type TestPortal } from './harness';

let portal: TestPortal;
let port: number;

beforeAll(async () => {
  portal = await createTestPortal({ seed: 'core' });
  await portal.app.listen({ port: 0, host: '127.0.0.1' });
  port = (portal.app.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => portal?.close());

describe('POST with no body', () => {
  it('logs out with no body and no content type (the spec: no payload), and the token is gone', async () => {
    const session = await portal.freshSession('biz01');
    const response = await portal.call('POST', '/v3/student/logout', { as: session });
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(0);
    const after = await portal.get('/v3/student/info', { as: session });
    expect(after.status).toBe(401);
    expect(after.body.errmsg).toBe(MESSAGES.loggedOut);
  });

  it('still refuses a field the call does not take', async () => {
    const session = await portal.freshSession('biz01');
    const response = await portal.postForm('/v3/student/logout', { surprise: '1' }, { as: session });
    expect(response.status).toBe(400);
    expect((await portal.get('/v3/student/info', { as: session })).status).toBe(200);
  });
});

/** A raw request that announces its body and waits for 100 Continue before sending it, as curl does over 1 MB. */
function expectContinue(length: number, contentType: string): Promise<{ status: number; continued: boolean; body: string }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/v3/student/login', headers: { 'content-type': contentType, 'content-length': length, expect: '100-continue' } });
    request.on('continue', () => {
      continued = true;
      request.end(Buffer.alloc(length, 'a'));
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, continued, body }));
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

describe('a body over the limit announced with Expect: 100-continue', () => {
  it('is answered 413 with errmsg before the body is sent (no dropped connection)', async () => {
    const reply = await expectContinue(3 * 1024 * 1024, 'application/x-www-form-urlencoded');
    expect(reply.status).toBe(413);
    expect(reply.continued).toBe(false);
    expect(JSON.parse(reply.body)).toEqual({ code: 413, errcode: 413, errmsg: TOO_LARGE_MESSAGE, data: null });
  });

  it('gets its 100 Continue when it is within the limit, and the route answers', async () => {
    const reply = await expectContinue(20, 'application/x-www-form-urlencoded');
    expect(reply.continued).toBe(true);
    // 20 bytes of "a": a form without account or password, a 400 from the route's schema.
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).errmsg).toContain('account');
  });
});

describe('a body over the limit streamed in without Expect (as nginx passes one on)', () => {
  it('is read to its end before the 413, so the sender is never cut off mid-write', async () => {
    const body = `account=${'x'.repeat(2 * 1024 * 1024)}`;
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    let repliedAt = 0;
    socket.on('data', (chunk: Buffer) => {
      repliedAt ||= Date.now();
      reply += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /v3/student/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`);
    const writeErrors: string[] = [];
    let lastWriteAt = 0;
    for (let at = 0; at < body.length; at += 64 * 1024) {
      if (at > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise<void>((resolve) => socket.write(body.slice(at, at + 64 * 1024), (error) => (error && writeErrors.push(error.message), resolve())));
      // Taken as the last chunk is handed over, not after a pause behind it (a 10 ms timer fired
      // 70 ms late on a loaded machine and made the reply look early).
      lastWriteAt = Date.now();
    }
    await expect.poll(() => reply.includes('\r\n\r\n{')).toBe(true);
    socket.end();
    await closed;
    expect(writeErrors).toEqual([]);
    expect(repliedAt).toBeGreaterThanOrEqual(lastWriteAt - 50);
    expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({ code: 413, errcode: 413, errmsg: TOO_LARGE_MESSAGE, data: null });
  });
});
