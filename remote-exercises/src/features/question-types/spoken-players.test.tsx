// The spoken players against shared-speech's real recorder, with a scripted microphone and a
// scripted speech-server socket (the real ones are exercised by the e2e tests): the recording
// states, the 1-second stop guard, the answer payload, and the per-type engine-error handling.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedSpeech } from 'shared-speech/testing';
import type { AudioControl, PlayerProps } from '../engine/model/question-type';
import type { ExerciseItem, PracticeResource } from '../engine/model/resource';
import { modeRules } from '../engine/modes/mode-rules';
import { DEFAULT_TOGGLES } from '../engine/stores/run-store';
import { narrationType } from './narration/narration';
import { sentenceReadingType } from './sentence-reading/sentence-reading';
import { SpokenDependenciesContext, type SpokenDependencies } from '../spoken/hooks/spoken-dependencies';
import type { SpokenAnswer } from '../spoken/model/spoken-answer';

const result = {
  category: 'read_sentence',
  ref_text: 'I like apples.',
  total_score: 72.4,
  accuracy_score: 80.2,
  fluency_score: 70,
  integrity_score: 100,
  is_rejected: false,
  recognized_text: 'i like apples',
  audio_ms: 1600,
  speech_ms: 1200,
  speed_wpm: 96,
  words: [
    { index: 0, word: 'I', ref_index: 0, type: 'correct', score: 90, phones: [] },
    { index: 1, word: 'like', ref_index: 1, type: 'correct', score: 85, phones: [] },
    { index: 2, word: 'apples', ref_index: 2, type: 'omission', score: 0, phones: [] },
  ],
  poorly_words: ['apples'],
  evaluate_html: '<p class="ev-text"></p>',
  study_report: { speed: { wpm: 96, level: 'average' }, leak: { count: 1, words: ['apples'], less_than_half_read: false } },
};

type Server = { frames: Record<string, unknown>[]; reply: 'result' | { error: number } };

function harness(reply: Server['reply']) {
  const server: Server = { frames: [], reply };
  const speech = scriptedSpeech(() => (server.reply === 'result' ? { result } : server.reply), { maxAudioMs: 21_000 });
  server.frames = speech.frames;
  const { notify, dependencies: recorder, advance } = speech;
  const dependencies: SpokenDependencies = { recorder, upload: vi.fn(async () => ({ file: '/uploads/take.mp3' })) };
  const wrapper = ({ children }: { children: ReactNode }) => <SpokenDependenciesContext.Provider value={dependencies}>{children}</SpokenDependenciesContext.Provider>;
  return { server, notify, dependencies, wrapper, advanceClock: advance };
}

const audio: AudioControl = { play: vi.fn(), stop: vi.fn(), playing: null };

function props(item: ExerciseItem, resource: PracticeResource): PlayerProps<SpokenAnswer> {
  return {
    item,
    resource,
    rules: modeRules('practice'),
    toggles: DEFAULT_TOGGLES,
    mediaUrl: (path) => `/resources/test/1/${path}`,
    audio,
    submitted: null,
    onSubmit: vi.fn(),
    controls: { next: vi.fn(), skip: vi.fn(), finish: vi.fn() },
    shuffleSeed: 1,
  };
}

const sentenceItem = { index: 1, question_id: 'sr-1', screen_text: 'I like apples.', category: 'read_sentence', audio_file: 'audio/sr-1.mp3' } as ExerciseItem;
const resource = (type: string, items: ExerciseItem[]): PracticeResource =>
  ({ res_id: 7, res_code: 'test', res_version: '1', res_type: type, part_title: 'T', question_description: '', option_random: 0, multiple_choice: 0, items }) as unknown as PracticeResource;

afterEach(cleanup);

describe('sentence reading player', () => {
  it('records, refuses to stop in the first second, evaluates, uploads and posts the speech fields', async () => {
    const { server, notify, wrapper, advanceClock, dependencies } = harness('result');
    const playerProps = props(sentenceItem, resource('sentence_reading', [sentenceItem]));
    const Player = sentenceReadingType.Player;
    render(<Player {...playerProps} />, { wrapper });

    fireEvent.click(screen.getByTestId('record-start'));
    await waitFor(() => expect(screen.getByTestId('record-panel').dataset.phase).toBe('recording'));
    // The recording starts at once; the first frame goes when the socket has opened (5 ms later here).
    await waitFor(() => expect(server.frames[0]).toMatchObject({ status: 0, category: 'read_sentence', text: 'I like apples.', resource_id: '7', question_id: 'sr-1' }));

    // The first second: stop is refused with the spec's toast and the take goes on.
    advanceClock(500);
    fireEvent.click(screen.getByTestId('record-stop'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('evaluate_common_training_atleast'));
    expect(screen.getByTestId('record-panel').dataset.phase).toBe('recording');

    advanceClock(1200);
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    fireEvent.click(screen.getByTestId('record-stop'));
    await waitFor(() => expect(playerProps.onSubmit).toHaveBeenCalledTimes(1), { timeout: 5000 });

    expect(server.frames.at(-1)).toMatchObject({ status: 2 });
    expect(server.frames.filter((frame) => frame.status === 1).length).toBeGreaterThan(0);
    expect(dependencies.upload).toHaveBeenCalledTimes(1);
    const answer = vi.mocked(playerProps.onSubmit).mock.calls[0]![0];
    expect(sentenceReadingType.fields(sentenceItem, answer, sentenceReadingType.grade(sentenceItem, answer), { percentScored: false })).toMatchObject({
      sound_file: '/uploads/take.mp3',
      percent_score: 72.4,
      total_score: 72.4,
      accuracy_score: 80.2,
      poorly_words: 'apples',
      evaluate_result: JSON.stringify(result),
    });
    // The score shows with the coloured words and the record button comes back for another try.
    await waitFor(() => expect(screen.getByTestId('take-score').dataset.score).toBe('72'));
    expect(screen.getAllByTestId('evaluated-words')[0]!.querySelectorAll('[data-grade="omitted"]')).toHaveLength(1);
    expect(screen.getByTestId('record-start')).toBeTruthy();
  });

  it('brings the record button back after an engine error and posts nothing', async () => {
    const { wrapper, advanceClock } = harness({ error: 32101 });
    const playerProps = props(sentenceItem, resource('sentence_reading', [sentenceItem]));
    const Player = sentenceReadingType.Player;
    render(<Player {...playerProps} />, { wrapper });
    fireEvent.click(screen.getByTestId('record-start'));
    await waitFor(() => expect(screen.getByTestId('record-panel').dataset.phase).toBe('recording'));
    advanceClock(1500);
    fireEvent.click(screen.getByTestId('record-stop'));
    await waitFor(() => expect(screen.getByTestId('record-start')).toBeTruthy(), { timeout: 5000 });
    expect(playerProps.onSubmit).not.toHaveBeenCalled();
    expect(playerProps.controls.skip).not.toHaveBeenCalled();
  });
});

describe('narration player', () => {
  it('skips the question when the speech engine fails (spec part 2 section 4)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { wrapper, advanceClock } = harness({ error: 32101 });
      const item = { index: 1, question_id: 'na-1', screen_text: 'Hello, everyone. My name is Hana.', category: 'read_chapter' } as ExerciseItem;
      const playerProps = props(item, resource('narration', [item]));
      const Player = narrationType.Player;
      render(<Player {...playerProps} />, { wrapper });
      fireEvent.click(screen.getByTestId('program-start'));
      // tone, 2 s, (no instruction file), 2 s, tone, 1 s, beep: then the recording starts.
      await act(() => vi.advanceTimersByTimeAsync(7000));
      await waitFor(() => expect(screen.getByTestId('record-stop')).toBeTruthy());
      advanceClock(2000);
      fireEvent.click(screen.getByTestId('record-stop'));
      await waitFor(() => expect(playerProps.controls.skip).toHaveBeenCalledTimes(1), { timeout: 5000 });
      expect(playerProps.onSubmit).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
