import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../src/lib/run-process';
import { streamSpeech } from './support/speech-client';
import { silencePcm, synthesizePcm, wavOf } from './support/synthetic-speech';
import { startTestServer, type TestServer } from './support/test-server';

const OPTIONS = ['I would like some orange juice.', 'Can you tell me the way to the station?', 'My favourite sport is baseball.'];

describe('choice, recognition, text-to-speech and health over the real server', () => {
  let server: TestServer;
  let station: Buffer;

  beforeAll(async () => {
    server = await startTestServer();
    station = await synthesizePcm('Can you tell me the way to the station?');
  });
  afterAll(() => server?.close());

  it('evaluate choice: picks the spoken option with the spec irrelevance, rejects an unrelated reply', async () => {
    const run = await streamSpeech(server.ws('/speech/evaluate'), { category: 'choice', options: OPTIONS }, station);
    const result = (run.final?.data as { result: Record<string, unknown> }).result;
    expect(result.choice).toMatchObject({ index: 1, option: OPTIONS[1], rejected: false });
    const irrelevance = (result.choice as { irrelevance: number[] }).irrelevance;
    expect(irrelevance[1]).toBeLessThan(70);
    expect(irrelevance[0]).toBeGreaterThanOrEqual(70);
    expect(result.is_rejected).toBe(false);
    expect(result.total_score as number).toBeGreaterThan(0);

    const unrelated = await streamSpeech(server.ws('/speech/evaluate'), { category: 'choice', options: OPTIONS }, await synthesizePcm('Elephants are the largest animals living on land.'));
    const rejected = (unrelated.final?.data as { result: Record<string, unknown> }).result;
    expect(rejected.choice).toMatchObject({ index: -1, option: null, rejected: true });
    expect(rejected.total_score).toBe(0);
  });

  it('evaluate free_reply: recognises, aligns and scores a spoken answer against references', async () => {
    const run = await streamSpeech(server.ws('/speech/evaluate'), { category: 'free_reply', references: ['I usually get up at seven o clock.'] }, await synthesizePcm('I usually get up at seven o clock.'));
    const result = (run.final?.data as { result: Record<string, unknown> }).result;
    expect(result.category).toBe('free_reply');
    expect(typeof result.recognized_text).toBe('string');
    expect((result.recognized_text as string).length).toBeGreaterThan(0);
    expect((result.words as unknown[]).length).toBeGreaterThan(0);
    const silent = await streamSpeech(server.ws('/speech/evaluate'), { category: 'free_reply' }, silencePcm(2000));
    expect((silent.final?.data as { result: Record<string, unknown> }).result).toMatchObject({ is_rejected: true, reject_reason: 'silence', total_score: 0 });
  });

  it('WS recognize with options returns the matched text and choice; plain recognition streams interim text', async () => {
    const run = await streamSpeech(server.ws('/speech/recognize'), { options: OPTIONS }, station);
    expect(run.messages[0]).toMatchObject({ code: 0, data: { status: 0 } });
    const result = (run.final?.data as { result: Record<string, unknown> }).result;
    expect(result.choice).toMatchObject({ index: 1 });
    expect(result.text).toContain('station');

    const plain = await streamSpeech(server.ws('/speech/recognize'), { vad_eos: 1000 }, Buffer.concat([station, silencePcm(3000)]));
    const final = plain.final?.data as { status: number; result: { text: string; words: unknown[]; audio_ms: number } };
    expect(final.status).toBe(2);
    expect(final.result.text.length).toBeGreaterThan(0);
    expect(plain.messages.some((message) => (message.data as { status?: number } | null)?.status === 1)).toBe(true);
  });

  it('WS recognize refuses other languages (28682)', async () => {
    const run = await streamSpeech(server.ws('/speech/recognize'), { language: 'zh_cn' }, station);
    expect(run.final?.code).toBe(28682);
  });

  it('POST /speech/recognize takes WAV, MP3, raw PCM and JSON bodies', async () => {
    const wav = wavOf(station);
    const viaWav = await fetch(`${server.http('/speech/recognize')}?options=${encodeURIComponent(OPTIONS.join('|'))}`, { method: 'POST', headers: { 'Content-Type': 'audio/wav' }, body: wav });
    expect(viaWav.status).toBe(200);
    expect(await viaWav.json()).toMatchObject({ code: 0, data: { choice: { index: 1 } } });

    const mp3 = await runProcess('lame', ['--quiet', '-b', '64', '-', '-'], { input: wav });
    const viaMp3 = await fetch(server.http('/speech/recognize'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ audio: mp3.toString('base64'), format: 'mp3', options: OPTIONS }) });
    expect(await viaMp3.json()).toMatchObject({ code: 0, data: { choice: { index: 1 } } });

    const viaPcm = await fetch(server.http('/speech/recognize'), { method: 'POST', headers: { 'Content-Type': 'audio/L16; rate=16000' }, body: station });
    const plain = (await viaPcm.json()) as { code: number; data: { text: string; audio_ms: number } };
    expect(plain.code).toBe(0);
    expect(plain.data.audio_ms).toBeGreaterThan(1000);
  });

  it('POST /speech/recognize answers bad input with 400 and a code', async () => {
    const badType = await fetch(server.http('/speech/recognize'), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({ code: 40004 });
    const notMp3 = await fetch(server.http('/speech/recognize'), { method: 'POST', headers: { 'Content-Type': 'audio/mpeg' }, body: Buffer.from('definitely not an mp3 file') });
    expect((await notMp3.json()) as { code: number }).toMatchObject({ code: 40004 });
    const badOptions = await fetch(server.http('/speech/recognize'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ audio: station.toString('base64'), format: 'pcm', options: ['one'] }) });
    expect(await badOptions.json()).toMatchObject({ code: 28682 });
    const badJson = await fetch(server.http('/speech/recognize'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(await badJson.json()).toMatchObject({ code: 40001 });
  });

  it('GET and POST /speech/tts give a cached MP3, 304 on a matching ETag, 400 on bad fields', async () => {
    const url = `${server.http('/speech/tts')}?text=${encodeURIComponent('Nice to meet you.')}&voice=en-gb-f&speed=40`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(3000);
    const etag = first.headers.get('etag') as string;
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const posted = await fetch(server.http('/speech/tts'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: 'Nice to meet you.', voice: 'en-gb-f', speed: 40 }) });
    expect(Buffer.from(await posted.arrayBuffer())).toEqual(bytes);
    const bad = await fetch(`${server.http('/speech/tts')}?text=hi&voice=klingon`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 40001, message: expect.stringContaining('voice') });
  });

  it('health, unknown paths and wrong methods', async () => {
    const health = await fetch(server.http('/speech/health'));
    expect(await health.json()).toMatchObject({ code: 0, data: { status: 'ok', engines: 1, engines_ready: 1 } });
    expect((await fetch(server.http('/speech/nope'))).status).toBe(404);
    expect((await fetch(server.http('/speech/health'), { method: 'DELETE' })).status).toBe(405);
  });
});
