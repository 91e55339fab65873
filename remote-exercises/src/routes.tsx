// Minimal ./routes so remote-exercises builds and can be published (platform). The exercises
// engineer replaces this file with the real textbook, skill-up and homework routes.
import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiGet } from 'shared-api';
import { addTranslations, PageHeader, Spinner } from 'shared-ui';

const NS = 'exercises-book-list';
addTranslations(NS, {
  ja: { title: '教科書', empty: '利用できる教科書がありません。', failed: '教科書の一覧を読み込めませんでした。' },
  en: { title: 'Textbooks', empty: 'No textbooks are available.', failed: 'The textbook list could not be loaded.' },
});

type Book = { id: number; title: string };

function BookList() {
  const { t } = useTranslation(NS);
  const [books, setBooks] = useState<Book[] | 'failed' | null>(null);
  useEffect(() => {
    apiGet<{ list: Book[] }>('/textbook/book-list').then(
      (data) => setBooks(data.list),
      () => setBooks('failed'),
    );
  }, []);
  return (
    <div>
      <PageHeader title={t('title')} onBack={null} />
      {books === null && <Spinner />}
      {books === 'failed' && <p role="alert">{t('failed')}</p>}
      {Array.isArray(books) && (books.length === 0 ? <p>{t('empty')}</p> : <ul>{books.map((book) => <li key={book.id}>{book.title}</li>)}</ul>)}
      <p data-testid="remote-version" data-remote={__REMOTE_NAME__} data-version={__REMOTE_VERSION__} hidden />
    </div>
  );
}

export const routes: RouteObject[] = [{ path: '/bookList', element: <BookList />, handle: { name: 'bookList', keepAlive: true } }];
