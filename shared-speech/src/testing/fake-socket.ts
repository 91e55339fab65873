/**
 * A scriptable stand-in for the browser WebSocket, for unit tests of the sessions: it records
 * what the client sends and lets the test play the server (messages, closes, errors).
 */
import type { SocketLike } from '../features/evaluation/speech-socket';

export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number): void {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }

  /** Frames the client sent, parsed. */
  frames(): Array<Record<string, unknown>> {
    return this.sent as Array<Record<string, unknown>>;
  }

  // The server's side.
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' || data instanceof ArrayBuffer ? data : JSON.stringify(data) }));
  }

  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  ack(sid = 'ev-test', maxAudioMs = 21_000): void {
    this.receive({ code: 0, message: 'success', sid, data: { status: 0, max_audio_ms: maxAudioMs } });
  }
}

export const fakeSocketFactory = (url: string) => new FakeSocket(url);

/** A complete evaluation result as speech-server sends it. */
export function sampleResult(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    category: 'read_sentence',
    ref_text: 'I like apples.',
    total_score: 72.4,
    accuracy_score: 80.2,
    fluency_score: 70,
    integrity_score: 100,
    is_rejected: false,
    reject_reason: null,
    recognized_text: 'i like apples',
    audio_ms: 3400,
    speech_ms: 2100,
    speed_wpm: 96,
    words: [
      { index: 0, word: 'I', ref_index: 0, sentence_index: 0, type: 'correct', score: 90, start_ms: 300, end_ms: 450, repeat: false, phones: [{ phone: 'AY', ipa: 'aɪ', score: 90, start_ms: 300, end_ms: 450, type: 'correct' }] },
      { index: 1, word: 'like', ref_index: 1, sentence_index: 0, type: 'correct', score: 85, start_ms: 450, end_ms: 800, repeat: false, phones: [] },
      { index: 2, word: 'apples', ref_index: 2, sentence_index: 0, type: 'mispronunciation', score: 41.5, start_ms: 820, end_ms: 1310, repeat: false, phones: [] },
    ],
    sentences: [],
    poorly_words: ['apples'],
    evaluate_html: '<p class="ev-text"><span class="ev-word ev-good" data-index="0" data-score="90">I</span></p>',
    study_report: { info: {}, errorwords: [], speed: { wpm: 96, level: 'average' }, leak: { count: 0, words: [], ratio: 0, less_than_half_read: false }, repeat: { count: 0, words: [] } },
    engine: { name: 'pocketsphinx', version: '5', model: 'en-us' },
    ...overrides,
  };
}
