import { describe, expect, it } from 'vitest';
import { itemMetaListSchema } from '../../lib/item-meta';
import { itemKeysFromPackage } from './package-keys';

const option = (index: number, correct: 0 | 1, content = `o${index}`) => ({ index, content, correct });

describe('itemKeysFromPackage', () => {
  it('reads single and multi-question choice keys as the engine posts their ids', () => {
    const single = itemKeysFromPackage({ res_type: 'listen_choice', items: [{ index: 1, question_id: 'L1', screen_text: 'Which?', answers: [option(0, 0), option(1, 1)] }] });
    expect(single).toEqual([{ question_id: 'L1', index: 1, kind: 'choice', text: 'Which?', questions: [{ question_id: 'L1', correct: [1] }] }]);
    const cloze = itemKeysFromPackage({
      res_type: 'cloze_test',
      items: [{ index: 1, question_id: 'C1', content: 'A {1} B {2}', questions: [{ index: 1, answers: [option(0, 1)] }, { index: 2, answers: [option(0, 0), option(1, 1), option(2, 1)] }] }],
    });
    expect(cloze[0]?.questions).toEqual([
      { question_id: 'C1-1', correct: [0] },
      { question_id: 'C1-2', correct: [1, 2] },
    ]);
    const word = itemKeysFromPackage({ res_type: 'word_choice', items: [{ index: 1, question_id: 'W1', word: 'apple', mean: 'りんご', choose: [option(0, 0), option(1, 1)] }] });
    expect(word[0]).toMatchObject({ kind: 'choice', text: 'apple', text_jp: 'りんご', questions: [{ question_id: 'W1', correct: [1] }] });
  });

  it('reads typed, letter, ordering and writing keys', () => {
    const keys = itemKeysFromPackage({
      res_type: 'listen_fill_words',
      items: [{ index: 1, question_id: 'F1', screen_text: 'I {1} it.', filling_answer: [['like', 'love']] }],
    });
    expect(keys[0]).toMatchObject({ kind: 'blanks', blanks: [['like', 'love']] });
    expect(itemKeysFromPackage({ res_type: 'listen_fill_letters', items: [{ index: 1, question_id: 'S1', word: 'basket', filling_remain_letters: 'ba__et' }] })[0]).toMatchObject({
      kind: 'letters',
      pattern: 'ba__et',
      word: 'basket',
    });
    expect(itemKeysFromPackage({ res_type: 'sentence_sorting', items: [{ index: 1, question_id: 'O1', answer: ['where', 'are', 'you'] }] })[0]).toMatchObject({ kind: 'order' });
    expect(itemKeysFromPackage({ res_type: 'ja_to_en_writing', items: [{ index: 1, question_id: 'J1', answer: ['I like it.'] }] })[0]).toMatchObject({ kind: 'sentence', accepted: ['I like it.'] });
    expect(itemKeysFromPackage({ res_type: 'read_sentence', items: [{ index: 1, question_id: 'R1', evaluate_text: 'Hello.' }] })[0]).toMatchObject({ kind: 'speech', text: 'Hello.' });
  });

  it('hands broken packages to validation, which names the item', () => {
    const keys = itemKeysFromPackage({ res_type: 'listen_fill_words', items: [{ index: 1, question_id: 'F1' }] });
    const parsed = itemMetaListSchema.safeParse(keys);
    expect(parsed.success).toBe(false);
    expect(itemKeysFromPackage('nonsense')).toEqual([]);
  });
});
