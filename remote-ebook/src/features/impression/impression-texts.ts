import { addTranslations } from 'shared-ui';

/** i18n namespace of the impression page. */
export const IMPRESSION_NS = 'ebook-impression';

addTranslations(IMPRESSION_NS, {
  ja: {
    title: '感想を書く',
    lead: '星の数と、読んで思ったことを書きましょう。日本語でも英語でもかまいません。',
    notFound: 'この本は見つかりませんでした。',
    backToList: '本の一覧へ',
    stars: '評価（星の数）',
    star: '星{{count}}つ',
    starHint: { 1: 'つまらなかった', 2: 'いまひとつ', 3: 'ふつう', 4: 'おもしろかった', 5: 'とてもおもしろかった' },
    content: '感想',
    contentHint: 'どの場面が心に残ったか、だれにすすめたいかなど。',
    counter: '{{count}} / {{max}}文字',
    over: '{{count}}文字多すぎます',
    save: '保存する',
    saved: '感想を保存しました。',
    lastSaved: '前回の保存：{{date}}',
    leave: '書きかけの感想は保存されていません。このページを離れますか？',
    errors: {
      stars: '星の数を1〜5から選んでください',
      empty: '感想を入力してください',
      tooLong: '感想は{{max}}文字以内で書いてください',
      emoji: '絵文字は使えません。文字だけで書いてください',
    },
  },
  en: {
    title: 'Write an impression',
    lead: 'Give the book stars and write what you thought. Japanese or English is fine.',
    notFound: 'This book was not found.',
    backToList: 'Book list',
    stars: 'Rating (stars)',
    star: '{{count}} stars',
    starHint: { 1: 'Boring', 2: 'Not great', 3: 'OK', 4: 'Interesting', 5: 'Very interesting' },
    content: 'Impression',
    contentHint: 'Which scene stayed with you, who you would recommend it to…',
    counter: '{{count}} / {{max}} characters',
    over: '{{count}} characters too many',
    save: 'Save',
    saved: 'Your impression was saved.',
    lastSaved: 'Last saved: {{date}}',
    leave: 'Your impression is not saved yet. Leave this page?',
    errors: {
      stars: 'Choose 1 to 5 stars',
      empty: 'Please write your impression',
      tooLong: 'Please keep your impression within {{max}} characters',
      emoji: 'Emoji cannot be used. Please write with letters only',
    },
  },
});
