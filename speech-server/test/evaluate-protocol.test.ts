import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sendRawFrames, streamSpeech } from './support/speech-client';
import { silencePcm, synthesizePcm } from './support/synthetic-speech';
import { startTestServer, type TestServer } from './support/test-server';

/** WS /speech/evaluate against the real engine: every bad input gets its code and a closed socket. */
describe('WS /speech/evaluate protocol', () => {
  let server: TestServer;
  let url: string;
  let speech: Buffer;
  const frame = (value: unknown): string => JSON.stringify(value);
  const audio = (pcm: Buffer): string => pcm.toString('base64');

  beforeAll(async () => {
    server = await startTestServer({ SPEECH_IDLE_TIMEOUT_MS: '800' });
    url = server.ws('/speech/evaluate');
    speech = await synthesizePcm('I like apples very much.');
  });
  afterAll(() => server?.close());

  const firstError = async (frames: Array<string | Buffer>): Promise<{ code: number; message: string }> => {
    const messages = await sendRawFrames(url, frames);
    const error = messages.find((message) => message.code !== 0);
    expect(error, JSON.stringify(messages)).toBeDefined();
    return error as { code: number; message: string };
  };

  it('acknowledges status 0, then answers status 2 with the full result and closes', async () => {
    const run = await streamSpeech(url, { category: 'read_sentence', text: 'I like apples very much.', resource_id: 'R-1', question_id: 7 }, speech);
    expect(run.messages[0]).toMatchObject({ code: 0, data: { status: 0, max_audio_ms: 21_000 } });
    expect(run.final?.sid).toMatch(/^ev-/);
    const result = (run.final?.data as { status: number; result: Record<string, unknown> }).result;
    expect(run.final?.data).toMatchObject({ status: 2 });
    expect(result).toMatchObject({ category: 'read_sentence', ref_text: 'I like apples very much.', resource_id: 'R-1', question_id: '7', is_rejected: false, reject_reason: null });
    for (const key of ['total_score', 'accuracy_score', 'fluency_score', 'integrity_score']) {
      expect(result[key]).toBeGreaterThanOrEqual(0);
      expect(result[key]).toBeLessThanOrEqual(100);
    }
    const words = result.words as Array<Record<string, unknown>>;
    expect(words.map((word) => word.word)).toEqual(['I', 'like', 'apples', 'very', 'much']);
    expect(words[2]).toMatchObject({ ref_index: 2, sentence_index: 0 });
    expect((words[2]?.phones as unknown[]).length).toBe(5);
    expect(words[1]?.start_ms as number).toBeLessThan(words[2]?.start_ms as number);
    expect(result.recognized_text).toBe('I like apples very much');
    expect(result.evaluate_html).toMatch(/^<p class="ev-text">/);
    expect(result.study_report).toMatchObject({ info: { ref_words: 5 }, leak: { count: 0 }, speed: { level: expect.any(String) } });
    expect(run.closeCode).toBe(1000);
  });

  it('sends reading positions while audio streams when asked (shadow tracking)', async () => {
    const text = 'The quick brown fox jumps over the lazy dog near the river bank.';
    const run = await streamSpeech(url, { category: 'read_chapter', text, auto_tracking: 1, track_flow: 200 }, await synthesizePcm(text), { chunkMs: 100 });
    const positions = run.messages.filter((message) => (message.data as { status?: number } | null)?.status === 1).map((message) => (message.data as { tracking: { word_index: number } }).tracking.word_index);
    expect(positions.length).toBeGreaterThan(5);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(positions.at(-1)).toBeGreaterThanOrEqual(10);
    expect((run.final?.data as { result: { sentences: unknown[] } }).result.sentences).toHaveLength(1);
  });

  it('frees the engine slot when the client disconnects mid-recording', async () => {
    const socket = new WebSocket(url);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(frame({ status: 0, category: 'read_sentence', text: 'I like apples very much.' }));
    socket.send(frame({ status: 1, audio: audio(speech.subarray(0, 32_000)) }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.services.pool.stats().sessions).toBe(1);
    socket.terminate();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.services.pool.stats().sessions).toBe(0);
  });

  it('40001: binary frames, bad JSON, no status, wrong field types, oversized frames', async () => {
    expect((await firstError([Buffer.from([1, 2, 3, 4])])).code).toBe(40001);
    expect((await firstError(['{"status":0,'])).code).toBe(40001);
    expect((await firstError([frame({ category: 'read_word', text: 'cat' })])).code).toBe(40001);
    const typed = await firstError([frame({ status: 0, category: 'read_word', text: 'cat', record_max_time: 'ten' })]);
    expect(typed.code).toBe(40001);
    expect(typed.message).toContain('record_max_time');
    expect((await firstError([frame({ status: 0, category: 'read_word', text: 'cat' }), 'x'.repeat(5 * 1024 * 1024)])).code).toBe(40001);
  });

  it('40002 when the first frame is not status 0; 40003 for a second status 0 or frames after status 2', async () => {
    expect((await firstError([frame({ status: 1, audio: audio(speech.subarray(0, 6400)) })])).code).toBe(40002);
    const start = frame({ status: 0, category: 'read_word', text: 'cat' });
    expect((await firstError([start, start])).code).toBe(40003);
    expect((await firstError([start, frame({ status: 1, audio: audio(speech.subarray(0, 6400)) }), frame({ status: 2 }), frame({ status: 1, audio: '' })])).code).toBe(40003);
  });

  it('40004 for audio that is not 16 kHz 16-bit PCM', async () => {
    const start = { status: 0, category: 'read_word', text: 'cat' };
    expect((await firstError([frame({ ...start, encoding: 'speex-wb' })])).code).toBe(40004);
    expect((await firstError([frame({ ...start, sample_rate: 8000 })])).code).toBe(40004);
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(100)]);
    expect((await firstError([frame(start), frame({ status: 1, audio: audio(wav) })])).code).toBe(40004);
    expect((await firstError([frame(start), frame({ status: 1, audio: audio(Buffer.alloc(101)) })])).code).toBe(40004);
    expect((await firstError([frame(start), frame({ status: 1, audio: '@@@@' })])).code).toBe(40004);
  });

  it('40005 for audio beyond the item limit, 40006 for status 2 without audio, 40007 when the client goes quiet', async () => {
    const tooLong = await firstError([frame({ status: 0, category: 'read_word', text: 'cat', record_max_time: 1 }), frame({ status: 1, audio: audio(silencePcm(2500)) })]);
    expect(tooLong.code).toBe(40005);
    expect(tooLong.message).toContain('2.0 s');
    expect((await firstError([frame({ status: 0, category: 'read_word', text: 'cat' }), frame({ status: 2 })])).code).toBe(40006);
    expect((await firstError([frame({ status: 0, category: 'read_word', text: 'cat' })])).code).toBe(40007);
  });

  it('28682 for a missing or unknown category and bad choice options', async () => {
    expect((await firstError([frame({ status: 0, text: 'cat' })])).code).toBe(28682);
    expect((await firstError([frame({ status: 0, category: 'read_syllable', text: 'cat' })])).code).toBe(28682);
    expect((await firstError([frame({ status: 0, category: 'choice', options: ['only one'] })])).code).toBe(28682);
  });

  it('28693 for a missing, empty or non-English reference; 30005 for too long a text or a bad vocabulary line', async () => {
    expect((await firstError([frame({ status: 0, category: 'read_sentence' })])).code).toBe(28693);
    expect((await firstError([frame({ status: 0, category: 'read_sentence', text: '  ' })])).code).toBe(28693);
    expect((await firstError([frame({ status: 0, category: 'read_sentence', text: 'こんにちは。' })])).code).toBe(28693);
    expect((await firstError([frame({ status: 0, category: 'read_word', text: 'one two three four five six seven eight nine ten eleven' })])).code).toBe(30005);
    expect((await firstError([frame({ status: 0, category: 'read_word', text: '[word]\ncat\n[vocabulary]\ncat|ʘʘ' })])).code).toBe(30005);
  });
});

describe('busy answers', () => {
  it('10002 when every slot is taken and the line is full; 10004 after waiting too long', async () => {
    const full = await startTestServer({ SPEECH_SLOTS_PER_HELPER: '1', SPEECH_RECOGNISERS_PER_HELPER: '0', SPEECH_QUEUE_LIMIT: '0', SPEECH_IDLE_TIMEOUT_MS: '1500' });
    const waiting = await startTestServer({ SPEECH_SLOTS_PER_HELPER: '1', SPEECH_RECOGNISERS_PER_HELPER: '0', SPEECH_QUEUE_LIMIT: '1', SPEECH_QUEUE_WAIT_MS: '300', SPEECH_IDLE_TIMEOUT_MS: '1500' });
    try {
      for (const [server, code] of [[full, 10002], [waiting, 10004]] as const) {
        const url = server.ws('/speech/evaluate');
        const start = JSON.stringify({ status: 0, category: 'read_word', text: 'cat' });
        // The first session holds the only slot (it never finishes; its socket is left open).
        const holder = sendRawFrames(url, [start]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const messages = await sendRawFrames(url, [start]);
        expect(messages.at(-1)?.code).toBe(code);
        await holder;
      }
    } finally {
      await full.close();
      await waiting.close();
    }
  });
});
