import { Link } from 'shared-ui/router';
import { Card, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useBookList } from '../../books/api/get-book-list';
import { useShelf } from '../../books/api/get-shelf';
import { detailsHref, EBOOK_PATHS, listHref, readingHref } from '../../books/books-paths';
import { BookCard, BookGrid } from '../../books/components/book-card';
import { BookCover } from '../../books/components/book-cover';
import { ReadingProgress } from '../../books/components/book-facts';
import { ShelfButton } from '../../books/components/shelf-button';
import type { BookList, Shelf } from '../../books/model/ebook-types';
import { eikenName, levelName } from '../../books/model/level-name';
import { HOME_NS } from '../home-texts';
import styles from './home.module.css';

/** How many books of the recommended level the home shows. */
const LEVEL_BOOKS_SHOWN = 6;

const MENU = [
  { key: 'list', to: EBOOK_PATHS.list, icon: '🔍' },
  { key: 'history', to: EBOOK_PATHS.history, icon: '📈' },
  { key: 'test', to: EBOOK_PATHS.test, icon: '✍️' },
  { key: 'doc', to: EBOOK_PATHS.doc, icon: '📖' },
  { key: 'homework', to: EBOOK_PATHS.freeReading, icon: '📝' },
  { key: 'levelCheck', to: EBOOK_PATHS.levelCheck, icon: '🎯' },
] as const;

/** /ebook/index (the EbookIndex tab): my shelf, my level and its books, and the way to everything else. */
export function EbookHomePage() {
  const { t } = useTranslation(HOME_NS);
  const shelf = useShelf();
  const books = useBookList();
  return (
    <Page title={t('title')} lead={t('lead')} testId="ebook-home">
      <Card title={t('shelf.heading')} testId="my-shelf">
        <QueryState query={shelf}>{(data) => <MyShelf shelf={data} />}</QueryState>
      </Card>
      <Card title={t('level.heading')} testId="my-level">
        <QueryState query={books}>{(data) => <MyLevel data={data} />}</QueryState>
      </Card>
      <nav aria-labelledby="ebook-menu" className={styles.menuSection}>
        <h2 id="ebook-menu" className={styles.menuHeading}>
          {t('menu.heading')}
        </h2>
        <ul className={styles.menu}>
          {MENU.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={styles.menuLink} data-testid={`menu-${item.key}`}>
                <span className={styles.menuIcon} aria-hidden="true">
                  {item.icon}
                </span>
                <span className={styles.menuTitle}>{t(`menu.${item.key}.title`)}</span>
                <span className={styles.menuText}>{t(`menu.${item.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}

function MyShelf({ shelf }: { shelf: Shelf }) {
  const { t } = useTranslation(HOME_NS);
  if (shelf.list.length === 0) {
    return (
      <StatusBlock
        tone="empty"
        title={t('shelf.empty')}
        detail={t('shelf.emptyDetail', { limit: shelf.limit })}
        testId="shelf-empty"
        action={
          <LinkButton to={EBOOK_PATHS.list}>
            {t('menu.list.title')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.shelfCount} data-testid="shelf-count">
        {t('shelf.count', { count: shelf.count, limit: shelf.limit })}
      </p>
      {shelf.count >= shelf.limit ? <p className={styles.notice}>{t('shelf.full')}</p> : null}
      <ul className={styles.shelf} aria-label={t('shelf.heading')}>
        {shelf.list.map((book) => {
          const label = book.progress?.finished ? t('shelf.readAgain') : book.progress && book.progress.percent > 0 ? t('shelf.continue') : t('shelf.read');
          return (
            <li key={book.book_id} className={styles.shelfItem} data-testid="shelf-book">
              <BookCover url={book.cover_url} size="sm" />
              <div className={styles.shelfBody}>
                <h3 className={styles.shelfTitle}>
                  <Link to={detailsHref(book.book_id)} lang="en">
                    {book.title}
                  </Link>
                </h3>
                <p className={styles.muted}>{book.title_jp}</p>
                <ReadingProgress progress={book.progress} />
                <div className={styles.shelfActions}>
                  <LinkButton primary to={readingHref(book.book_id)} aria-label={t('shelf.continueLabel', { label, title: book.title })}>
                    {label}
                  </LinkButton>
                  <ShelfButton book={book} variant="text" />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function MyLevel({ data }: { data: BookList }) {
  const { t, i18n } = useTranslation(HOME_NS);
  const level = data.recommended_level;
  if (level === null) {
    // Before a level check the easiest books are the safe start: a student can read today.
    const starters = data.list.filter((book) => book.level === 1);
    return (
      <>
        <div className={styles.levelCall} data-testid="level-check-call">
          <p className={styles.levelText}>{t('level.none')}</p>
          <p className={styles.muted}>{t('level.noneDetail')}</p>
          <LinkButton primary to={EBOOK_PATHS.levelCheck}>
            {t('level.take')}
          </LinkButton>
        </div>
        {starters.length > 0 ? (
          <>
            <h3 className={styles.subheading}>{t('level.starters')}</h3>
            <BookGrid label={t('level.starters')}>
              {starters.slice(0, LEVEL_BOOKS_SHOWN).map((book) => (
                <BookCard key={book.book_id} book={book} headingLevel={4} actions={<ShelfButton book={book} />} />
              ))}
            </BookGrid>
          </>
        ) : null}
      </>
    );
  }
  const info = data.levels.find((item) => item.level === level);
  const books = data.list.filter((book) => book.level === level);
  return (
    <>
      <p className={styles.levelText} data-testid="recommended-level" data-level={level}>
        {t('level.recommended', { level })}
      </p>
      {info ? <p className={styles.muted}>{t('level.detail', { name: levelName(info, i18n.language), eiken: eikenName(info, i18n.language), cefr: info.cefr })}</p> : null}
      <h3 className={styles.subheading}>{t('level.books', { level })}</h3>
      {books.length === 0 ? (
        <p className={styles.muted}>{t('level.noBooks')}</p>
      ) : (
        <BookGrid label={t('level.books', { level })}>
          {books.slice(0, LEVEL_BOOKS_SHOWN).map((book) => (
            <BookCard key={book.book_id} book={book} headingLevel={4} actions={<ShelfButton book={book} />} />
          ))}
        </BookGrid>
      )}
      <div className={styles.levelLinks}>
        <LinkButton to={listHref({ level })}>
          {t('level.more', { level })}
        </LinkButton>
        <Link to={EBOOK_PATHS.levelCheck} className={styles.textLink}>
          {t('level.retake')}
        </Link>
      </div>
    </>
  );
}
