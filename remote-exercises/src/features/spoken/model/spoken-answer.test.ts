import { describe, expect, it } from 'vitest';
import { readSpeechScore } from 'shared-speech';
import { gradeSpoken, scoreFromEvaluateResult, spokenAnswerFromStored, spokenAnswerFromTake, spokenFields } from './spoken-answer';

const raw = {
  category: 'read_sentence',
  ref_text: 'I like apples.',
  total_score: 72.4,
  accuracy_score: 80.2,
  fluency_score: 70,
  integrity_score: 100,
  is_rejected: false,
  recognized_text: 'i like apples',
  audio_ms: 2400,
  speech_ms: 1500,
  speed_wpm: 96,
  words: [
    { index: 0, word: 'I', ref_index: 0, type: 'correct', score: 90, phones: [] },
    { index: 1, word: 'like', ref_index: 1, type: 'correct', score: 85, phones: [] },
    { index: 2, word: 'apples', ref_index: 2, type: 'mispronunciation', score: 41.5, phones: [] },
  ],
  poorly_words: ['apples'],
  evaluate_html: '<p class="ev-text"></p>',
  study_report: { speed: { wpm: 96, level: 'average' } },
};

const score = readSpeechScore(raw, 'ev-1')!;

describe('spoken answer payload (spec part 2 section 7)', () => {
  it('posts every speech field, practice_type and the chat-bot reply', () => {
    const answer = spokenAnswerFromTake({ score, soundFile: '/uploads/a.mp3', durationMs: 2430, localUrl: 'blob:x' }, { practiceType: 2 });
    const fields = spokenFields(answer);
    expect(fields).toEqual({
      evaluate_result: JSON.stringify(raw),
      sound_file: '/uploads/a.mp3',
      record_duration: 2.4,
      percent_score: 72.4,
      accuracy_score: 80.2,
      fluency_score: 70,
      integrity_score: 100,
      total_score: 72.4,
      evaluate_html: '<p class="ev-text"></p>',
      poorly_words: 'apples',
      study_report: JSON.stringify(raw.study_report),
      practice_type: 2,
    });
    expect(answer.recordingUrl).toBe('/uploads/a.mp3');
    const chat = spokenFields(spokenAnswerFromTake({ score, soundFile: '', durationMs: 1000, localUrl: 'blob:y' }, { answerResult: '2-1', recognizeText: 'small please' }));
    expect(chat).toMatchObject({ answer_result: '2-1', recognize_text: 'small please', sound_file: '' });
  });

  it('keeps a failed upload replayable from the tab', () => {
    const answer = spokenAnswerFromTake({ score, soundFile: '', durationMs: 900, localUrl: 'blob:local' });
    expect(answer.recordingUrl).toBe('blob:local');
    expect(answer.fields.sound_file).toBe('');
  });

  it('divides a rejected recording by ten and grades on the 5-point scale', () => {
    const rejected = readSpeechScore({ ...raw, total_score: 64, is_rejected: true, reject_reason: 'unrelated' }, 'ev-2')!;
    const answer = spokenAnswerFromTake({ score: rejected, soundFile: 'f', durationMs: 1000, localUrl: null });
    expect(answer.fields.total_score).toBe(6.4);
    expect(gradeSpoken(answer)).toEqual({ points: 0.32, correct: true });
    expect(gradeSpoken(spokenAnswerFromTake({ score, soundFile: 'f', durationMs: 1, localUrl: null })).points).toBeCloseTo(3.62);
  });

  it('reads an answer record item back, with its words for the result colours', () => {
    const stored = {
      question_id: 'q1',
      percent_score: 72,
      total_score: 72.4,
      record_file: '/uploads/a.mp3',
      evaluate_result: JSON.stringify(raw),
      accuracy_score: 80.2,
      fluency_score: '70',
      integrity_score: 100,
      practice_type: 1,
      poorly_words: 'apples',
    };
    const answer = spokenAnswerFromStored(stored)!;
    expect(answer.score?.words.map((word) => word.word)).toEqual(['I', 'like', 'apples']);
    expect(answer.fields).toMatchObject({ percent_score: 72, fluency_score: 70, sound_file: '/uploads/a.mp3' });
    expect(answer.practiceType).toBe(1);
    expect(answer.recordingUrl).toBe('/uploads/a.mp3');
  });

  it('reads nothing from a skipped or empty record, and survives a damaged evaluate_result', () => {
    expect(spokenAnswerFromStored({ question_id: 'q', is_skipped: 1, percent_score: 0 })).toBeNull();
    expect(spokenAnswerFromStored({ question_id: 'q' })).toBeNull();
    expect(scoreFromEvaluateResult('{broken')).toBeNull();
    expect(scoreFromEvaluateResult('[1]')).toBeNull();
    const damaged = spokenAnswerFromStored({ question_id: 'q', percent_score: 'abc', evaluate_result: '{not json' } as never)!;
    expect(damaged.score).toBeNull();
    expect(damaged.fields.percent_score).toBe(0);
  });
});
