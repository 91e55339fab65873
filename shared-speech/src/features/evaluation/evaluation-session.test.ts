import { SPEECH_ADDRESS_REFUSED_CLOSE_CODE } from 'shared-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, fakeSocketFactory, sampleResult } from '../../testing/fake-socket';
import { EvaluationError, MALFORMED_MESSAGE_CODE, NETWORK_ERROR_CODE, NO_CATEGORY_CODE, NO_RESULT_CODE } from './evaluation-errors';
import { openEvaluation, type EvaluationRequest } from './evaluation-session';

const URL = 'ws://portal.test/speech/evaluate';
const request: EvaluationRequest = { category: 'read_sentence', text: 'I like apples.', resourceId: 12, questionId: 'Q-7', recordMaxTimeSeconds: 20 };

function start(overrides: Partial<EvaluationRequest> = {}, options: Parameters<typeof openEvaluation>[2] = {}) {
  const session = openEvaluation(URL, { ...request, ...overrides }, { createSocket: fakeSocketFactory, ...options });
  const socket = FakeSocket.instances.at(-1)!;
  return { session, socket };
}

async function rejection(promise: Promise<unknown>): Promise<EvaluationError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(EvaluationError);
    return error as EvaluationError;
  }
  throw new Error('expected a rejection');
}

beforeEach(() => {
  FakeSocket.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('evaluation session: the happy path', () => {
  it('sends status 0, queues audio until the acknowledgement, then status 1 frames and status 2', async () => {
    const { session, socket } = start();
    expect(socket.url).toBe(URL);
    expect(session.state).toBe('connecting');
    socket.open();
    expect(socket.frames()).toEqual([
      { status: 0, category: 'read_sentence', text: 'I like apples.', resource_id: '12', question_id: 'Q-7', record_max_time: 20, encoding: 'raw', sample_rate: 16000 },
    ]);
    session.sendAudio(Int16Array.from([1, -1]));
    expect(socket.frames()).toHaveLength(1); // queued: no acknowledgement yet
    socket.ack('ev-42', 21_000);
    await session.ready;
    expect(session.state).toBe('streaming');
    expect(session.sid).toBe('ev-42');
    expect(session.maxAudioMs).toBe(21_000);
    session.sendAudio(Int16Array.from([256]));
    expect(socket.frames().slice(1)).toEqual([
      { status: 1, audio: 'AQD//w==' },
      { status: 1, audio: 'AAE=' },
    ]);
    const result = session.finish(Int16Array.from([2]));
    expect(session.state).toBe('finishing');
    expect(socket.frames().at(-1)).toEqual({ status: 2, audio: 'AgA=' });
    socket.receive({ code: 0, message: 'success', sid: 'ev-42', data: { status: 2, result: sampleResult() } });
    const score = await result;
    expect(session.state).toBe('done');
    expect(score.totalScore).toBe(72.4);
    expect(score.accuracyScore).toBe(80.2);
    expect(score.words.map((w) => w.type)).toEqual(['correct', 'correct', 'mispronunciation']);
    expect(score.sid).toBe('ev-42');
    expect(socket.closedWith).toBe(1000); // the connection closes after the result
  });

  it('sends status 2 right after status 0 when the recording ended before the acknowledgement', async () => {
    const { session, socket } = start();
    socket.open();
    session.sendAudio(Int16Array.from([5]));
    const result = session.finish();
    socket.ack();
    expect(socket.frames().map((f) => f.status)).toEqual([0, 1, 2]);
    expect(socket.frames().at(-1)).toEqual({ status: 2, audio: '' });
    socket.receive({ code: 0, sid: 'ev-test', data: { status: 2, result: sampleResult() } });
    await expect(result).resolves.toMatchObject({ totalScore: 72.4 });
  });

  it('divides a rejected recording by 10 and keeps the engine total', async () => {
    const { session, socket } = start();
    socket.open();
    socket.ack();
    const result = session.finish();
    socket.receive({ code: 0, sid: 'x', data: { status: 2, result: sampleResult({ total_score: 55, is_rejected: true, reject_reason: 'unrelated' }) } });
    const score = await result;
    expect(score.totalScore).toBe(5.5);
    expect(score.engineTotalScore).toBe(55);
    expect(score.isRejected).toBe(true);
    expect(score.rejectReason).toBe('unrelated');
  });

  it('builds the read_word reference with marker and vocabulary', () => {
    const { socket } = start({ category: 'read_word', text: 'tomato', vocabulary: '/təˈmɑːtoʊ/' });
    socket.open();
    expect(socket.frames()[0]).toMatchObject({ category: 'read_word', text: '[word]\ntomato\n[vocabulary]\ntomato|/təˈmɑːtoʊ/' });
  });

  it('asks for tracking and forwards interim positions', async () => {
    const positions: unknown[] = [];
    const { session, socket } = start({ category: 'read_chapter', tracking: { trackType: 2, trackFlowMs: 400 } }, { onTracking: (p) => positions.push(p) });
    socket.open();
    expect(socket.frames()[0]).toMatchObject({ auto_tracking: 1, track_type: 2, track_flow: 400 });
    socket.ack();
    await session.ready;
    socket.receive({ code: 0, sid: 'x', data: { status: 1, tracking: { word_index: 4, sentence_index: 0, audio_ms: 2600 } } });
    socket.receive({ code: 0, sid: 'x', data: { status: 1, tracking: { word_index: 'four' } } }); // unreadable: ignored
    expect(positions).toEqual([{ wordIndex: 4, sentenceIndex: 0, audioMs: 2600 }]);
  });
});

describe('evaluation session: bad requests fail before anything is opened', () => {
  it('refuses a missing or unknown category (error no category)', () => {
    for (const category of [undefined, null, '', 'read_poem']) {
      const attempt = () => openEvaluation(URL, { ...request, category }, { createSocket: fakeSocketFactory });
      expect(attempt).toThrow(EvaluationError);
      try {
        attempt();
      } catch (error) {
        expect((error as EvaluationError).code).toBe(NO_CATEGORY_CODE);
      }
    }
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('refuses an empty reference text for reading, but not for free replies', () => {
    expect(() => openEvaluation(URL, { ...request, text: '  ' }, { createSocket: fakeSocketFactory })).toThrow(/reference text/);
    expect(() => openEvaluation(URL, { category: 'free_reply' }, { createSocket: fakeSocketFactory })).not.toThrow();
  });
});

describe('evaluation session: server errors and malformed messages', () => {
  it.each([28693, 28682, 30005, 10002, 10004, 32101, 40004])('rejects with the server code %i and its sid', async (code) => {
    const onError = vi.fn();
    const { session, socket } = start({}, { onError });
    socket.open();
    socket.receive({ code, message: 'engine says no', sid: 'ev-9', data: null });
    const error = await rejection(session.finish());
    expect(error.code).toBe(code);
    expect(error.sid).toBe('ev-9');
    expect(error.message).toBe('engine says no');
    expect(session.state).toBe('failed');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(socket.closedWith).toBe(1000);
    await expect(session.ready).rejects.toBe(error);
  });

  it('reports an error that arrives while streaming at once, not only at finish', async () => {
    const onError = vi.fn();
    const { session, socket } = start({}, { onError });
    socket.open();
    socket.ack();
    await session.ready;
    socket.receive({ code: 40005, message: 'too long', sid: 'ev-1', data: null });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 40005 }));
    session.sendAudio(Int16Array.from([1])); // ignored after the failure
    expect(socket.frames()).toHaveLength(1);
  });

  const malformed: Array<[string, unknown]> = [
    ['not JSON', '{oops'],
    ['a binary frame', new ArrayBuffer(4)],
    ['a JSON array', '[1,2]'],
    ['no code', { message: 'x', data: { status: 0 } }],
    ['a string code', { code: '0', data: { status: 0 } }],
    ['success without data', { code: 0, data: null }],
    ['an unknown status', { code: 0, data: { status: 7 } }],
    ['a final without a result object', { code: 0, data: { status: 2, result: 'great' } }],
  ];
  it.each(malformed)('fails with the malformed code on %s', async (_label, message) => {
    const { session, socket } = start();
    socket.open();
    socket.receive(message);
    const error = await rejection(session.result);
    expect(error.code).toBe(MALFORMED_MESSAGE_CODE);
    expect(error.messageKey).toBe('evaluating_error_message.other_error');
  });

  it('fails on a result without a numeric total score instead of showing 0', async () => {
    const { session, socket } = start();
    socket.open();
    socket.ack();
    const result = session.finish();
    socket.receive({ code: 0, data: { status: 2, result: sampleResult({ total_score: 'high' }) } });
    expect((await rejection(result)).code).toBe(MALFORMED_MESSAGE_CODE);
  });

  it('fails on a result before the last frame, a second acknowledgement, or interim data before the first', async () => {
    const early = start();
    early.socket.open();
    early.socket.ack();
    early.socket.receive({ code: 0, data: { status: 2, result: sampleResult() } });
    expect((await rejection(early.session.result)).code).toBe(MALFORMED_MESSAGE_CODE);

    const twice = start();
    twice.socket.open();
    twice.socket.ack();
    twice.socket.ack();
    expect((await rejection(twice.session.result)).code).toBe(MALFORMED_MESSAGE_CODE);

    const interim = start();
    interim.socket.open();
    interim.socket.receive({ code: 0, data: { status: 1, tracking: { word_index: 0, sentence_index: 0 } } });
    expect((await rejection(interim.session.result)).code).toBe(MALFORMED_MESSAGE_CODE);
  });

  it('ignores messages after the result', async () => {
    const { session, socket } = start();
    socket.open();
    socket.ack();
    const result = session.finish();
    socket.receive({ code: 0, data: { status: 2, result: sampleResult() } });
    socket.receive('garbage');
    await expect(result).resolves.toMatchObject({ totalScore: 72.4 });
    expect(session.state).toBe('done');
  });
});

describe('evaluation session: the connection going away', () => {
  it('maps an abnormal close mid-evaluation to the network error 1006', async () => {
    const { session, socket } = start();
    socket.open();
    socket.ack();
    const result = session.finish();
    socket.serverClose(1006);
    const error = await rejection(result);
    expect(error.code).toBe(NETWORK_ERROR_CODE);
    expect(error.messageKey).toBe('evaluating_error_message.network_error');
    expect(error.sid).toBe('ev-test');
  });

  it('maps a clean close without a result to "no result" (other error)', async () => {
    const { session, socket } = start();
    socket.open();
    socket.ack();
    socket.serverClose(1000);
    const error = await rejection(session.finish());
    expect(error.code).toBe(NO_RESULT_CODE);
    expect(error.kind).toBe('other');
  });

  it('maps a socket error event (connection refused) to 1006', async () => {
    const { session, socket } = start();
    socket.fail();
    expect((await rejection(session.ready)).code).toBe(NETWORK_ERROR_CODE);
  });

  it('maps a factory that throws (no WebSocket in this browser) to 1006', async () => {
    const session = openEvaluation(URL, request, {
      createSocket: () => {
        throw new Error('Your browser does not support WebSocket!');
      },
    });
    expect(session.state).toBe('failed');
    expect((await rejection(session.result)).code).toBe(NETWORK_ERROR_CODE);
  });

  it('times out waiting for the acknowledgement, and waiting for the result', async () => {
    vi.useFakeTimers();
    const silent = start({}, { connectTimeoutMs: 5_000 });
    silent.socket.open();
    vi.advanceTimersByTime(5_000);
    expect((await rejection(silent.session.ready)).code).toBe(NETWORK_ERROR_CODE);

    const slow = start({}, { resultTimeoutMs: 30_000 });
    slow.socket.open();
    slow.socket.ack();
    const result = slow.session.finish();
    vi.advanceTimersByTime(29_999);
    expect(slow.session.state).toBe('finishing');
    vi.advanceTimersByTime(1);
    const error = await rejection(result);
    expect(error.code).toBe(NETWORK_ERROR_CODE);
    expect(slow.socket.closedWith).toBe(1000);
  });

  it('abort closes the socket and settles the session without reporting an error', async () => {
    const onError = vi.fn();
    const { session, socket } = start({}, { onError });
    socket.open();
    session.abort();
    expect(session.state).toBe('aborted');
    expect(socket.closedWith).toBe(1000);
    expect((await rejection(session.result)).code).toBe(NO_RESULT_CODE);
    expect(onError).not.toHaveBeenCalled();
    session.abort(); // twice is harmless
  });
});

describe('evaluation session: a refused address (issue 20)', () => {
  const FRESH = 'ws://portal.test/speech/evaluate?auth=fresh';

  it('asks for a fresh address once and goes on, the audio recorded meanwhile included, without an error', async () => {
    const onError = vi.fn();
    const renewUrl = vi.fn(async () => FRESH);
    const { session, socket } = start({}, { renewUrl, onError });
    socket.open();
    session.sendAudio(Int16Array.from([1]));
    socket.serverClose(SPEECH_ADDRESS_REFUSED_CLOSE_CODE, 'speech address expired');
    session.sendAudio(Int16Array.from([2]));
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    const renewed = FakeSocket.instances[1]!;
    expect(renewUrl).toHaveBeenCalledTimes(1);
    expect(renewed.url).toBe(FRESH);
    renewed.open();
    renewed.ack();
    await session.ready;
    const result = session.finish();
    expect(renewed.frames().map((frame) => frame.status)).toEqual([0, 1, 1, 2]);
    renewed.receive({ code: 0, sid: 'ev-test', data: { status: 2, result: sampleResult() } });
    await expect(result).resolves.toMatchObject({ totalScore: 72.4 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('fails with the refusal code and the portal\'s reason when the fresh address is refused too', async () => {
    const onError = vi.fn();
    const { session, socket } = start({}, { renewUrl: async () => FRESH, onError });
    socket.serverClose(SPEECH_ADDRESS_REFUSED_CLOSE_CODE, 'speech address expired');
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    FakeSocket.instances[1]!.serverClose(SPEECH_ADDRESS_REFUSED_CLOSE_CODE, 'speech address already used');
    const error = await rejection(session.result);
    expect(error.code).toBe(SPEECH_ADDRESS_REFUSED_CLOSE_CODE);
    expect(error.message).toContain('speech address already used');
    expect(error.kind).toBe('other');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('fails at once without a way to renew, and after the session started', async () => {
    const alone = start();
    alone.socket.serverClose(SPEECH_ADDRESS_REFUSED_CLOSE_CODE, 'speech address missing');
    expect((await rejection(alone.session.result)).code).toBe(SPEECH_ADDRESS_REFUSED_CLOSE_CODE);

    const renewUrl = vi.fn(async () => FRESH);
    const started = start({}, { renewUrl });
    started.socket.open();
    started.socket.ack();
    started.socket.serverClose(SPEECH_ADDRESS_REFUSED_CLOSE_CODE, 'speech address not valid');
    expect((await rejection(started.session.result)).code).toBe(SPEECH_ADDRESS_REFUSED_CLOSE_CODE);
    expect(renewUrl).not.toHaveBeenCalled();
  });
});
