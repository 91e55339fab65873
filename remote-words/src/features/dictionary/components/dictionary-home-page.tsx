import { useId, useState, type FormEvent } from 'react';
import { isApiError } from 'shared-api';
import { Button, Page, QueryState, Spinner, useTranslation } from 'shared-ui';
import { useIntroduction } from '../api/get-introduction';
import { useSearchLogs } from '../api/get-search-logs';
import { useSearchWord, type SearchResult } from '../api/search-word';
import { DICTIONARY_NS } from '../dictionary-texts';
import { checkSearchWord, MAX_WORD_LENGTH } from './search-word';
import styles from './dictionary-home-page.module.css';

/** /dictionary/index: the introduction, a search box, results and the student's recent searches. */
export function DictionaryHomePage() {
  const { t } = useTranslation(DICTIONARY_NS);
  const inputId = useId();
  const errorId = useId();
  const intro = useIntroduction();
  const logs = useSearchLogs();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [searched, setSearched] = useState<string | null>(null);
  const search = useSearchWord(searched);
  // The server checks the word too; its 400 message goes next to the box, not in a toast.
  const serverProblem = isApiError(search.error) && search.error.code === 400 ? search.error.message : null;
  const shownProblem = problem ?? serverProblem;

  const run = (word: string) => {
    const check = checkSearchWord(word);
    setProblem(check ? t(`problem.${check}`, { max: MAX_WORD_LENGTH }) : null);
    if (!check) setSearched(word.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(input);
  };

  return (
    <Page title={t('title')} narrow>
      <form className={styles.search} role="search" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {t('searchLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('placeholder')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={MAX_WORD_LENGTH + 10}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={shownProblem ? errorId : undefined}
          />
          <Button type="submit" width="auto" busy={search.isFetching}>
            {t('search')}
          </Button>
        </div>
        {shownProblem && (
          <p id={errorId} className={styles.problem} role="alert">
            {shownProblem}
          </p>
        )}
      </form>

      {searched !== null && search.isFetching ? <Spinner label={t('searching')} /> : null}
      {searched !== null && search.data && !search.isFetching ? <SearchResults result={search.data} /> : null}

      <section className={styles.logs} aria-labelledby={`${inputId}-logs`}>
        <h2 id={`${inputId}-logs`} className={styles.heading}>
          {t('recent')}
        </h2>
        <QueryState query={logs} isEmpty={(list) => list.length === 0} empty={t('noRecent')}>
          {(list) => (
            <ul className={styles.chips}>
              {list.map((log) => (
                <li key={log.word}>
                  <button
                    type="button"
                    className={styles.chip}
                    onClick={() => {
                      setInput(log.word);
                      run(log.word);
                    }}
                  >
                    {log.word}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>

      <section className={styles.intro}>
        <QueryState query={intro}>
          {(data) => (
            <>
              <h2 className={styles.heading}>{data.title}</h2>
              {data.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </>
          )}
        </QueryState>
      </section>
    </Page>
  );
}

function SearchResults({ result }: { result: SearchResult }) {
  const { t } = useTranslation(DICTIONARY_NS);
  if (result.list.length === 0) {
    return (
      <p className={styles.muted} role="status">
        {t('notFound', { word: result.word })}
      </p>
    );
  }
  return (
    <section aria-label={t('results', { word: result.word })}>
      <ol className={styles.results}>
        {result.list.map((entry) => (
          <li key={entry.word_id} className={styles.entry} lang="en">
            <p className={styles.word}>
              <strong>{entry.word}</strong> <span className={styles.ipa}>/{entry.ipa}/</span>{' '}
              <span className={styles.pos} lang="ja">
                {t(`pos.${entry.part_of_speech}`, { defaultValue: entry.part_of_speech })}
              </span>
            </p>
            <p className={styles.mean} lang="ja">
              {entry.mean}
            </p>
            <p className={styles.example}>{entry.example_sentence}</p>
            <p className={styles.exampleJa} lang="ja">
              {entry.example_sentence_jp}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
