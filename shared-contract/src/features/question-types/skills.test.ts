import { describe, expect, it } from 'vitest';
import { skillOfItem, skillOfType } from './skills';

describe('skills', () => {
  it('maps question types to skills; the spoken types train speaking', () => {
    expect(skillOfType('listen_choice')).toBe('listening');
    expect(skillOfType('cloze_test')).toBe('reading');
    expect(skillOfType('sentence_sorting')).toBe('grammar');
    expect(skillOfType('word_choice')).toBe('vocabulary');
    expect(skillOfType('translate_fill_words')).toBe('vocabulary');
    expect(skillOfType('ja_to_en_writing')).toBe('writing');
    expect(skillOfType('shadowing')).toBe('speaking');
    expect(skillOfType('ebook')).toBeUndefined();
  });

  it('takes the skill an item names, else listening for a recording, else its type\'s', () => {
    expect(skillOfItem('grammar_choice', { skill: 'reading', audio_file: 'a.mp3' })).toBe('reading');
    expect(skillOfItem('grammar_choice', { audio_file: 'a.mp3' })).toBe('listening');
    expect(skillOfItem('grammar_choice', { skill: 'juggling' })).toBe('grammar');
    expect(skillOfItem('grammar_choice', { audio_file: '' })).toBe('grammar');
  });
});
