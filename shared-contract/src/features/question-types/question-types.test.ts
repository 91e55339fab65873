import { describe, expect, it } from 'vitest';
import { ANSWER_KEY_KIND, MARKED_TYPE_KEYS, QUESTION_TYPE_KEYS, isMarkedTypeKey, isQuestionTypeKey } from './question-types';
import { DEFAULT_SPOKEN_CATEGORY, INTEGRATED_PARTS, ITEM_SPEECH_CATEGORIES, SPEECH_CATEGORIES, SPOKEN_TYPE_KEYS, integratedPartCategory, isSpeechCategory, isSpokenTypeKey } from './spoken-types';

describe('question type keys', () => {
  it('lists every type once: the marked types, then the spoken ones', () => {
    expect(new Set(QUESTION_TYPE_KEYS).size).toBe(QUESTION_TYPE_KEYS.length);
    expect(QUESTION_TYPE_KEYS).toEqual([...MARKED_TYPE_KEYS, ...SPOKEN_TYPE_KEYS]);
    expect(MARKED_TYPE_KEYS).toHaveLength(13);
    expect(SPOKEN_TYPE_KEYS).toHaveLength(17);
  });

  it('gives every marked type one way to compare its answer', () => {
    expect(Object.keys(ANSWER_KEY_KIND).sort()).toEqual([...MARKED_TYPE_KEYS].sort());
  });

  it('recognises keys', () => {
    expect(isQuestionTypeKey('chat_bot')).toBe(true);
    expect(isQuestionTypeKey('grammar_index')).toBe(false);
    expect(isQuestionTypeKey(3)).toBe(false);
    expect(isMarkedTypeKey('listen_fill_letters')).toBe(true);
    expect(isMarkedTypeKey('word_reading')).toBe(false);
    expect(isSpokenTypeKey('pure_listening')).toBe(true);
    expect(isSpokenTypeKey('listen_choice')).toBe(false);
  });
});

describe('speech categories', () => {
  it('has a default item category for every recorded spoken type but the integrated process', () => {
    const recorded = SPOKEN_TYPE_KEYS.filter((type) => type !== 'pure_listening' && type !== 'integrated_process');
    expect(Object.keys(DEFAULT_SPOKEN_CATEGORY).sort()).toEqual([...recorded].sort());
    for (const category of Object.values(DEFAULT_SPOKEN_CATEGORY)) expect(ITEM_SPEECH_CATEGORIES).toContain(category);
  });

  it('scores an integrated-process item by its part', () => {
    expect(INTEGRATED_PARTS.map(integratedPartCategory)).toEqual(['read_sentence', 'free_reply', 'read_chapter']);
  });

  it('lets items name every category but choice', () => {
    expect(SPEECH_CATEGORIES.filter((category) => !(ITEM_SPEECH_CATEGORIES as readonly string[]).includes(category))).toEqual(['choice']);
    expect(isSpeechCategory('choice')).toBe(true);
    expect(isSpeechCategory('read_paragraph')).toBe(false);
  });
});
