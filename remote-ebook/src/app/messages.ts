import { addTranslations } from 'shared-ui';

/** i18n namespace of remote-ebook. */
export const EBOOK_NAMESPACE = 'ebook';

addTranslations(EBOOK_NAMESPACE, {
  ja: {
    loadFailed: '読み込めませんでした。',
    retry: '再読み込み',
    bookshelf: {
      title: '電子書籍',
      lead: 'レベル別の英語の読み物です。自分のレベルに合った本から読んでみましょう。',
      level: 'レベル{{level}}',
      words: '{{count}}語',
      empty: 'まだ本がありません。',
    },
  },
  en: {
    loadFailed: 'Could not be loaded.',
    retry: 'Reload',
    bookshelf: {
      title: 'Ebooks',
      lead: 'Graded English readers. Start with a book at your level.',
      level: 'Level {{level}}',
      words: '{{count}} words',
      empty: 'No books yet.',
    },
  },
});
