import { addTranslations } from 'shared-ui';

/** i18n namespace of the ebook home (/ebook/index). */
export const HOME_NS = 'ebook-home';

addTranslations(HOME_NS, {
  ja: {
    title: '多読（電子書籍）',
    lead: 'レベル別の英語の本を、辞書をなるべく使わずにたくさん読みましょう。',
    shelf: {
      heading: 'わたしの本棚',
      count: '{{count}} / {{limit}}冊',
      empty: '本棚にはまだ本がありません。',
      emptyDetail: '「本をさがす」から読みたい本を本棚に追加しましょう（最大{{limit}}冊）。',
      read: '読む',
      continue: '続きを読む',
      readAgain: 'もう一度読む',
      continueLabel: '{{label}}：『{{title}}』',
      full: '本棚がいっぱいです。読み終わった本を外すと、新しい本を追加できます。',
    },
    level: {
      heading: 'あなたのレベル',
      recommended: 'レベルチェックの結果、あなたにおすすめのレベルは「レベル{{level}}」です。',
      detail: '{{name}}（{{eiken}}程度・CEFR {{cefr}}）',
      none: 'まだレベルチェックを受けていません。',
      noneDetail: '10分ほどの短い文章と問題で、楽に読めるレベルがわかります。',
      take: 'レベルチェックを受ける',
      retake: 'もう一度レベルチェックを受ける',
      books: 'レベル{{level}}の本',
      more: 'レベル{{level}}の本をすべて見る',
      noBooks: 'このレベルの本はまだありません。',
    },
    menu: {
      heading: 'メニュー',
      list: { title: '本をさがす', text: 'レベル・ジャンル・キーワードで' },
      history: { title: '読書記録', text: '読んだ語数・時間・読む速さ' },
      test: { title: '単語テスト', text: '読んだ本に出てきた単語を確認' },
      doc: { title: '多読の進め方', text: 'はじめての人はこちら' },
      homework: { title: '多読の宿題', text: '先生から出された本' },
      levelCheck: { title: 'レベルチェック', text: '自分に合うレベルを知る' },
    },
  },
  en: {
    title: 'Graded readers',
    lead: 'Read lots of English books at your level, using the dictionary as little as you can.',
    shelf: {
      heading: 'My bookshelf',
      count: '{{count}} / {{limit}} books',
      empty: 'Your bookshelf is empty.',
      emptyDetail: 'Add books you want to read from “Find a book” (up to {{limit}}).',
      read: 'Read',
      continue: 'Continue',
      readAgain: 'Read again',
      continueLabel: '{{label}}: “{{title}}”',
      full: 'Your shelf is full. Remove a book you have finished to add a new one.',
    },
    level: {
      heading: 'Your level',
      recommended: 'Your level check recommends Level {{level}}.',
      detail: '{{name}} (about {{eiken}}, CEFR {{cefr}})',
      none: 'You have not taken the level check yet.',
      noneDetail: 'Short passages and questions (about 10 minutes) show the level you can read with ease.',
      take: 'Take the level check',
      retake: 'Take the level check again',
      books: 'Level {{level}} books',
      more: 'All level {{level}} books',
      noBooks: 'No books at this level yet.',
    },
    menu: {
      heading: 'Menu',
      list: { title: 'Find a book', text: 'By level, genre and keyword' },
      history: { title: 'Reading record', text: 'Words, time and reading speed' },
      test: { title: 'Word test', text: 'Words from the books you read' },
      doc: { title: 'How to read', text: 'Start here' },
      homework: { title: 'Reading homework', text: 'Books your teacher set' },
      levelCheck: { title: 'Level check', text: 'Find your level' },
    },
  },
});
