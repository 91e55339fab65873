import { addTranslations } from 'shared-ui';

/** i18n namespace of the free-reading homework list. */
export const FREE_READING_NS = 'ebook-free-reading';

addTranslations(FREE_READING_NS, {
  ja: {
    title: '多読の宿題',
    lead: '先生が出した本の宿題です。指定された本を最後まで読むと「読了」になります。',
    empty: '多読の宿題はありません。',
    emptyDetail: '先生が本を読む宿題を出すと、ここに表示されます。それまでは好きな本を読みましょう。',
    findBook: '本をさがす',
    period: '期間：{{start}} 〜 {{due}}',
    due: '締め切り：{{due}}',
    done: '完了',
    late: '締め切りを過ぎています',
    expired: '受付終了',
    booksDone: '{{done}} / {{total}}冊 読了',
    bookDone: '読了',
    bookNotDone: '未読',
    details: '詳細',
    read: '読む',
    detailsLabel: '『{{title}}』の詳細',
    readLabel: '『{{title}}』を読む',
  },
  en: {
    title: 'Reading homework',
    lead: 'Books your teacher has set. A book counts as done when you read it to the end.',
    empty: 'You have no reading homework.',
    emptyDetail: 'When your teacher sets books to read, they appear here. Until then, read any book you like.',
    findBook: 'Find a book',
    period: '{{start}} – {{due}}',
    due: 'Due {{due}}',
    done: 'Done',
    late: 'Past due',
    expired: 'Closed',
    booksDone: '{{done}} of {{total}} books read',
    bookDone: 'Read',
    bookNotDone: 'Not read',
    details: 'Details',
    read: 'Read',
    detailsLabel: 'Details of “{{title}}”',
    readLabel: 'Read “{{title}}”',
  },
});
