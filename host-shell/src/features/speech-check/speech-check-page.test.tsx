import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// A memory router and its provider from react-router itself, the module the components'
// hooks (through shared-ui/router) come from; react-router/dom's provider is the browser's.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from 'shared-ui';
import type { PcmSource, RecorderDependencies, SocketLike } from 'shared-speech';
import { SpeechCheckPage } from './speech-check-page';

/** Plays speech-server: acknowledges status 0 and answers status 2 with `reply`. */
class ScriptedSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(private readonly reply: Record<string, unknown>) {
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }

  send(data: string) {
    const frame = JSON.parse(data) as Record<string, unknown>;
    this.sent.push(frame);
    const answer = (body: unknown) => queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(body) })));
    if (frame.status === 0) answer({ code: 0, sid: 'ev-1', data: { status: 0, max_audio_ms: 21_000 } });
    if (frame.status === 2) answer(this.reply);
  }

  close() {
    this.readyState = 3;
  }
}

function microphone(): PcmSource {
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    async start(onPcm) {
      timer = setInterval(() => onPcm(Int16Array.from({ length: 1600 }, (_, i) => Math.round(3000 * Math.sin(i / 5)))), 100);
    },
    async stop() {
      clearInterval(timer);
    },
  };
}

const result = {
  category: 'read_sentence',
  total_score: 84.5,
  accuracy_score: 88,
  fluency_score: 79,
  integrity_score: 90,
  is_rejected: false,
  recognized_text: 'i like to read books',
  words: [
    { index: 0, word: 'I', ref_index: 0, type: 'correct', score: 92 },
    { index: 1, word: 'like', ref_index: 1, type: 'mispronunciation', score: 45 },
    { index: 2, word: 'to', ref_index: 2, type: 'omission', score: 0 },
    { index: 3, word: 'um', ref_index: null, type: 'insertion', score: null },
  ],
};

let sockets: ScriptedSocket[] = [];

function renderPage(reply: Record<string, unknown>) {
  sockets = [];
  const notes: string[] = [];
  const dependencies: Partial<RecorderDependencies> = {
    createSource: microphone,
    evaluationUrl: async () => 'ws://portal.test/speech/evaluate',
    createSocket: () => {
      const socket = new ScriptedSocket(reply);
      sockets.push(socket);
      return socket;
    },
    notify: (key) => notes.push(key),
    report: () => undefined,
  };
  const router = createMemoryRouter([{ path: '/speech-check', element: <SpeechCheckPage recorderDependencies={dependencies} /> }], { initialEntries: ['/speech-check'] });
  render(<RouterProvider router={router} />);
  return { notes };
}

beforeAll(async () => {
  await initI18n({ lng: 'ja' });
});

afterEach(() => {
  cleanup();
  sockets = [];
});

describe('SpeechCheckPage', () => {
  it('records the shown sentence and shows the scores and coloured words', async () => {
    const user = userEvent.setup();
    renderPage({ code: 0, sid: 'ev-1', data: { status: 2, result } });
    const sentence = screen.getByTestId('speech-check-sentence').textContent;
    await user.click(screen.getByTestId('speech-check-record'));
    await screen.findByTestId('speech-check-stop');
    expect(sockets[0]?.sent[0]).toMatchObject({ status: 0, category: 'read_sentence', text: sentence });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    await user.click(screen.getByTestId('speech-check-stop'));
    const scores = await screen.findByTestId('speech-check-result', {}, { timeout: 3_000 });
    expect(within(scores).getByTestId('score-total').textContent).toContain('85');
    expect(within(scores).getByTestId('score-fluency').textContent).toContain('79');
    const words = within(scores).getByTestId('speech-check-words');
    expect([...words.querySelectorAll('[data-grade]')].map((w) => [w.textContent, w.getAttribute('data-grade')])).toEqual([
      ['I', 'good'],
      ['like', 'poor'],
      ['to', 'omitted'],
    ]);
    expect(sockets[0]?.sent.map((f) => f.status).at(-1)).toBe(2);
  });

  it('shows the failure and the record-again button when the server is busy', async () => {
    const user = userEvent.setup();
    const { notes } = renderPage({ code: 10002, message: 'busy', sid: 'ev-1', data: null });
    await user.click(screen.getByTestId('speech-check-record'));
    await screen.findByTestId('speech-check-stop');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    await user.click(screen.getByTestId('speech-check-stop'));
    await screen.findByTestId('speech-check-failure');
    expect(notes).toEqual(['evaluating_error_message.busy_error']);
    expect(screen.getByTestId('speech-check-record')).toBeTruthy();
    expect(screen.queryByTestId('speech-check-result')).toBeNull();
  });
});
