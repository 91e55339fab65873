import { Link, withQuery } from 'shared-ui/router';
import { PageHeader, QueryState, useTranslation } from 'shared-ui';
import { PATHS } from '../../practice/paths';
import { useBookList } from '../api/get-book-list';
import classes from '../../practice/components/pages.module.css';

/** /bookList: the textbooks with their level and the student's progress. */
export function BookListPage() {
  const { t } = useTranslation('exercises');
  const books = useBookList();
  return (
    <div className={classes.page} data-testid="book-list">
      <PageHeader title={t('textbook.bookListTitle')} onBack={null} />
      <QueryState query={books} isEmpty={({ items }) => items.length === 0} empty={t('textbook.bookListEmpty')}>
        {({ items }) => (
            <ul className={classes.grid}>
              {items.map((book) => (
                <li key={book.book_id}>
                  <Link className={[classes.card, classes.bookCard].join(' ')} to={withQuery(PATHS.unitDirectory, { book_id: book.book_id })} data-testid="book-card" data-code={book.code}>
                    {book.cover ? <img className={classes.cover} src={book.cover} alt="" /> : null}
                    <div className={classes.cardBody}>
                      <h2 className={classes.cardTitle}>{book.title_jp}</h2>
                      <p className={classes.cardSubtitle} lang="en">
                        {book.title}
                      </p>
                      <div className={classes.meta}>
                        <span className={classes.tag}>{book.level}</span>
                        <span>{t('textbook.units', { count: book.unit_count })}</span>
                        <span>{t('textbook.progress', { done: book.completed_count, total: book.resource_count })}</span>
                      </div>
                      <div className={classes.progressBar} aria-hidden="true">
                        <div className={classes.progressFill} style={{ width: `${book.resource_count ? (book.completed_count / book.resource_count) * 100 : 0}%` }} />
                      </div>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
        )}
      </QueryState>
    </div>
  );
}
