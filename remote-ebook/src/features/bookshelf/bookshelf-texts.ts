import { addTranslations } from 'shared-ui';

/** i18n namespace of the bookshelf. */
export const BOOKSHELF_NS = 'ebook-bookshelf';

addTranslations(BOOKSHELF_NS, {
  ja: {
    title: '電子書籍',
    lead: 'レベル別の英語の読み物です。自分のレベルに合った本から読んでみましょう。',
    level: 'レベル{{level}}',
    words: '{{count}}語',
    empty: 'まだ本がありません。',
  },
  en: {
    title: 'Ebooks',
    lead: 'Graded English readers. Start with a book at your level.',
    level: 'Level {{level}}',
    words: '{{count}} words',
    empty: 'No books yet.',
  },
});
