import { addTranslations } from 'shared-ui';

/** i18n namespace of the dictionary. */
export const DICTIONARY_NS = 'words-dictionary';

addTranslations(DICTIONARY_NS, {
  ja: {
    title: '辞書',
    searchLabel: '英単語を調べる',
    placeholder: '例: meeting',
    search: '検索',
    searching: '検索しています…',
    results: '「{{word}}」の検索結果',
    notFound: '「{{word}}」は見つかりませんでした。つづりを確かめてください。',
    recent: '最近調べた単語',
    noRecent: 'まだ検索した単語はありません。',
    problem: {
      empty: '調べたい英単語を入力してください。',
      notEnglish: '英単語（アルファベット）で入力してください。',
      tooLong: '英単語は{{max}}文字までで入力してください。',
    },
    pos: { noun: '名詞', verb: '動詞', adjective: '形容詞', adverb: '副詞', preposition: '前置詞', conjunction: '接続詞', pronoun: '代名詞', phrase: '熟語' },
  },
  en: {
    title: 'Dictionary',
    searchLabel: 'Look up an English word',
    placeholder: 'e.g. meeting',
    search: 'Search',
    searching: 'Searching…',
    results: 'Results for "{{word}}"',
    notFound: '"{{word}}" was not found. Please check the spelling.',
    recent: 'Recent searches',
    noRecent: 'No searches yet.',
    problem: {
      empty: 'Enter the English word you want to look up.',
      notEnglish: 'Use English letters only.',
      tooLong: 'Words can be up to {{max}} characters.',
    },
    pos: { noun: 'noun', verb: 'verb', adjective: 'adjective', adverb: 'adverb', preposition: 'preposition', conjunction: 'conjunction', pronoun: 'pronoun', phrase: 'phrase' },
  },
});
