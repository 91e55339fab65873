// The build's readers on small fixtures written in each source's format.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { reverseEdict } from './edict';
import { espeakIpa } from './espeak';
import { adjectiveForms, formsByLemma, verbForms } from './forms';
import { decodeDictdNumber, parseArticle, parseFreedict, pickIpa } from './freedict';
import { parseSynsetLine, parseWordnet } from './wordnet';

describe('FreeDict (dictd)', () => {
  const go = 'go //ɡoʊ// //ɡəʊ// <v>\n1. 動く, 行く\nof a machine, to work\n2. 崩れる\nto be destroyed\n';
  it('reads the pronunciation, the part of speech and the numbered senses', () => {
    expect(parseArticle('go', go)).toEqual({
      headword: 'go',
      ipa: 'ɡoʊ',
      tag: 'v',
      senses: [
        { ja: ['動く', '行く'], gloss: 'of a machine, to work' },
        { ja: ['崩れる'], gloss: 'to be destroyed' },
      ],
    });
  });

  it('reads an unnumbered sense and drops senses without Japanese', () => {
    expect(parseArticle('ubiquitous', 'ubiquitous //juːˈbɪk.wɪ.təs// <adj>\n遍在\nbeing everywhere\n').senses).toEqual([{ ja: ['遍在'], gloss: 'being everywhere' }]);
    expect(parseArticle('ation', 'ation //ˈeɪʃən// <suffix>\n \n-ation (suffix)\n').senses).toEqual([]);
  });

  it('keeps the apostrophes the index drops', () => {
    expect(parseArticle('you dont say', "you don't say //juː ˈdəʊnt seɪ// <interjection>\nまさか\nexpression of surprise\n").headword).toBe("you don't say");
  });

  it('prefers a General American or British pronunciation to other accents and fragments', () => {
    expect(pickIpa(['ˈbɹɐðɘ(ɹ)', 'ˈbɹʌðɚ'])).toBe('ˈbɹʌðɚ');
    expect(pickIpa(['ðeː', 'ði', 'ðə'])).toBe('ði');
    expect(pickIpa(['-toʊx-', 'ˌsɜːtəʊɡənˈbɒs'])).toBe('ˌsɜːtəʊɡənˈbɒs');
    expect(pickIpa([])).toBe('');
  });

  it('finds each article through the index', () => {
    const data = Buffer.from(`00-database-info\n${go}`, 'utf8');
    const start = data.indexOf('go //');
    const b64 = (n: number) => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
      let text = '';
      do {
        text = alphabet[n % 64] + text;
        n = Math.floor(n / 64);
      } while (n > 0);
      return text;
    };
    expect(decodeDictdNumber(b64(start))).toBe(start);
    const index = `00databaseinfo\tA\t${b64(start)}\ngo\t${b64(start)}\t${b64(data.length - start)}\n`;
    expect(parseFreedict(index, gzipSync(data)).map((article) => [article.headword, article.senses.length])).toEqual([['go', 2]]);
  });
});

describe('EDICT read in reverse', () => {
  const edict = [
    '行く [いく] /(v5k-s,vi) (1) to go/to move (in a direction or towards a specific location)/(v5k-s,vi) (2) to proceed/(P)/',
    'いらっしゃる /(v5aru,vi) (1) (hon) to come/to go/to be (somewhere)/(P)/',
    '林檎 [りんご] /(n) (uk) apple/(P)/',
    '嫌 [いや] /(adj-na,n) disagreeable/reluctant/(P)/',
    'ユビキタス /(n) (1) (comp) (abbr) ubiquitous computing/(adj-no,adj-na) (2) ubiquitous/',
    '勉強 [べんきょう] /(n,vs) (1) study/(n,vs) (2) to study/(P)/',
    '往く [ゆく] /(oK) (v5k-s,vi) to go/',
    '罷る [まかる] /(v5r,vi) (arch) to go/',
    'シャン /(adj-na,n) beautiful (ger:)/(P)/',
    'ビューティフル /(adj-na) beautiful/(P)/',
    '美しい [うつくしい] /(adj-i) (1) beautiful/lovely/(adj-i) (2) good/(P)/',
  ].join('\n');
  const reversed = reverseEdict(edict);
  const ja = (key: string) => reversed.get(key)?.map((meaning) => `${meaning.pos}:${meaning.ja}`);

  it('makes English glosses headwords, common and first glosses first', () => {
    expect(ja('go')).toEqual(['verb:行く', 'verb:いらっしゃる']);
    expect(ja('move')).toEqual(['verb:行く']);
  });

  it('writes (uk) words in kana, な-adjectives with な, suru verbs with する', () => {
    expect(ja('apple')).toEqual(['noun:りんご']);
    expect(ja('reluctant')).toEqual(['adjective:嫌な']);
    expect(ja('ubiquitous')).toEqual(['adjective:ユビキタスな']);
    expect(ja('study')).toEqual(['noun:勉強', 'verb:勉強する']);
    // A noun that is a する verb in Japanese, so the build can give the English verb 勉強する too.
    expect(reversed.get('study')?.find((meaning) => meaning.pos === 'noun')?.suru).toBe(true);
    expect(reversed.get('apple')?.[0]?.suru).toBe(false);
  });

  it('puts a native word before a katakana loanword and leaves out words borrowed from other languages', () => {
    expect(ja('beautiful')).toEqual(['adjective:美しい', 'adjective:ビューティフルな']);
  });

  it('leaves out abbreviations, old spellings and archaic senses', () => {
    expect(reversed.has('ubiquitous computing')).toBe(false);
    expect(reversed.get('go')?.some((meaning) => meaning.ja === '往く' || meaning.ja === '罷る')).toBe(false);
  });
});

describe('WordNet', () => {
  const files: Record<string, string> = {
    'data.noun': '  1 This software and database is being provided\n05823932 09 n 01 invoice 0 001 + 02256853 v 0101 | an itemized statement of money owed; "he sent the invoice"\n',
    'data.verb': '02256853 40 v 01 invoice 0 001 + 05823932 n 0101 01 + 08 00 | send an invoice to; "The company invoiced me"\n',
    'data.adj': '00064787 00 a 02 reluctant 0 loath 0 001 ! 00065488 a 0101 | unwillingness to do something; "a reluctant smile"; "reluctant to help"\n00065488 00 a 01 willing 0 001 ! 00064787 a 0101 | disposed or inclined toward\n',
    'data.adv': '',
    'index.noun': 'invoice n 1 1 + 1 0 05823932\n',
    'index.verb': 'invoice v 1 1 + 1 0 02256853\n',
    'index.adj': 'reluctant a 1 1 ! 1 1 00064787\nwilling a 1 1 ! 1 1 00065488\n',
    'index.adv': '',
    'cntlist.rev': 'invoice%1:10:00:: 1 3\ninvoice%2:40:00:: 1 1\nreluctant%3:00:00:: 1 7\n',
    'noun.exc': 'children child\n',
    'verb.exc': 'went go\n',
    'adj.exc': 'better good well\n',
    'adv.exc': '',
  };
  const wordnet = parseWordnet((file) => files[file] ?? '');

  it('reads definitions and the quoted examples of a gloss', () => {
    const synset = wordnet.synsets.get('a00064787')!;
    expect(synset).toMatchObject({ pos: 'adjective', words: ['reluctant', 'loath'], definition: 'unwillingness to do something', examples: ['a reluctant smile', 'reluctant to help'] });
    expect(synset.pointers).toEqual([{ symbol: '!', target: 'a00065488', source: 1, targetWord: 1 }]);
  });

  it('orders a lemma’s senses and counts its tags', () => {
    expect(wordnet.lemmas.get('invoice')?.senses.get('noun')).toEqual(['n05823932']);
    expect(wordnet.lemmas.get('invoice')?.senses.get('verb')).toEqual(['v02256853']);
    expect(wordnet.counts.get('invoice')).toBe(4);
    expect(wordnet.posCounts.get('invoice|noun')).toBe(3);
  });

  it('reads the exception lists', () => {
    expect(wordnet.exceptions.get('adjective')?.get('better')).toEqual(['good', 'well']);
    expect(formsByLemma(wordnet.exceptions.get('verb')!).get('go')).toEqual(['went']);
  });

  it('turns multi-word lemmas into phrases', () => {
    expect(parseSynsetLine('01234567 38 v 01 take_off 0 000 | leave; "The plane took off"')?.[1].words).toEqual(['take off']);
  });
});

describe('inflected forms', () => {
  const kinds = (forms: { kind: string; word: string }[]) => forms.map((form) => `${form.kind}:${form.word}`);
  it('gives irregular verbs their past and participle', () => {
    expect(kinds(verbForms('go', ['gone', 'went']))).toEqual(['third_person:goes', 'past:went', 'past_participle:gone', 'present_participle:going']);
    expect(kinds(verbForms('run', ['ran', 'running']))).toEqual(['third_person:runs', 'past:ran', 'past_participle:run', 'present_participle:running']);
    expect(kinds(verbForms('put', ['putting']))).toEqual(['third_person:puts', 'past:put', 'past_participle:put', 'present_participle:putting']);
    expect(kinds(verbForms('have', ['had', 'has', 'having']))).toEqual(['third_person:has', 'past:had', 'past_participle:had', 'present_participle:having']);
  });

  it('spells regular verbs by rule', () => {
    expect(kinds(verbForms('study', []))).toEqual(['third_person:studies', 'past:studied', 'past_participle:studied', 'present_participle:studying']);
    expect(kinds(verbForms('make', ['made']))).toEqual(['third_person:makes', 'past:made', 'past_participle:made', 'present_participle:making']);
    expect(kinds(verbForms('watch', []))).toEqual(['third_person:watches', 'past:watched', 'past_participle:watched', 'present_participle:watching']);
  });

  it('compares one-syllable adjectives by rule and the rest only from the list', () => {
    expect(kinds(adjectiveForms('good', ['better', 'best']))).toEqual(['comparative:better', 'superlative:best']);
    expect(kinds(adjectiveForms('tall', []))).toEqual(['comparative:taller', 'superlative:tallest']);
    expect(kinds(adjectiveForms('reluctant', []))).toEqual([]);
  });
});

describe('espeak-ng', () => {
  it('gives one pronunciation per word, many words per process', async () => {
    const ipa = await espeakIpa(['hello', 'take off', 'ubiquitous']);
    expect([...ipa.keys()]).toEqual(['hello', 'take off', 'ubiquitous']);
    expect(ipa.get('take off')).toMatch(/^t.*eɪk .*ɔ.*f$/);
    expect(ipa.get('ubiquitous')).toContain('bˈɪk');
  });
});
