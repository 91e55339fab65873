// The ear-listening drills generated from the business list (textbook/content-load-words.ts):
// which words of an example are blanked, and the sets they make.
import { describe, expect, it } from 'vitest';
import { earBlanks, earListenSources } from '../textbook/content-load-words';
import { readWordLists } from '../textbook/content-words';

const filled = (screen: string, answers: string[]) => answers.reduce((text, answer, at) => text.replace(`{${at + 1}}`, answer), screen);

describe('ear-listening blanks', () => {
  it('blanks the word as the example says it and the longest other word, in sentence order', () => {
    expect(earBlanks({ word: 'meeting', example: 'The weekly sales meeting starts at ten.' })).toEqual({ screen_text: 'The {1} sales {2} starts at ten.', answers: ['weekly', 'meeting'] });
    expect(earBlanks({ word: 'attendee', example: 'All attendees received the handouts in advance.' })?.answers).toEqual(['attendees', 'received']);
    expect(earBlanks({ word: 'go', form: 'went', example: 'We went to the office.' })?.answers).toEqual(['went', 'office']);
  });

  it('blanks a phrase by its first and last word only (two blanks at most)', () => {
    expect(earBlanks({ word: 'show of hands', example: "Let's decide by a show of hands." })).toEqual({ screen_text: "Let's decide by a {1} of {2}.", answers: ['show', 'hands'] });
  });

  it('prefers the exact word to a longer one that starts with it', () => {
    expect(earBlanks({ word: 'go', example: 'Good plans go well.' })?.answers).toContain('go');
  });

  it('makes every business example a drill item whose blanks give back the sentence', () => {
    const business = readWordLists().find((list) => list.list === 'business')!;
    for (const unit of business.units) {
      const sets = earListenSources(unit);
      const items = sets.flatMap((set) => set.items as { screen_text: string; filling_answer: string[][] }[]);
      expect(items).toHaveLength(unit.words.length);
      for (const set of sets) expect(set.items.length).toBeGreaterThanOrEqual(5);
      for (const set of sets) expect(set.items.length).toBeLessThanOrEqual(10);
      for (const [at, item] of items.entries()) {
        expect(item.filling_answer.length).toBeGreaterThanOrEqual(1);
        expect(item.filling_answer.length).toBeLessThanOrEqual(2);
        expect(filled(item.screen_text, item.filling_answer.map((answers) => answers[0]!))).toBe(unit.words[at]!.example);
      }
    }
  });
});
