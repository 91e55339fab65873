import { describe, expect, it } from 'vitest';
import { blankMatches, blanksMatch, lettersMatch, normaliseForComparison, normaliseInput, orderMatches, sentenceMatches, spellWord } from './typed-answer';

describe('normaliseInput (what the field shows after keyup)', () => {
  it('turns Japanese IME full-width letters, digits, punctuation and the ideographic space half-width', () => {
    expect(normaliseInput('\uFF41\uFF50\uFF50\uFF4C\uFF45\u3000\uFF11')).toBe('apple 1');
    expect(normaliseInput('Ｉ　ｌｉｋｅ　ＴＥＡ！')).toBe('I like TEA!');
    expect(normaliseInput('ｙｅｓ，ｐｌｅａｓｅ．')).toBe('yes,please.');
    expect(normaliseInput('（ｆｉｖｅ）？')).toBe('(five)?');
  });

  it('turns the Japanese full stop and comma into . and ,', () => {
    expect(normaliseInput('Yes、I do。')).toBe('Yes,I do.');
    expect(normaliseInput('no｡ thanks､ bye')).toBe('no. thanks, bye');
  });

  it('straightens curly and look-alike quotes', () => {
    expect(normaliseInput('don\u2019t \u201Cgo\u201D')).toBe('don\'t "go"');
    expect(normaliseInput('it\u2018s \u201Eok\u201F')).toBe('it\'s "ok"');
    expect(normaliseInput('don`t can´t I\uFF07m')).toBe("don't can't I'm");
  });

  it('keeps spacing and case as typed (the caret must not jump)', () => {
    expect(normaliseInput('  I  Like ')).toBe('  I  Like ');
  });

  it('leaves Japanese text and accented letters alone', () => {
    expect(normaliseInput('りんご café')).toBe('りんご café');
  });
});

describe('normaliseForComparison', () => {
  it('trims, collapses spaces (also ideographic ones) and drops spaces before punctuation', () => {
    expect(normaliseForComparison('  I   like  tea .  ')).toBe('I like tea.');
    expect(normaliseForComparison('  Ｉ’ｍ   ｆｉｎｅ ,　thanks ')).toBe("I'm fine, thanks");
    expect(normaliseForComparison('Really ?\tYes !')).toBe('Really? Yes!');
    expect(normaliseForComparison('\u3000\u3000')).toBe('');
  });
});

describe('blankMatches and blanksMatch', () => {
  it('ignores case, spacing, full width and quote style', () => {
    expect(blankMatches(' Don\u2019t ', ["don't"])).toBe(true);
    expect(blankMatches(' LIKE ', ['like', 'love'])).toBe(true);
    expect(blankMatches('ＧＯＥＳ', ['goes'])).toBe(true);
    expect(blankMatches('ice\u3000 cream', ['ice cream'])).toBe(true);
  });

  it('refuses other words, partial words and empty blanks', () => {
    expect(blankMatches('went', ['go', 'goes'])).toBe(false);
    expect(blankMatches('lik', ['like'])).toBe(false);
    expect(blankMatches('  ', ['like'])).toBe(false);
  });

  it('needs one value per blank of the key, each right', () => {
    const key = [['go', 'walk'], ['by']];
    expect(blanksMatch(['Walk', ' by '], key)).toBe(true);
    expect(blanksMatch(['go', 'on'], key)).toBe(false);
    expect(blanksMatch(['go'], key)).toBe(false);
    expect(blanksMatch(['go', 'by', 'bus'], key)).toBe(false);
    expect(blanksMatch([], [])).toBe(false);
  });
});

describe('sentenceMatches', () => {
  const accepted = ['I have lived in Osaka for three years.'];

  it('forgives the first letter and a missing final full stop only', () => {
    expect(sentenceMatches('i have lived in Osaka for three years', accepted)).toBe(true);
    expect(sentenceMatches('I have lived in osaka for three years.', accepted)).toBe(false);
    expect(sentenceMatches('I have lived in Osaka for 3 years.', accepted)).toBe(false);
  });

  it('accepts IME input: full width, the Japanese full stop, extra spaces', () => {
    expect(sentenceMatches('Ｉ　have lived in Osaka  for three years。', accepted)).toBe(true);
    expect(sentenceMatches('  I have lived in Osaka for three years .', accepted)).toBe(true);
  });

  it('compares apostrophes and question marks after normalising', () => {
    expect(sentenceMatches('I\u2019m from Kyoto', ["I'm from Kyoto."])).toBe(true);
    expect(sentenceMatches('where are you from ？', ['Where are you from?'])).toBe(true);
    expect(sentenceMatches('Where are you from', ['Where are you from?'])).toBe(false);
  });

  it('never accepts an empty answer', () => {
    expect(sentenceMatches('   ', accepted)).toBe(false);
    expect(sentenceMatches('', ['.'])).toBe(false);
  });
});

describe('orderMatches', () => {
  it('needs the key order; only the first word is case-free', () => {
    expect(orderMatches(['Where', 'are', 'you'], ['where', 'are', 'you'])).toBe(true);
    expect(orderMatches(['where', 'Are', 'you'], ['where', 'are', 'you'])).toBe(false);
    expect(orderMatches(['where', 'are'], ['where', 'are', 'you'])).toBe(false);
    expect(orderMatches(['you', 'are', 'where'], ['where', 'are', 'you'])).toBe(false);
  });

  it('compares normalised words (curly apostrophes, stray spaces)', () => {
    expect(orderMatches(['I\u2019m', ' fine '], ["I'm", 'fine'])).toBe(true);
  });
});

describe('letter spelling', () => {
  it('fills the underscores in order', () => {
    expect(spellWord('ba__et', ['s', 'k'])).toBe('basket');
    expect(spellWord('ba__et', ['s'])).toBe('baset');
  });

  it('is right when the letters spell the word, case ignored', () => {
    expect(lettersMatch('ba__et', ['S', 'K'], 'basket')).toBe(true);
    expect(lettersMatch('ba__et', ['k', 's'], 'basket')).toBe(false);
  });
});
