import { describe, expect, it } from 'vitest';
import { englishText, favoriteKey, favoriteKind, favoriteOrigin, practiceCategory, practiceText } from './favorite-kind';
import { sampleRecording, sampleSentence, sampleWord } from './favorite-samples';

describe('favourite kinds', () => {
  it('tells words, sentences and recordings apart', () => {
    expect(favoriteKind(sampleSentence())).toBe('sentence');
    expect(favoriteKind(sampleWord())).toBe('word');
    expect(favoriteKind(sampleRecording())).toBe('recording');
    expect(favoriteKind(sampleRecording({ category: 'read_word', screen_en_text: 'apple' }))).toBe('recording');
  });

  it('keys entries by type and id, as the two tables number them separately', () => {
    expect(favoriteKey(sampleSentence({ favorite_id: 5 }))).toBe('sentence:5');
    expect(favoriteKey(sampleRecording({ favorite_id: 5 }))).toBe('recording:5');
  });

  it('reads the screen text, else the scored text, and practises what the entry was collected to be read as', () => {
    expect(englishText(sampleSentence({ screen_en_text: '', evaluate_text: 'I like apples.' }))).toBe('I like apples.');
    expect(englishText(sampleRecording())).toBe('');
    expect(practiceText(sampleSentence({ screen_en_text: 'I ___ apples. (like)', evaluate_text: 'I like apples.' }))).toBe('I like apples.');
    expect(practiceText(sampleRecording({ screen_en_text: ' Nice to meet you. ' }))).toBe('Nice to meet you.');
  });

  it('practises words as read_word and sentences as read_sentence, and nothing without English', () => {
    expect(practiceCategory(sampleWord())).toBe('read_word');
    expect(practiceCategory(sampleWord({ screen_en_text: 'take off', evaluate_text: 'take off' }))).toBe('read_word');
    expect(practiceCategory(sampleSentence())).toBe('read_sentence');
    expect(practiceCategory(sampleRecording())).toBeNull();
    expect(practiceCategory(sampleRecording({ screen_en_text: 'Good morning.' }))).toBe('read_sentence');
    expect(practiceCategory(sampleRecording({ screen_en_text: 'morning' }))).toBe('read_word');
  });

  it('names where an entry came from', () => {
    expect(favoriteOrigin(sampleWord())).toEqual({ kind: 'dictionary', word: 'receive' });
    expect(favoriteOrigin(sampleSentence())).toEqual({ kind: 'resource', title: 'Unit 1 あいさつ' });
    expect(favoriteOrigin(sampleSentence({ resource_title: '' }))).toEqual({ kind: 'unknown' });
  });
});
