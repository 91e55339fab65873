import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePcmSource } from '../../testing/fake-pcm-source';
import { FakeSocket, fakeSocketFactory, sampleResult } from '../../testing/fake-socket';
import type { EvaluationError } from '../evaluation/evaluation-errors';
import { LowScoreWarning } from '../evaluation/low-score-warning';
import type { SpokenExerciseKind } from '../../lib/exercise-kind';
import { RecorderController, type RecorderDependencies, type RecorderState, type SpeechTask } from './recorder-controller';

const evaluation: SpeechTask = { type: 'evaluation', request: { category: 'read_sentence', text: 'I like apples.', questionId: 'Q-1' } };

type Harness = {
  recorder: RecorderController;
  notes: string[];
  reports: EvaluationError[];
  states: RecorderState[];
  source: () => FakePcmSource;
  socket: () => FakeSocket;
};

function harness(kind: SpokenExerciseKind = 'sentence_reading', overrides: Partial<RecorderDependencies> & { startError?: unknown; lowScoreWarning?: LowScoreWarning } = {}): Harness {
  const notes: string[] = [];
  const reports: EvaluationError[] = [];
  const deps: RecorderDependencies = {
    createSource: () => new FakePcmSource(overrides.startError),
    evaluationUrl: async () => 'ws://portal.test/speech/evaluate',
    recognitionUrl: async () => 'ws://portal.test/speech/recognize',
    createSocket: fakeSocketFactory,
    notify: (key) => notes.push(key),
    report: (error) => reports.push(error),
    now: () => Date.now(),
    ...overrides,
  };
  const recorder = new RecorderController({ kind, lowScoreWarning: overrides.lowScoreWarning }, deps);
  const states: RecorderState[] = [];
  recorder.store.subscribe((snapshot, previous) => {
    if (snapshot.state !== previous.state) states.push(snapshot.state);
  });
  return { recorder, notes, reports, states, source: () => FakePcmSource.instances.at(-1)!, socket: () => FakeSocket.instances.at(-1)! };
}

/** Starts a take and lets the socket open and acknowledge. */
async function recording(h: Harness, options: { recordMaxTime?: unknown; task?: SpeechTask; maxAudioMs?: number } = {}) {
  const started = await h.recorder.start({ task: options.task ?? evaluation, recordMaxTime: options.recordMaxTime });
  expect(started).toBe(true);
  await vi.advanceTimersByTimeAsync(0);
  h.socket().open();
  h.socket().ack('ev-7', options.maxAudioMs ?? 21_000);
  await vi.advanceTimersByTimeAsync(0);
}

const finalMessage = (overrides: Record<string, unknown> = {}) => ({ code: 0, sid: 'ev-7', data: { status: 2, result: sampleResult(overrides) } });

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  FakePcmSource.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('recorder: init -> start -> recording -> stop -> init', () => {
  it('streams 3200-sample frames every 200 ms and ends with the score and the mp3 take', async () => {
    const h = harness();
    expect(h.recorder.snapshot.state).toBe('init');
    await recording(h);
    expect(h.states).toEqual(['start', 'recording']);
    expect(h.socket().frames()[0]).toMatchObject({ status: 0, category: 'read_sentence', text: 'I like apples.', question_id: 'Q-1', record_max_time: 20 });

    h.source().emit(4096);
    h.source().emit(4096);
    expect(h.socket().frames()).toHaveLength(1); // nothing before the send timer
    await vi.advanceTimersByTimeAsync(200);
    expect(h.socket().frames().map((f) => f.status)).toEqual([0, 1, 1]); // 8192 samples: two whole frames
    expect(h.recorder.snapshot.elapsedMs).toBe(200);
    expect(h.recorder.waveform.points().length).toBe(1024);

    await vi.advanceTimersByTimeAsync(1_000);
    h.source().tail = new Int16Array(1000);
    const stopping = h.recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.recorder.snapshot.state).toBe('stop');
    expect(h.source().stopped).toBe(true);
    const frames = h.socket().frames();
    expect(frames.map((f) => f.status)).toEqual([0, 1, 1, 2]);
    // 8192 + 1000 samples = 2 whole frames + 2792 left, all sent with the last frame.
    expect(atob(String(frames[3]!.audio)).length).toBe(2792 * 2);

    h.socket().receive(finalMessage());
    vi.useRealTimers(); // the mp3 encoder yields with real timers
    const outcome = await stopping;
    expect(outcome.status).toBe('scored');
    expect(h.recorder.snapshot).toMatchObject({ state: 'init', failure: null });
    expect(h.recorder.snapshot.score?.totalScore).toBe(72.4);
    expect(h.recorder.snapshot.take?.durationMs).toBe(Math.round((9192 / 16000) * 1000));
    expect(h.recorder.snapshot.take?.mp3.type).toBe('audio/mpeg');
    expect(h.recorder.snapshot.take?.mp3.size).toBeGreaterThan(1000);
    expect(h.states).toEqual(['start', 'recording', 'stop', 'init']);
    expect(h.socket().closedWith).toBe(1000);
    expect(h.notes).toEqual([]);
  });

  it('refuses to stop in the first second with the toast, then stops', async () => {
    const h = harness();
    await recording(h);
    await vi.advanceTimersByTimeAsync(999);
    expect(await h.recorder.stop()).toEqual({ status: 'refused' });
    expect(h.notes).toEqual(['evaluate_common_training_atleast']);
    expect(h.recorder.snapshot.state).toBe('recording');
    await vi.advanceTimersByTimeAsync(1);
    void h.recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.recorder.snapshot.state).toBe('stop');
  });

  it('ignores stop when not recording and start when not in init or retry', async () => {
    const h = harness();
    expect(await h.recorder.stop()).toEqual({ status: 'ignored' });
    await recording(h);
    expect(await h.recorder.start({ task: evaluation })).toBe(false);
    expect(FakePcmSource.instances).toHaveLength(1);
  });

  it('stops by itself at the kind default, or at the item record_max_time', async () => {
    const word = harness('word_reading');
    await recording(word, { task: { type: 'evaluation', request: { category: 'read_word', text: 'apple' } } });
    expect(word.recorder.snapshot.maxMs).toBe(10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(word.recorder.snapshot.state).toBe('recording');
    await vi.advanceTimersByTimeAsync(1);
    expect(word.recorder.snapshot.state).toBe('stop');

    const item = harness('sentence_reading');
    await recording(item, { recordMaxTime: '3' });
    expect(item.socket().frames()[0]).toMatchObject({ record_max_time: 3 });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(item.recorder.snapshot.state).toBe('stop');
  });

  it('follows a shorter limit the server announces (its limit includes 1 s of tolerance)', async () => {
    const h = harness('sentence_reading');
    await recording(h, { recordMaxTime: 200, maxAudioMs: 61_000 });
    expect(h.recorder.snapshot.maxMs).toBe(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.recorder.snapshot.state).toBe('stop');
  });

  it('counts low scores across takes and warns once', async () => {
    const warning = new LowScoreWarning();
    const h = harness('sentence_reading', { lowScoreWarning: warning });
    for (let take = 0; take < 4; take += 1) {
      await recording(h);
      await vi.advanceTimersByTimeAsync(1_000);
      const stopping = h.recorder.stop();
      await vi.advanceTimersByTimeAsync(0);
      h.socket().receive(finalMessage({ total_score: 12 }));
      await vi.runAllTimersAsync();
      await stopping;
    }
    expect(h.notes).toEqual(['low_score_warning']);
    expect(h.recorder.snapshot.lowScoreWarned).toBe(true);
  });
});

describe('recorder: failures', () => {
  it('still evaluates the take when the microphone fails to close', async () => {
    const h = harness();
    await recording(h);
    h.source().emit(8_000);
    h.source().stop = () => Promise.reject(new Error('device gone'));
    await vi.advanceTimersByTimeAsync(1_000);
    const stopping = h.recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    h.socket().receive(finalMessage());
    vi.useRealTimers();
    await expect(stopping).resolves.toMatchObject({ status: 'scored' });
  });

  it('still delivers the take when the mp3 encoder fails (encoded again on the page)', async () => {
    const h = harness('sentence_reading', {
      createEncoder: () => ({ append: () => undefined, finish: () => Promise.reject(new Error('worker died')), dispose: () => undefined }),
    });
    await recording(h);
    h.source().emit(16_000);
    await vi.advanceTimersByTimeAsync(1_000);
    const stopping = h.recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    h.socket().receive(finalMessage());
    vi.useRealTimers();
    const outcome = await stopping;
    expect(outcome.status).toBe('scored');
    expect(h.recorder.snapshot.take?.durationMs).toBe(1_000);
    expect(h.recorder.snapshot.take?.mp3.size).toBeGreaterThan(10_000);
  });

  it('maps a microphone refusal and goes back to init without opening a socket', async () => {
    const h = harness('sentence_reading', { startError: new DOMException('denied', 'NotAllowedError') });
    expect(await h.recorder.start({ task: evaluation })).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.recorder.snapshot).toMatchObject({ state: 'init', failure: { source: 'microphone', kind: 'permission_denied', messageKey: 'microphone_error.permission_denied' } });
    expect(h.states).toEqual(['start', 'init']);
    expect(FakeSocket.instances).toHaveLength(0);
    expect(h.reports).toEqual([]);
  });

  it('refuses a request without category before opening the microphone', async () => {
    const h = harness();
    expect(await h.recorder.start({ task: { type: 'evaluation', request: { category: undefined, text: 'x' } } })).toBe(false);
    expect(FakePcmSource.instances).toHaveLength(0);
    expect(h.recorder.snapshot.state).toBe('retry');
    expect(h.recorder.snapshot.failure).toMatchObject({ source: 'engine', code: -3 });
    expect(h.notes).toEqual(['evaluating_error_message.other_error']);
  });

  it('on a busy server while recording: stops the microphone, toasts, reports, goes to retry', async () => {
    const h = harness('sentence_reading');
    await recording(h);
    h.socket().receive({ code: 10002, message: 'busy', sid: 'ev-7', data: null });
    expect(h.recorder.snapshot.state).toBe('retry');
    expect(h.recorder.snapshot.failure).toMatchObject({ source: 'engine', code: 10002, kind: 'busy', sid: 'ev-7', policy: { action: 'restore_record_button' } });
    expect(h.source().stopped).toBe(true);
    expect(h.notes).toEqual(['evaluating_error_message.busy_error']);
    expect(h.reports.map((e) => [e.code, e.sid])).toEqual([[10002, 'ev-7']]);
    expect(await h.recorder.stop()).toEqual({ status: 'ignored' });
  });

  it('on the socket dropping during evaluation: network error, and shadow types also toast the failure', async () => {
    const h = harness('shadowing');
    await recording(h);
    await vi.advanceTimersByTimeAsync(1_500);
    const stopping = h.recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    h.socket().serverClose(1006);
    const outcome = await stopping;
    expect(outcome).toMatchObject({ status: 'failed', failure: { code: 1006, kind: 'network', policy: { action: 'restore_record_button', toastTrainingFailure: true } } });
    expect(h.notes).toEqual(['evaluating_error_message.network_error', 'evaluate_common_training_fail']);
    expect(h.recorder.snapshot).toMatchObject({ state: 'retry', take: null, score: null });
  });

  it('gives narration and speaking their own policies', async () => {
    for (const [kind, action] of [['narration', 'skip_question'], ['speaking', 'skip_recording'], ['dialogue', 'restore_screen']] as const) {
      const h = harness(kind);
      await recording(h, { task: { type: 'evaluation', request: { category: 'free_reply' } } });
      h.socket().receive({ code: 32101, message: 'engine failed', sid: 's', data: null });
      expect(h.recorder.snapshot.failure).toMatchObject({ kind: 'server', policy: { action } });
    }
  });

  it('fails with the network error when the portal cannot say where the service is', async () => {
    const h = harness('sentence_reading', { evaluationUrl: async () => Promise.reject(new Error('503')) });
    expect(await h.recorder.start({ task: evaluation })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.recorder.snapshot.state).toBe('retry');
    expect(h.recorder.snapshot.failure).toMatchObject({ code: 1006 });
    expect(h.source().stopped).toBe(true);
  });

  it('treats the microphone going away mid-take as a microphone failure with retry', async () => {
    const h = harness();
    await recording(h);
    h.source().unplug();
    expect(h.recorder.snapshot).toMatchObject({ state: 'retry', failure: { source: 'microphone', kind: 'startup_failed' } });
    expect(h.socket().closedWith).toBe(1000);
  });
});

describe('recorder: retry, reset and destroy', () => {
  it('starts over from retry, or returns to init with reset', async () => {
    const h = harness();
    await recording(h);
    h.socket().receive({ code: 10004, message: 'waited', sid: 'x', data: null });
    expect(h.recorder.snapshot.state).toBe('retry');
    await recording(h);
    expect(h.recorder.snapshot).toMatchObject({ state: 'recording', failure: null });
    h.socket().receive({ code: 10004, message: 'waited', sid: 'x', data: null });
    h.recorder.reset();
    expect(h.recorder.snapshot).toMatchObject({ state: 'init', failure: null });
    expect(h.states).toEqual(['start', 'recording', 'retry', 'start', 'recording', 'retry', 'init']);
  });

  it('reset while recording abandons the take without evaluating it', async () => {
    const h = harness();
    await recording(h);
    h.recorder.reset();
    expect(h.recorder.snapshot.state).toBe('init');
    expect(h.source().stopped).toBe(true);
    expect(h.socket().closedWith).toBe(1000);
    expect(h.reports).toEqual([]);
  });

  it('destroy releases everything and is final', async () => {
    const h = harness();
    await recording(h);
    h.recorder.destroy();
    expect(h.recorder.snapshot.state).toBe('destroy');
    expect(h.source().stopped).toBe(true);
    expect(h.socket().closedWith).toBe(1000);
    expect(await h.recorder.start({ task: evaluation })).toBe(false);
    h.recorder.reset();
    expect(h.recorder.snapshot.state).toBe('destroy');
  });

  it('destroy during start-up leaves the late microphone closed', async () => {
    const h = harness();
    const starting = h.recorder.start({ task: evaluation });
    h.recorder.destroy();
    expect(await starting).toBe(false);
    expect(h.source().stopped).toBe(true);
    expect(h.recorder.snapshot.state).toBe('destroy');
  });
});

describe('recorder: recognition', () => {
  it('ends the take when the server detects the end of speech', async () => {
    const h = harness('chat_bot');
    const partial: string[] = [];
    await recording(h, { task: { type: 'recognition', request: { options: ['Yes.', 'No.'] }, onPartialText: (t) => partial.push(t) } });
    expect(h.socket().url).toBe('ws://portal.test/speech/recognize');
    h.source().emit(3200);
    await vi.advanceTimersByTimeAsync(200);
    h.socket().receive({ code: 0, sid: 'rc', data: { status: 1, result: { text: 'yes' } } });
    h.socket().receive({ code: 0, sid: 'rc', data: { status: 2, result: { text: 'yes', is_rejected: false, choice: { index: 0, option: 'Yes.', irrelevance: [0, 100], rejected: false } } } });
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(partial).toEqual(['yes']);
    expect(h.recorder.snapshot.state).toBe('init');
    expect(h.recorder.snapshot.recognition).toMatchObject({ text: 'yes', choice: { index: 0 } });
    expect(h.recorder.snapshot.take?.durationMs).toBe(200);
  });

  it('tells the student when nothing was heard', async () => {
    const h = harness('chat_bot');
    await recording(h, { task: { type: 'recognition' } });
    await vi.advanceTimersByTimeAsync(1_200);
    const stopping = h.recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    h.socket().receive({ code: 0, sid: 'rc', data: { status: 2, result: { text: '', is_rejected: true } } });
    vi.useRealTimers();
    await expect(stopping).resolves.toMatchObject({ status: 'recognized', recognition: { text: '', isRejected: true } });
    expect(h.notes).toEqual(['hint_common_recognition_connection_empty']);
  });
});
