import { addTranslations } from 'shared-ui';

/** i18n namespace of the word test (/ebook/test). */
export const VOCABULARY_TEST_NS = 'ebook-vocabulary-test';

addTranslations(VOCABULARY_TEST_NS, {
  ja: {
    title: '単語テスト',
    lead: '読んだ本に出てきた単語の意味を、4つの中から選びましょう。',
    progress: '{{current}} / {{total}}問',
    progressLabel: '進み具合',
    from: '『{{title}}』より',
    choices: '「{{word}}」の意味を選んでください',
    next: '次へ',
    back: '前の問題',
    submit: '採点する',
    result: {
      heading: 'テストの結果',
      score: '{{correct}} / {{total}}問正解',
      review: 'ふりかえり',
      right: '正解',
      wrong: '不正解',
      yourAnswer: 'あなたの答え：{{answer}}',
      noAnswer: 'あなたの答え：（未回答）',
      answer: '正しい意味：{{answer}}',
      again: '新しいテストを受ける',
      home: '多読のトップへ',
    },
    alreadySubmitted: 'このテストはもう採点されています。新しいテストを受けてください。',
    empty: 'テストに出せる単語がまだありません。本を読むと、その本の単語でテストができます。',
    findBook: '本をさがす',
  },
  en: {
    title: 'Word test',
    lead: 'Choose the meaning of words from the books you have read.',
    progress: '{{current}} / {{total}}',
    progressLabel: 'Progress',
    from: 'From “{{title}}”',
    choices: 'Choose the meaning of “{{word}}”',
    next: 'Next',
    back: 'Previous',
    submit: 'Mark my test',
    result: {
      heading: 'Your result',
      score: '{{correct}} of {{total}} correct',
      review: 'Review',
      right: 'Right',
      wrong: 'Wrong',
      yourAnswer: 'Your answer: {{answer}}',
      noAnswer: 'Your answer: (none)',
      answer: 'Meaning: {{answer}}',
      again: 'Take a new test',
      home: 'Ebook home',
    },
    alreadySubmitted: 'This test has already been marked. Please take a new test.',
    empty: 'No words for a test yet. Read a book and you can be tested on its words.',
    findBook: 'Find a book',
  },
});
