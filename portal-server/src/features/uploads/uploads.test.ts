import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuid, sampleResource, startStudyApp, type StudyTestApp, type TestStudent } from '../../../test/study-kit';
import { answers } from '../../db/tables/answers';
import { uploads } from '../../db/tables/uploads';
import { MAX_UPLOADS_PER_HOUR, removeUnusedUploads } from './service';
import { makeMp3, makeWav } from './test-audio';

let kit: StudyTestApp;
let resourceId: number;
let speechMp3: Buffer;

/** A port nothing listens on: speech-server "down". */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  kit = await startStudyApp({ students: 2, config: { SPEECH_URL: `http://127.0.0.1:${await closedPort()}` } });
  resourceId = (await kit.addResources([sampleResource(kit.tag)])).get(`test-${kit.tag}-a`)!;
  speechMp3 = makeMp3({ speech: 'Good morning, everyone.' });
});

afterAll(async () => {
  await kit?.close();
});

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----study${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (as: TestStudent, parts: Parameters<typeof multipart>[0], studentId = as.id) => {
  const body = multipart(parts);
  return kit.app.inject({
    method: 'POST',
    url: '/v3/upload/audio',
    query: { student_id: String(studentId) },
    headers: { ...body.headers, authorization: `Bearer ${as.token}` },
    payload: body.payload,
  });
};

describe('POST /v3/upload/audio', () => {
  it('stores an MP3 and serves it back under /uploads/ with range requests', async () => {
    const student = kit.students[0]!;
    const response = await upload(student, [{ name: 'file', filename: `${Date.now()}.mp3`, type: 'audio/mpeg', data: speechMp3 }]);
    expect(response.statusCode).toBe(200);
    const { file, duration_ms: duration, bytes } = response.json().data;
    expect(file).toMatch(new RegExp(`^/uploads/${student.id}/\\d{13}-[0-9a-f]{24}\\.mp3$`));
    expect(bytes).toBe(speechMp3.length);
    expect(duration).toBeGreaterThan(500);
    const served = await kit.app.inject({ method: 'GET', url: file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(served.rawPayload.equals(speechMp3)).toBe(true);
    const partial = await kit.app.inject({ method: 'GET', url: file, headers: { range: 'bytes=0-99' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.rawPayload.length).toBe(100);
  });

  it('refuses files that are not MP3 whatever their name or type, and stores nothing', async () => {
    const student = kit.students[1]!;
    const wav = await upload(student, [{ name: 'file', filename: 'voice.mp3', type: 'audio/mpeg', data: makeWav() }]);
    expect(wav.statusCode).toBe(400);
    expect(wav.json().errmsg).toContain('MP3');
    const script = await upload(student, [{ name: 'file', filename: 'a.mp3', type: 'audio/mpeg', data: '<script>alert(1)</script>' }]);
    expect(script.statusCode).toBe(400);
    const empty = await upload(student, [{ name: 'file', filename: 'a.mp3', type: 'audio/mpeg', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    const none = await upload(student, [{ name: 'other', data: 'x' }]);
    expect(none.statusCode).toBe(400);
    const two = await upload(student, [
      { name: 'file', filename: 'a.mp3', data: speechMp3 },
      { name: 'file', filename: 'b.mp3', data: speechMp3 },
    ]);
    expect(two.statusCode).toBe(400);
    const notMultipart = await kit.post('/v3/upload/audio', student, { file: 'abc' });
    expect(notMultipart.statusCode).toBe(400);
    expect(await kit.database.db.select().from(uploads).where(eq(uploads.studentId, student.id))).toHaveLength(0);
  });

  it('refuses a file over 5 MB (413), a recording over 5 minutes, a missing token (401) and another student id (403)', async () => {
    const student = kit.students[1]!;
    const tenSeconds = makeMp3({ seconds: 10 });
    const big = Buffer.concat(Array.from({ length: Math.ceil((5.2 * 1024 * 1024) / tenSeconds.length) }, () => tenSeconds));
    const tooBig = await upload(student, [{ name: 'file', filename: 'big.mp3', data: big }]);
    expect(tooBig.statusCode).toBe(413);
    const long = await upload(student, [{ name: 'file', filename: 'long.mp3', data: makeMp3({ seconds: 320, rate: 8000, bitrate: 8 }) }]);
    expect(long.statusCode).toBe(400);
    expect(long.json().errmsg).toContain('長すぎ');
    const body = multipart([{ name: 'file', filename: 'a.mp3', data: speechMp3 }]);
    const anonymous = await kit.app.inject({ method: 'POST', url: '/v3/upload/audio', query: { student_id: String(student.id) }, headers: body.headers, payload: body.payload });
    expect(anonymous.statusCode).toBe(401);
    const other = await upload(student, [{ name: 'file', filename: 'a.mp3', data: speechMp3 }], kit.students[0]!.id);
    expect(other.statusCode).toBe(403);
    expect(await kit.database.db.select().from(uploads).where(eq(uploads.studentId, student.id))).toHaveLength(0);
  });

  it('does not serve paths outside the uploads or unknown files', async () => {
    for (const url of ['/uploads/../../etc/passwd', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/1/..%2f..%2f..%2fetc%2fpasswd']) {
      const response = await kit.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('root:');
      expect(response.headers['content-type'] ?? '', url).not.toContain('audio/mpeg');
    }
    expect((await kit.app.inject({ method: 'GET', url: `/uploads/1/${'0'.repeat(13)}-${'0'.repeat(24)}.mp3` })).statusCode).toBe(404);
  });
});

describe('a spoken answer with its recording', () => {
  it('is accepted with the own upload; recognition reports failure while speech-server is down, and the answer stays', async () => {
    const student = kit.students[0]!;
    const file = (await upload(student, [{ name: 'file', filename: 'a.mp3', data: speechMp3 }])).json().data.file;
    const posted = await kit.post('/v3/textbook/answer-record', student, { resource_id: resourceId, guid: newGuid(), question_id: 'q4', percent_score: 70, sound_file: file, record_duration: 1.2 });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data.answer.record_file).toBe(file);
    const query = { resource_id: resourceId, question_id: 'q4' };
    const first = (await kit.get('/v3/textbook/recognize-text', student, query)).json().data;
    expect(first).toEqual({ recognize_text: '', status: 'pending' });
    let state = first;
    for (let poll = 0; poll < 20 && state.status !== 'failed'; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await kit.get('/v3/textbook/recognize-text', student, query)).json().data;
    }
    expect(state.status).toBe('failed');
    const [row] = await kit.database.db.select().from(answers).where(eq(answers.soundFile, file));
    expect(row).toMatchObject({ percentScore: 70, recognizeStatus: 'failed' });
  });

  it("refuses another student's recording", async () => {
    const file = (await upload(kit.students[0]!, [{ name: 'file', filename: 'a.mp3', data: speechMp3 }])).json().data.file;
    const response = await kit.post('/v3/textbook/answer-record', kit.students[1]!, { resource_id: resourceId, guid: newGuid(), question_id: 'q4', percent_score: 70, sound_file: file });
    expect(response.statusCode).toBe(400);
    expect(response.json().errmsg).toContain('sound_file');
  });
});

describe('limits and clean-up', () => {
  it('stops a client uploading in a loop (429)', async () => {
    const student = kit.students[1]!;
    await kit.database.db.insert(uploads).values(
      Array.from({ length: MAX_UPLOADS_PER_HOUR }, (_, n) => ({ studentId: student.id, url: `/uploads/${student.id}/${String(Date.now()).padStart(13, '0')}-${n.toString(16).padStart(24, '0')}.mp3`, bytes: 1, durationMs: 1 })),
    );
    const response = await upload(student, [{ name: 'file', filename: 'a.mp3', data: speechMp3 }]);
    expect(response.statusCode).toBe(429);
    await kit.database.db.delete(uploads).where(eq(uploads.studentId, student.id));
  });

  it('removes recordings no answer or favourite uses after a day, and keeps the ones in use', async () => {
    const student = kit.students[0]!;
    const used = (await upload(student, [{ name: 'file', filename: 'a.mp3', data: speechMp3 }])).json().data.file as string;
    const unused = (await upload(student, [{ name: 'file', filename: 'b.mp3', data: speechMp3 }])).json().data.file as string;
    await kit.post('/v3/textbook/answer-record', student, { resource_id: resourceId, guid: newGuid(), question_id: 'q4', percent_score: 60, sound_file: used });
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await removeUnusedUploads(kit.database.db, kit.dataDir, new Date())).toBe(0);
    expect(await removeUnusedUploads(kit.database.db, kit.dataDir, tomorrow)).toBeGreaterThanOrEqual(1);
    expect((await kit.app.inject({ method: 'GET', url: unused })).statusCode).toBe(404);
    expect((await kit.app.inject({ method: 'GET', url: used })).statusCode).toBe(200);
    expect(await kit.database.db.select().from(uploads).where(eq(uploads.url, unused))).toHaveLength(0);
  });
});
