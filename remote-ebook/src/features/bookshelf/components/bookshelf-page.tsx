import { Page, QueryState, Tile, TileGrid, TileGroup, useTranslation } from 'shared-ui';
import { useBooks, type Book } from '../api/get-books';
import { BOOKSHELF_NS } from '../bookshelf-texts';
import styles from './bookshelf-page.module.css';

/** /ebook/index: the graded readers, grouped by level. */
export function BookshelfPage() {
  const { t } = useTranslation(BOOKSHELF_NS);
  const books = useBooks();
  return (
    <Page title={t('title')} lead={t('lead')}>
      <QueryState query={books} isEmpty={(list) => list.length === 0} empty={t('empty')}>
        {(list) =>
          [...new Set(list.map((book) => book.level))].map((level) => (
            <TileGroup key={level} id={`level-${level}`} title={t('level', { level })}>
              <TileGrid>
                {list
                  .filter((book) => book.level === level)
                  .map((book) => (
                    <BookTile key={book.id} book={book} />
                  ))}
              </TileGrid>
            </TileGroup>
          ))
        }
      </QueryState>
    </Page>
  );
}

function BookTile({ book }: { book: Book }) {
  const { t } = useTranslation(BOOKSHELF_NS);
  return (
    <Tile title={book.title} titleLang="en" badges={[book.genre]} meta={`${book.title_jp} ・ ${t('words', { count: book.word_count })}`} testId="book-card">
      <p>{book.summary}</p>
      <p className={styles.firstLine} lang="en">
        “{book.first_line}”
      </p>
    </Tile>
  );
}
