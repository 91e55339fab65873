import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'shared-ui/router';
import { Button, Page, QueryState, useTranslation } from 'shared-ui';
import { useBookList } from '../../books/api/get-book-list';
import { EBOOK_PATHS } from '../../books/books-paths';
import { BookCard, BookGrid } from '../../books/components/book-card';
import { ShelfButton } from '../../books/components/shelf-button';
import type { BookList, EbookLevel, Genre } from '../../books/model/ebook-types';
import { eikenName, levelName } from '../../books/model/level-name';
import { CATALOG_NS } from '../catalog-texts';
import styles from './catalog.module.css';

const GENRES: Genre[] = ['fiction', 'nonfiction'];

/** The filters as the query string holds them (?level=2&genre=fiction&keyword=cat), so back and reload keep them. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const levelValue = Number(params.get('level'));
  const level = Number.isInteger(levelValue) && levelValue >= 1 && levelValue <= 6 ? levelValue : undefined;
  const genreValue = params.get('genre');
  const genre = GENRES.find((value) => value === genreValue);
  const keyword = params.get('keyword') ?? '';
  const update = (next: { level?: number; genre?: Genre; keyword?: string }) => {
    const merged = { level, genre, keyword, ...next };
    const query = new URLSearchParams();
    if (merged.level) query.set('level', String(merged.level));
    if (merged.genre) query.set('genre', merged.genre);
    if (merged.keyword?.trim()) query.set('keyword', merged.keyword.trim());
    setParams(query, { replace: true });
  };
  return { level, genre, keyword, update };
}

/** /ebook/list: every book, by level tab, genre and keyword, with the shelf button on each card. */
export function BookListPage() {
  const { t } = useTranslation(CATALOG_NS);
  const filters = useFilters();
  const list = useBookList({ level: filters.level, genre: filters.genre, keyword: filters.keyword });
  return (
    <Page title={t('list.title')} lead={t('list.lead')} testId="ebook-list">
      <QueryState query={list}>{(data) => <Filtered data={data} filters={filters} busy={list.isFetching} />}</QueryState>
    </Page>
  );
}

function Filtered({ data, filters, busy }: { data: BookList; filters: ReturnType<typeof useFilters>; busy: boolean }) {
  const { t } = useTranslation(CATALOG_NS);
  const selected = data.levels.find((level) => level.level === filters.level);
  return (
    <>
      <LevelTabs levels={data.levels} selected={filters.level} recommended={data.recommended_level} onSelect={(level) => filters.update({ level })} />
      {selected ? <LevelInfo level={selected} /> : null}
      {data.recommended_level === null ? (
        <p className={styles.hint}>
          {t('list.levelCheck')} <Link to={EBOOK_PATHS.levelCheck}>{t('list.levelCheckLink')}</Link>
        </p>
      ) : null}
      <div className={styles.filterRow}>
        <fieldset className={styles.segments}>
          <legend className={styles.filterLabel}>{t('list.genres')}</legend>
          {[undefined, ...GENRES].map((genre) => (
            <button key={genre ?? 'all'} type="button" className={styles.segment} aria-pressed={filters.genre === genre} onClick={() => filters.update({ genre })}>
              {genre ? t(`list.${genre}`) : t('list.allGenres')}
            </button>
          ))}
        </fieldset>
        <KeywordSearch key={filters.keyword} initial={filters.keyword} onSearch={(keyword) => filters.update({ keyword })} />
      </div>
      <div className={styles.resultHead}>
        <h2 className={styles.resultTitle} id="ebook-list-results">
          {t('list.results')}
        </h2>
        <span className={styles.count} role="status" data-testid="book-count">
          {t('list.count', { count: data.list.length })}
        </span>
        {filters.level || filters.genre || filters.keyword ? (
          <Button variant="text" width="auto" onClick={() => filters.update({ level: undefined, genre: undefined, keyword: '' })}>
            {t('list.clear')}
          </Button>
        ) : null}
      </div>
      <div aria-busy={busy || undefined} className={busy ? styles.reloading : undefined}>
        {data.list.length === 0 ? (
          <p className={styles.empty} data-testid="book-list-empty">
            {t('list.empty')}
          </p>
        ) : (
          <BookGrid label={t('list.results')}>
            {data.list.map((book) => (
              <BookCard key={book.book_id} book={book} actions={<ShelfButton book={book} />} />
            ))}
          </BookGrid>
        )}
      </div>
    </>
  );
}

/** The level tabs: all, then 1-6 with the level's name, Eiken grade and CEFR; the recommended one is marked. */
function LevelTabs({ levels, selected, recommended, onSelect }: { levels: EbookLevel[]; selected: number | undefined; recommended: number | null; onSelect: (level: number | undefined) => void }) {
  const { t, i18n } = useTranslation(CATALOG_NS);
  return (
    <nav aria-label={t('list.levels')} className={styles.levelTabs}>
      <button type="button" className={styles.levelTab} aria-pressed={selected === undefined} onClick={() => onSelect(undefined)}>
        <span className={styles.levelTabName}>{t('list.allLevels')}</span>
      </button>
      {levels.map((level) => (
        <button key={level.level} type="button" className={styles.levelTab} aria-pressed={selected === level.level} onClick={() => onSelect(level.level)} data-testid="level-tab">
          <span className={styles.levelTabName}>{t('list.levelTab', { level: level.level })}</span>
          <span className={styles.levelTabSub}>{levelName(level, i18n.language)}</span>
          <span className={styles.levelTabSub}>
            {level.eiken}・{level.cefr}
          </span>
          {recommended === level.level ? <span className={styles.recommended}>{t('list.recommended')}</span> : null}
        </button>
      ))}
    </nav>
  );
}

function LevelInfo({ level }: { level: EbookLevel }) {
  const { t, i18n } = useTranslation(CATALOG_NS);
  return (
    <p className={styles.levelInfo} data-testid="level-info">
      {t('list.levelInfo', {
        level: level.level,
        name: levelName(level, i18n.language),
        eiken: eikenName(level, i18n.language),
        cefr: level.cefr,
        headwords: level.headwords,
        min: level.min_words,
        max: level.max_words,
      })}
    </p>
  );
}

/** The keyword box: searches on Enter or the button (not on every key). */
function KeywordSearch({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation(CATALOG_NS);
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label className={styles.filterLabel} htmlFor="ebook-keyword">
        {t('list.keyword')}
      </label>
      <div className={styles.searchRow}>
        <input id="ebook-keyword" type="search" className={styles.input} value={text} placeholder={t('list.keywordPlaceholder')} onChange={(event) => setText(event.target.value)} maxLength={40} />
        <Button type="submit" width="auto">
          {t('list.search')}
        </Button>
      </div>
    </form>
  );
}
