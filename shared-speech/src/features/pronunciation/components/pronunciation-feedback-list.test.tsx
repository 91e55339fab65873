import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from 'shared-ui';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerSpeechTranslations } from '../../../lib/i18n/speech-i18n';
import { speechJa } from '../../../lib/i18n/speech-translations';
import { audioPlayer } from '../../player/shared-player';
import { readSpeechScore } from '../../evaluation/speech-score';
import { PronunciationFeedbackList } from './pronunciation-feedback-list';

const score = readSpeechScore(
  {
    total_score: 62,
    words: [
      {
        index: 0,
        word: 'really',
        ref_index: 0,
        type: 'mispronunciation',
        score: 45,
        start_ms: 300,
        end_ms: 720,
        phones: [
          { phone: 'R', ipa: 'ɹ', score: 30, type: 'mispronunciation' },
          { phone: 'IY', ipa: 'i', score: 85, type: 'correct' },
          { phone: 'L', ipa: 'l', score: 40, type: 'mispronunciation' },
          { phone: 'IY', ipa: 'i', score: 85, type: 'correct' },
        ],
      },
      { index: 1, word: 'fine', ref_index: 1, type: 'correct', score: 95, start_ms: 720, end_ms: 1000, phones: [{ phone: 'F', ipa: 'f', score: 95, type: 'correct' }] },
    ],
  },
  'sid',
);

beforeAll(async () => {
  await initI18n({ lng: 'ja' });
  registerSpeechTranslations();
});

afterEach(() => {
  cleanup();
  audioPlayer.stop();
});

describe('PronunciationFeedbackList', () => {
  it('shows each mispronounced word with its IPA, the bad phones marked, and the Japanese tip', () => {
    if (!score) throw new Error('no score');
    render(<PronunciationFeedbackList score={score} recordingUrl="blob:http://localhost/take" />);
    const rows = screen.getAllByTestId('pronunciation-word');
    expect(rows.map((row) => row.getAttribute('data-word'))).toEqual(['really']);
    const ipa = within(rows[0] as HTMLElement).getByTestId('pronunciation-ipa');
    expect(ipa.textContent).toBe('/ɹili/');
    expect([...ipa.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['ɹ', 'l']);
    expect(within(rows[0] as HTMLElement).getByText(speechJa.pronunciation.tip.lr)).toBeTruthy();
  });

  it('replays the student\'s own word from the recording', () => {
    if (!score) throw new Error('no score');
    render(<PronunciationFeedbackList score={score} recordingUrl="blob:http://localhost/take" />);
    fireEvent.click(screen.getByTestId('pronunciation-play-mine'));
    expect(audioPlayer.snapshot.src).toBe('blob:http://localhost/take#t=0.22,0.80');
  });

  it('offers no own replay without a recording, and renders nothing when every word was good', () => {
    if (!score) throw new Error('no score');
    render(<PronunciationFeedbackList score={score} recordingUrl={null} />);
    expect(screen.queryByTestId('pronunciation-play-mine')).toBeNull();
    cleanup();
    const { container } = render(<PronunciationFeedbackList score={{ ...score, words: score.words.slice(1) }} recordingUrl={null} />);
    expect(container.innerHTML).toBe('');
  });
});
