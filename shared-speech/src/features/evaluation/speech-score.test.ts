import { describe, expect, it } from 'vitest';
import { sampleResult } from '../../testing/fake-socket';
import { applyRejection, clampScore, gradeWord, readSpeechScore, speechAnswerFields } from './speech-score';

describe('clampScore and applyRejection', () => {
  it('clamps to 0..100 and shows non-numbers as 0', () => {
    expect([-5, 0, 42.5, 100, 130, Number.NaN, Infinity, '80', null, undefined].map(clampScore)).toEqual([0, 0, 42.5, 100, 100, 0, 0, 0, 0, 0]);
  });

  it('divides a rejected total by 10', () => {
    expect(applyRejection(87, true)).toBe(8.7);
    expect(applyRejection(87, false)).toBe(87);
  });
});

describe('readSpeechScore', () => {
  it('reads a full result', () => {
    const score = readSpeechScore(sampleResult(), 'ev-1')!;
    expect(score).toMatchObject({ sid: 'ev-1', category: 'read_sentence', totalScore: 72.4, fluencyScore: 70, integrityScore: 100, poorlyWords: ['apples'], speedWpm: 96 });
    expect(score.words[2]).toMatchObject({ word: 'apples', refIndex: 2, type: 'mispronunciation', score: 41.5, startMs: 820 });
    expect(score.words[0]?.phones[0]).toMatchObject({ phone: 'AY', ipa: 'aɪ', score: 90 });
  });

  it('reads odd fields defensively: clamps scores, drops non-objects, nulls insertion scores', () => {
    const score = readSpeechScore(
      sampleResult({
        accuracy_score: 140,
        fluency_score: 'good',
        words: [null, 'x', { word: 'um', type: 'insertion', score: 50, ref_index: null }, { type: 'weird', score: -3 }],
        poorly_words: ['a', 3, null],
        study_report: 'not an object',
        sentences: 'none',
      }),
      '',
    )!;
    expect(score.accuracyScore).toBe(100);
    expect(score.fluencyScore).toBe(0);
    expect(score.words).toHaveLength(2);
    expect(score.words[0]).toMatchObject({ word: 'um', type: 'insertion', score: null, refIndex: null });
    expect(score.words[1]).toMatchObject({ word: '*', type: 'correct', score: 0 });
    expect(score.poorlyWords).toEqual(['a']);
    expect(score.studyReport).toBeNull();
    expect(score.sentences).toEqual([]);
  });

  it('returns null when there is no numeric total score', () => {
    expect(readSpeechScore(sampleResult({ total_score: undefined }), '')).toBeNull();
    expect(readSpeechScore(sampleResult({ total_score: Number.NaN }), '')).toBeNull();
  });
});

describe('gradeWord', () => {
  it('grades by the standard (60) and excellent (80) scores', () => {
    expect(gradeWord({ type: 'correct', score: 95 })).toBe('good');
    expect(gradeWord({ type: 'correct', score: 80 })).toBe('good');
    expect(gradeWord({ type: 'correct', score: 79.9 })).toBe('fair');
    expect(gradeWord({ type: 'correct', score: 60 })).toBe('fair');
    expect(gradeWord({ type: 'mispronunciation', score: 59 })).toBe('poor');
    expect(gradeWord({ type: 'correct', score: 0 })).toBe('poor');
    expect(gradeWord({ type: 'omission', score: 0 })).toBe('omitted');
    expect(gradeWord({ type: 'insertion', score: null })).toBe('inserted');
    expect(gradeWord({ type: 'correct', score: 70 }, { excellentScore: 70, standardScore: 50 })).toBe('good');
  });
});

describe('speechAnswerFields', () => {
  it('builds the answer post fields', () => {
    const score = readSpeechScore(sampleResult({ is_rejected: true, total_score: 50 }), 'ev-1')!;
    const fields = speechAnswerFields(score, 'uploads/2024/a.mp3', 3_456);
    expect(fields).toMatchObject({
      sound_file: 'uploads/2024/a.mp3',
      record_duration: 3.5,
      total_score: 5,
      percent_score: 5,
      accuracy_score: 80.2,
      poorly_words: 'apples',
    });
    expect(JSON.parse(fields.evaluate_result)).toMatchObject({ total_score: 50, is_rejected: true });
    expect(JSON.parse(fields.study_report)).toMatchObject({ speed: { level: 'average' } });
  });
});
