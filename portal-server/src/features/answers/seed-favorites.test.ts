import { describe, expect, it } from 'vitest';
import type { ResourceItemMeta } from '../../lib/item-meta';
import { favoriteOfItem } from './seed';

const item = (fields: Partial<ResourceItemMeta>): ResourceItemMeta => ({ question_id: 'q1', index: 1, kind: 'choice', ...fields }) as ResourceItemMeta;

describe('the demo favourites of the textbooks', () => {
  it('keep what the practice bookmarks: a translation filled in, a typed English answer, a spelling word, a spoken sentence', () => {
    expect(favoriteOfItem(item({ kind: 'blanks', text: 'I {1} in the human resources {2}.', blanks: [['work'], ['department', 'dept.']], text_jp: '私は人事部で働いています。' }))).toEqual({
      en: 'I work in the human resources department.',
      jp: '私は人事部で働いています。',
      category: 'read_sentence',
    });
    expect(favoriteOfItem(item({ kind: 'sentence', text_jp: '後でかけ直します。', accepted: ["I'll call back later.", 'I will call back later.'] }))).toEqual({ en: "I'll call back later.", jp: '後でかけ直します。', category: 'read_sentence' });
    expect(favoriteOfItem(item({ kind: 'letters', word: 'schedule', text: 'schedule', text_jp: '予定、スケジュール' }))).toEqual({ en: 'schedule', jp: '予定、スケジュール', category: 'read_word' });
    expect(favoriteOfItem(item({ kind: 'speech', text: 'Good morning, everyone.' }))).toEqual({ en: 'Good morning, everyone.', jp: '', category: 'read_sentence' });
  });

  it('leave out questions, listening blanks without a translation, letters and multi-line mails', () => {
    expect(favoriteOfItem(item({ kind: 'choice', text: 'Which team did Ken just join?' }))).toBeNull();
    expect(favoriteOfItem(item({ kind: 'blanks', text: 'How may I {1} you?', blanks: [['help']] }))).toBeNull();
    expect(favoriteOfItem(item({ kind: 'blanks', text: 'Dear Ms. White,\nI can\'t {1}.', blanks: [['attend']], text_jp: 'メールを書きましょう。' }))).toBeNull();
    expect(favoriteOfItem(item({ kind: 'order', text: '{1} {2} {3}.', text_jp: '私は…' }))).toBeNull();
  });
});
