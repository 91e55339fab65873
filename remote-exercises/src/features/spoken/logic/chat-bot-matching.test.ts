import { describe, expect, it } from 'vitest';
import { attemptOutcome, irrelevance, matchReply, normaliseWords } from './chat-bot-matching';

describe('chat-bot matching (spec part 2 section 5)', () => {
  it('drops punctuation and case before comparing', () => {
    expect(normaliseWords('Yes, I DO!  Thanks.')).toEqual(['yes', 'i', 'do', 'thanks']);
    expect(normaliseWords("I don't know…")).toEqual(['i', "don't", 'know']);
    expect(normaliseWords(' ?! ')).toEqual([]);
  });

  it('irrelevance is distance over the option word count times 100', () => {
    expect(irrelevance('I would like a coffee', 'I would like a coffee, please.')).toBeCloseTo((1 / 6) * 100);
    expect(irrelevance('tea', 'I would like tea')).toBe(75);
    expect(irrelevance('anything', '...')).toBe(100);
  });

  it('takes the closest option under 70', () => {
    const options = ['I would like a coffee, please.', 'Just water, thank you.', 'No, thanks.'];
    const match = matchReply('just water thank you', options);
    expect(match).toMatchObject({ matched: true, position: 1 });
    expect(match.irrelevance[1]).toBe(0);
  });

  it('keeps the first of two equally close options', () => {
    expect(matchReply('yes', ['yes please', 'yes thanks'])).toMatchObject({ matched: true, position: 0 });
  });

  it('fails when every option scores 70 or more, or nothing was said', () => {
    const options = ['I live in Osaka.', 'I am a student.'];
    expect(matchReply('the weather is lovely today', options).matched).toBe(false);
    expect(matchReply('', options).matched).toBe(false);
    // exactly 70 is a failure: 7 edits on a 10-word option
    const ten = 'one two three four five six seven eight nine ten';
    expect(irrelevance('one two three a b c d e f g', ten)).toBe(70);
    expect(matchReply('one two three a b c d e f g', [ten]).matched).toBe(false);
  });

  it('asks to retry twice, then takes the first option on the third failure', () => {
    const miss = matchReply('banana', ['Yes, please.', 'No, thank you.']);
    expect(attemptOutcome(miss, 0)).toEqual({ action: 'confirm-retry', failures: 1 });
    expect(attemptOutcome(miss, 1)).toEqual({ action: 'confirm-retry', failures: 2 });
    expect(attemptOutcome(miss, 2)).toEqual({ action: 'take', position: 0, forced: true });
    const hit = matchReply('no thank you', ['Yes, please.', 'No, thank you.']);
    expect(attemptOutcome(hit, 2)).toEqual({ action: 'take', position: 1, forced: false });
  });
});
