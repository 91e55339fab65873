/**
 * The recorder every spoken question type uses: microphone -> PCM frames -> speech socket
 * (evaluation or recognition), with the mp3 of the take encoded alongside and a live waveform.
 *
 * States (spec part 2 section 4: init, start, ing, stop, retry, destroy):
 *
 *   init --start()--> start --microphone open--> recording --stop()/limit--> stop --result--> init
 *     ^                 |                            |                          |
 *     |                 +--microphone error----------+--(to init, failure)      +--engine error--> retry
 *     +--------------------------reset()------------------------------------------------------+  |
 *                                                                       retry --start()--> start |
 *   any state --destroy()--> destroy (final)
 *
 * - stop() is refused during the first second (toast evaluate_common_training_atleast).
 * - The recording stops by itself at the item's limit (record-limits.ts), or earlier when the
 *   server announces a shorter one.
 * - On an engine error the error's message is toasted, shadow types also toast
 *   evaluate_common_training_fail, the error is reported with its code and session id, the take is
 *   dropped and the state becomes `retry` with the per-kind policy for the screen to follow.
 * - After a result the socket is closed and the state is `init` again, with `score` (or
 *   `recognition`) and the mp3 `take` in the snapshot for the answer post.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { engineErrorPolicy, type EngineErrorPolicy } from '../evaluation/engine-error-policy';
import { EvaluationError, isEvaluationError, NETWORK_ERROR_CODE, type EvaluationErrorKind } from '../evaluation/evaluation-errors';
import { evaluationRequestFrame, openEvaluation, type EvaluationRequest, type TrackingPosition } from '../evaluation/evaluation-session';
import type { LowScoreWarning } from '../evaluation/low-score-warning';
import type { SpeechScore } from '../evaluation/speech-score';
import type { SocketFactory, SpeechSocket } from '../evaluation/speech-socket';
import type { SpokenExerciseKind } from '../../lib/exercise-kind';
import { openRecognition, type RecognitionRequest, type RecognitionResult } from '../recognition/recognition-session';
import { MIN_RECORD_MS, SEND_INTERVAL_MS, SPEECH_SAMPLE_RATE } from '../../lib/audio-constants';
import { MicrophoneError, toMicrophoneError, type MicrophoneErrorKind } from './microphone-errors';
import type { PcmSource } from './microphone-source';
import { createMp3Encoder, loadPageEncoder, type Mp3EncoderPort } from './mp3-encoder-port';
import { PcmFrameQueue } from './pcm-frame-queue';
import { maxRecordMs } from './record-limits';
import { WaveformBuffer } from './waveform';

export type RecorderState = 'init' | 'start' | 'recording' | 'stop' | 'retry' | 'destroy';

/** What the recording is for: a scored reading, or recognising what was said. */
export type SpeechTask =
  | { type: 'evaluation'; request: EvaluationRequest; onTracking?: (position: TrackingPosition) => void }
  | { type: 'recognition'; request?: RecognitionRequest; onPartialText?: (text: string) => void };

export type RecorderFailure =
  | { source: 'microphone'; kind: MicrophoneErrorKind; messageKey: string }
  | { source: 'engine'; code: number; kind: EvaluationErrorKind; messageKey: string; sid: string; policy: EngineErrorPolicy };

/** The recording of one take, for the upload and for playing it back. */
export type RecordingTake = { mp3: Blob; durationMs: number };

export type RecorderSnapshot = {
  state: RecorderState;
  /** Recorded time, updated every 200 ms while recording. */
  elapsedMs: number;
  /** The limit of this take (item or kind default, or the server's shorter one). */
  maxMs: number;
  score: SpeechScore | null;
  recognition: RecognitionResult | null;
  take: RecordingTake | null;
  failure: RecorderFailure | null;
  /** True from the moment the low-score warning was shown. */
  lowScoreWarned: boolean;
};

export type StopOutcome =
  | { status: 'refused' }
  | { status: 'ignored' }
  | { status: 'scored'; score: SpeechScore; take: RecordingTake }
  | { status: 'recognized'; recognition: RecognitionResult; take: RecordingTake }
  | { status: 'failed'; failure: RecorderFailure };

/** What the controller needs from the outside world (the defaults are the real ones; tests swap them). */
export type RecorderDependencies = {
  createSource: () => PcmSource;
  evaluationUrl: () => Promise<string>;
  recognitionUrl: () => Promise<string>;
  createSocket?: SocketFactory;
  /** Shows a short message (a toast). */
  notify: (messageKey: string) => void;
  /** Sends an error report (message, code, session id). */
  report: (error: EvaluationError, task: SpeechTask) => void;
  now: () => number;
  /** The take's mp3 encoder (default: the shared worker, or the page when no worker starts). */
  createEncoder?: () => Mp3EncoderPort;
};

export type RecorderOptions = {
  kind: SpokenExerciseKind;
  /** Shared by the recorders of one practice session so the warning counts across items. */
  lowScoreWarning?: LowScoreWarning;
};

export type StartOptions = {
  task: SpeechTask;
  /** The item's record_max_time (seconds); the kind's default when absent or invalid. */
  recordMaxTime?: unknown;
};

type Take = {
  attempt: number;
  task: SpeechTask;
  source: PcmSource;
  queue: PcmFrameQueue;
  encoder: Mp3EncoderPort;
  /** Every block of the take, so the mp3 can still be made on the page if the encoder fails. */
  blocks: Int16Array[];
  samples: number;
  startedAt: number;
  session: SpeechSocket<SpeechScore> | SpeechSocket<RecognitionResult> | null;
  sessionOpened: Promise<void>;
  sendTimer?: ReturnType<typeof setInterval>;
  limitTimer?: ReturnType<typeof setTimeout>;
};

const INITIAL: RecorderSnapshot = {
  state: 'init',
  elapsedMs: 0,
  maxMs: 0,
  score: null,
  recognition: null,
  take: null,
  failure: null,
  lowScoreWarned: false,
};

/** Time the server allows beyond the item's limit (PROTOCOL.md: +1 s of tolerance). */
const SERVER_TOLERANCE_MS = 1_000;

export class RecorderController {
  /** The snapshot as a zustand store (React: `useStore(recorder.store)` or the hooks). */
  readonly store: StoreApi<RecorderSnapshot>;
  /** Live waveform of the current take. */
  readonly waveform = new WaveformBuffer();
  private take: Take | null = null;
  private attempts = 0;

  constructor(
    private readonly options: RecorderOptions,
    private readonly deps: RecorderDependencies,
  ) {
    this.store = createStore<RecorderSnapshot>(() => ({ ...INITIAL }));
  }

  get snapshot(): RecorderSnapshot {
    return this.store.getState();
  }

  get kind(): SpokenExerciseKind {
    return this.options.kind;
  }

  /**
   * Opens the microphone and starts a take (from init, or from retry to start over). Resolves
   * false when it did not start (wrong state, microphone error, bad request); the snapshot says why.
   */
  async start({ task, recordMaxTime }: StartOptions): Promise<boolean> {
    const { state } = this.snapshot;
    if (state !== 'init' && state !== 'retry') return false;
    try {
      // A request without category or text is refused before the microphone is touched.
      if (task.type === 'evaluation') evaluationRequestFrame(task.request);
    } catch (error) {
      this.failEngine(toEvaluationError(error), task, null);
      return false;
    }
    const attempt = ++this.attempts;
    const maxMs = maxRecordMs(this.options.kind, recordMaxTime);
    this.waveform.clear();
    this.set({ state: 'start', elapsedMs: 0, maxMs, score: null, recognition: null, take: null, failure: null });
    const take: Take = {
      attempt,
      task,
      source: this.deps.createSource(),
      queue: new PcmFrameQueue(),
      encoder: (this.deps.createEncoder ?? createMp3Encoder)(),
      blocks: [],
      samples: 0,
      startedAt: 0,
      session: null,
      sessionOpened: Promise.resolve(),
    };
    this.take = take;
    const url = (task.type === 'evaluation' ? this.deps.evaluationUrl() : this.deps.recognitionUrl()).catch((error: unknown) => {
      throw toEvaluationError(error);
    });
    url.catch(() => undefined); // handled below, once the microphone is open

    try {
      await take.source.start(
        (pcm) => this.onPcm(take, pcm),
        () => this.onDeviceLost(take),
      );
    } catch (error) {
      if (this.take !== take) return false;
      this.take = null;
      take.encoder.dispose();
      const microphone = toMicrophoneError(error);
      this.set({ state: 'init', failure: { source: 'microphone', kind: microphone.kind, messageKey: microphone.messageKey } });
      return false;
    }
    if (this.take !== take) {
      void take.source.stop();
      return false;
    }

    take.startedAt = this.deps.now();
    take.sendTimer = setInterval(() => this.sendFrames(take), SEND_INTERVAL_MS);
    take.limitTimer = setTimeout(() => void this.stopAtLimit(take), maxMs);
    take.sessionOpened = url.then((socketUrl) => this.openSession(take, socketUrl, maxMs));
    take.sessionOpened.catch((error: unknown) => {
      if (this.take === take && this.snapshot.state === 'recording') this.failEngine(toEvaluationError(error), task, take);
    });
    this.set({ state: 'recording' });
    return true;
  }

  /**
   * Ends the take and waits for the result. Refused during the first second (with the toast);
   * ignored unless recording.
   */
  async stop(): Promise<StopOutcome> {
    const take = this.take;
    if (!take || this.snapshot.state !== 'recording') return { status: 'ignored' };
    if (this.deps.now() - take.startedAt < MIN_RECORD_MS) {
      this.deps.notify('evaluate_common_training_atleast');
      return { status: 'refused' };
    }
    return this.finishTake(take);
  }

  /** Drops the current take (any state but destroy) and goes back to init; nothing is evaluated. */
  reset(): void {
    if (this.snapshot.state === 'destroy') return;
    this.discardTake();
    this.set({ ...INITIAL, lowScoreWarned: this.snapshot.lowScoreWarned });
  }

  /** Releases the microphone and the socket for good. */
  destroy(): void {
    this.discardTake();
    this.set({ state: 'destroy' });
  }

  private set(partial: Partial<RecorderSnapshot>) {
    this.store.setState(partial);
  }

  private onPcm(take: Take, pcm: Int16Array) {
    if (this.take !== take) return;
    const { state } = this.snapshot;
    if (state !== 'recording' && state !== 'stop') return;
    take.samples += pcm.length;
    take.blocks.push(pcm);
    take.queue.push(pcm);
    take.encoder.append(pcm);
    this.waveform.push(pcm);
  }

  private sendFrames(take: Take) {
    if (this.take !== take) return;
    if (take.session) for (const frame of take.queue.take(take.queue.size)) take.session.sendAudio(frame);
    this.set({ elapsedMs: Math.max(0, this.deps.now() - take.startedAt) });
  }

  private async openSession(take: Take, url: string, maxMs: number) {
    if (this.take !== take) return;
    const onError = (error: EvaluationError) => {
      if (this.take === take && this.snapshot.state === 'recording') this.failEngine(error, take.task, take);
    };
    // A refused address (expired while the microphone opened) is renewed once by the session itself.
    const renewUrl = () => (take.task.type === 'evaluation' ? this.deps.evaluationUrl() : this.deps.recognitionUrl());
    const common = { createSocket: this.deps.createSocket, onError, renewUrl };
    if (take.task.type === 'evaluation') {
      const session = openEvaluation(url, { recordMaxTimeSeconds: maxMs / 1000, ...take.task.request }, { ...common, onTracking: take.task.onTracking });
      take.session = session;
      void session.ready.then(() => this.tightenLimit(take, session.maxAudioMs), () => undefined);
    } else {
      const session = openRecognition(url, take.task.request, { ...common, onPartialText: take.task.onPartialText });
      take.session = session;
      // Recognition ends by itself after the speaker's silence.
      void session.result.then(() => {
        if (this.take === take && this.snapshot.state === 'recording') void this.finishTake(take);
      }, () => undefined);
    }
    this.sendFrames(take);
  }

  /** The server's limit includes a second of tolerance; stop before it so the audio is never refused. */
  private tightenLimit(take: Take, maxAudioMs: number | null) {
    if (this.take !== take || maxAudioMs === null || this.snapshot.state !== 'recording') return;
    const serverLimit = maxAudioMs - SERVER_TOLERANCE_MS;
    if (serverLimit >= this.snapshot.maxMs) return;
    clearTimeout(take.limitTimer);
    const remaining = Math.max(0, serverLimit - (this.deps.now() - take.startedAt));
    take.limitTimer = setTimeout(() => void this.stopAtLimit(take), remaining);
    this.set({ maxMs: serverLimit });
  }

  private async stopAtLimit(take: Take) {
    if (this.take === take && this.snapshot.state === 'recording') await this.finishTake(take);
  }

  private async finishTake(take: Take): Promise<StopOutcome> {
    this.set({ state: 'stop', elapsedMs: Math.max(0, this.deps.now() - take.startedAt) });
    clearInterval(take.sendTimer);
    clearTimeout(take.limitTimer);
    // A device that fails to close must not hold the take: what was recorded is still evaluated.
    await take.source.stop().catch((error: unknown) => console.warn('microphone did not close cleanly', error));
    if (this.take !== take) return { status: 'ignored' };
    const durationMs = Math.round((take.samples / SPEECH_SAMPLE_RATE) * 1000);
    const mp3 = take.encoder.finish().catch(async (error: unknown) => {
      console.warn('mp3 encoder failed, encoding on the page', error);
      return (await loadPageEncoder()).encodeMp3(concatenate(take.blocks));
    });
    try {
      await take.sessionOpened;
      const session = take.session;
      if (!session) throw new EvaluationError(NETWORK_ERROR_CODE, 'the speech session never opened');
      const frames = take.queue.takeRest();
      const last = frames.pop();
      for (const frame of frames) session.sendAudio(frame);
      const result = await session.finish(last);
      const takeResult: RecordingTake = { mp3: await mp3, durationMs };
      if (this.take !== take) return { status: 'ignored' };
      this.take = null;
      return take.task.type === 'evaluation' ? this.scored(result as SpeechScore, takeResult) : this.recognized(result as RecognitionResult, takeResult);
    } catch (error) {
      mp3.catch(() => undefined);
      if (this.take !== take) return { status: 'ignored' };
      const failure = this.failEngine(toEvaluationError(error), take.task, take);
      return { status: 'failed', failure };
    }
  }

  private scored(score: SpeechScore, take: RecordingTake): StopOutcome {
    const warn = this.options.lowScoreWarning?.record(score.totalScore) ?? false;
    if (warn) this.deps.notify('low_score_warning');
    this.set({ state: 'init', score, take, lowScoreWarned: this.snapshot.lowScoreWarned || warn });
    return { status: 'scored', score, take };
  }

  private recognized(recognition: RecognitionResult, take: RecordingTake): StopOutcome {
    // Nothing heard: the spec's "recognition empty" toast; the screen decides whether to record again.
    if (recognition.text === '') this.deps.notify('hint_common_recognition_connection_empty');
    this.set({ state: 'init', recognition, take });
    return { status: 'recognized', recognition, take };
  }

  private onDeviceLost(take: Take) {
    if (this.take !== take || this.snapshot.state !== 'recording') return;
    this.discardTake();
    const lost = new MicrophoneError('startup_failed', new Error('the microphone stopped while recording'));
    this.set({ state: 'retry', failure: { source: 'microphone', kind: lost.kind, messageKey: lost.messageKey } });
  }

  /** Engine error: toast, report, drop the take, go to retry with the kind's policy. */
  private failEngine(error: EvaluationError, task: SpeechTask, take: Take | null): RecorderFailure {
    if (take) this.discardTake();
    const policy = engineErrorPolicy(this.options.kind);
    this.deps.notify(error.messageKey);
    if (policy.toastTrainingFailure) this.deps.notify('evaluate_common_training_fail');
    this.deps.report(error, task);
    const failure: RecorderFailure = { source: 'engine', code: error.code, kind: error.kind, messageKey: error.messageKey, sid: error.sid, policy };
    this.set({ state: 'retry', failure, take: null, score: null, recognition: null });
    return failure;
  }

  private discardTake() {
    const take = this.take;
    this.take = null;
    if (!take) return;
    clearInterval(take.sendTimer);
    clearTimeout(take.limitTimer);
    void take.source.stop().catch(() => undefined);
    take.session?.abort();
    take.encoder.dispose();
  }
}

function concatenate(blocks: readonly Int16Array[]): Int16Array {
  const all = new Int16Array(blocks.reduce((total, block) => total + block.length, 0));
  let offset = 0;
  for (const block of blocks) {
    all.set(block, offset);
    offset += block.length;
  }
  return all;
}

function toEvaluationError(error: unknown): EvaluationError {
  if (isEvaluationError(error)) return error;
  return new EvaluationError(NETWORK_ERROR_CODE, error instanceof Error ? error.message : String(error));
}
