// The browser talks only to the portal: /speech/* (HTTP and WebSocket) reaches speech-server
// through portal-server's proxy, a socket only with the signed address the portal gave the student
// (issue 20; every refusal is in portal-server/test/speech-access.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../src/fixtures';
import { REPO_ROOT } from '../../src/paths';

test.skip(!fs.existsSync(path.join(REPO_ROOT, 'speech-server', 'src', 'main.ts')), 'no speech-server in this checkout');

test('speech-server answers through the portal over HTTP and WebSocket', async ({ portal, page }) => {
  const health = await page.request.get(`${portal.url}/speech/health`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ code: 0, data: { status: 'ok' } });

  const login = await page.request.post(`${portal.url}/v3/student/login`, { form: { account: 'col03', password: 'pass1234' } });
  const { token, student_id: studentId } = ((await login.json()) as { data: { token: string; student_id: number } }).data;
  const service = await page.request.get(`${portal.url}/v3/app/new-evaluation-service?student_id=${studentId}`, { headers: { authorization: `Bearer ${token}` } });
  const address = ((await service.json()) as { data: { evaluation_server_url: string } }).data.evaluation_server_url;
  expect(address).toMatch(/\/speech\/evaluate\?auth=/);

  await page.goto(`${portal.url}/ops`);
  // A frame that is not JSON: speech-server's protocol error 40001 comes back over the proxied socket.
  const reply = await page.evaluate(
    (url) =>
      new Promise<{ code: number }>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.onopen = () => socket.send('not json');
        socket.onmessage = (event) => resolve(JSON.parse(String(event.data)) as { code: number });
        socket.onerror = () => reject(new Error('socket error'));
        setTimeout(() => reject(new Error('no reply in 10 s')), 10_000);
      }),
    address,
  );
  expect(reply.code).toBe(40001);
});
