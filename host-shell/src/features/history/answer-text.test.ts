import { describe, expect, it } from 'vitest';
import { answerText } from './history-deep-page';

const choice = (n: string) => `選択肢${n}`;

describe('stored answers as text', () => {
  it('shows choice answers by their option numbers and typed answers as typed', () => {
    expect(answerText('[{"score":5,"question_id":"q-1","answer_index":[1]}]', choice)).toBe('選択肢1');
    expect(answerText('[{"answer_index":2},{"answer_index":[1,3]}]', choice)).toBe('選択肢2 / 選択肢1・3');
    expect(answerText('[{"answer_index":null}]', choice)).toBe('');
    expect(answerText('  She works on Saturdays. ', choice)).toBe('She works on Saturdays.');
    expect(answerText('', choice)).toBe('');
    expect(answerText('[not json', choice)).toBe('[not json');
  });
});
