import { useEffect, useId, useRef } from 'react';
import { isApiError } from 'shared-api';
import { Page, QueryState, Spinner, StatusBlock, useTranslation } from 'shared-ui';
import { useLocation, useNavigate, useSearchParams } from 'shared-ui/router';
import { useFuzzySearchWord } from '../api/fuzzy-search-word';
import { useSearchWord, type SearchResult } from '../api/search-word';
import { useSubmitWordLog } from '../api/submit-word-log';
import { DICTIONARY_PATHS } from '../dictionary-paths';
import { DICTIONARY_NS } from '../dictionary-texts';
import { MAX_WORD_LENGTH, parseSearchType, parseVia, wordProblem, type SearchType, type SearchVia } from '../model/search-input';
import { EntryCard, WordLinks } from './entry-card';
import { SearchBox } from './search-box';
import styles from './dictionary.module.css';

/**
 * /dictionary/search?word=&type=: the entries of a word (or of a Japanese meaning), the notice
 * when the word is an inflected form, other matches, and the nearest spellings when nothing
 * matched. Opening an entry is logged once; bad input shows the server's message by the box.
 */
export function DictionarySearchPage() {
  const { t } = useTranslation(DICTIONARY_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const word = (params.get('word') ?? '').trim();
  const type = parseSearchType(params.get('type'));
  const via = parseVia(params.get('via'));
  const search = useSearchWord(word, type);
  const badInput = isApiError(search.error) && search.error.code === 400 ? wordProblem(search.error.message) : null;
  useLogOpenedEntry(search.data, word, via);

  return (
    <Page title={word ? t('search.pageTitle', { word }) : t('search.title')} onBack={() => void navigate(DICTIONARY_PATHS.index)} narrow testId="dictionary-search-page">
      <SearchBox key={`${type}:${word}`} initialWord={word} initialType={type} problem={badInput} />
      {!word ? (
        <StatusBlock title={t('search.missing')} testId="search-missing" />
      ) : badInput ? null : (
        <QueryState query={search} loadingLabel={t('search.searching')}>
          {(data) => <SearchResults data={data} word={word} type={type} />}
        </QueryState>
      )}
    </Page>
  );
}

/**
 * Records the first entry shown (the exact headword, or the lemma of an inflected form) once per
 * visit of the page: a re-render or React's second effect run in development sends nothing again.
 */
function useLogOpenedEntry(data: SearchResult | undefined, word: string, via: SearchVia) {
  const location = useLocation();
  const submit = useSubmitWordLog();
  const logged = useRef(new Set<string>());
  const wordId = data?.entries[0]?.word_id;
  const { mutate } = submit;
  useEffect(() => {
    if (wordId === undefined) return;
    const key = `${location.key}:${wordId}`;
    if (logged.current.has(key)) return;
    logged.current.add(key);
    mutate({ word_id: wordId, query: word.slice(0, MAX_WORD_LENGTH), via });
  }, [wordId, word, via, location.key, mutate]);
}

function SearchResults({ data, word, type }: { data: SearchResult; word: string; type: SearchType }) {
  const { t } = useTranslation(DICTIONARY_NS);
  const othersId = useId();
  // Words the entries show already (their phrases) are not listed again.
  const shown = new Set(data.entries.flatMap((entry) => [entry.word_id, ...entry.phrases.map((phrase) => phrase.word_id)]));
  const others = data.list.filter((item) => !shown.has(item.word_id));
  return (
    <div className={styles.stack} data-testid="search-results">
      {data.inflection ? (
        <p className={styles.notice} role="status" data-testid="inflection">
          {t('search.inflection', { form: data.inflection.form, lemma: data.inflection.lemma, label: data.inflection.label_ja })}
        </p>
      ) : null}
      {data.entries.length > 0 ? data.entries.map((entry, index) => <EntryCard key={entry.word_id} entry={entry} folded={index > 0} />) : <NotFound data={data} word={word} type={type} />}
      {others.length > 0 ? (
        <section className={[styles.panel, styles.entry].join(' ')} aria-labelledby={othersId} data-testid="other-matches">
          <h2 id={othersId} className={styles.sectionTitle}>
            {type === 2 ? t('search.othersJa', { word }) : t('search.others')}
          </h2>
          <WordLinks words={others} via="suggestion" testId="other-match" />
        </section>
      ) : null}
    </div>
  );
}

/** Nothing matched: the server's nearest spellings, or the fuzzy search's, best first. */
function NotFound({ data, word, type }: { data: SearchResult; word: string; type: SearchType }) {
  const { t } = useTranslation(DICTIONARY_NS);
  const askFuzzy = type === 1 && data.suggestions.length === 0;
  const fuzzy = useFuzzySearchWord(word, askFuzzy);
  const candidates = askFuzzy ? (fuzzy.data?.list ?? []) : data.suggestions;
  return (
    <section className={[styles.panel, styles.entry].join(' ')} data-testid="not-found">
      <StatusBlock tone="empty" title={type === 2 ? t('search.notFoundJa', { word }) : t('search.notFound', { word })} />
      {askFuzzy && fuzzy.isPending ? <Spinner /> : null}
      {candidates.length > 0 ? (
        <div className={styles.block} data-testid="did-you-mean">
          <h2 className={styles.sectionTitle}>{t('search.didYouMean')}</h2>
          <WordLinks words={candidates} via="fuzzy" testId="fuzzy-word" />
        </div>
      ) : type === 1 && !(askFuzzy && fuzzy.isPending) ? (
        <p className={styles.muted}>{t('search.noSuggestions')}</p>
      ) : null}
    </section>
  );
}
