import { useId, useState, type FormEvent } from 'react';
import { isApiError } from 'shared-api';
import { Button, PageHeader, Spinner, useTranslation } from 'shared-ui';
import { RemoteVersion } from '../../../app/remote-version';
import { useApiData } from '../../../app/use-api-data';
import { WORDS_NAMESPACE } from '../../../app/messages';
import { fetchIntroduction, fetchSearchLogs, searchWord, type DictionaryEntry } from '../api/dictionary-api';
import { checkSearchWord, MAX_WORD_LENGTH } from './search-word';
import styles from './dictionary-home.module.css';

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; word: string }
  | { status: 'done'; word: string; entries: DictionaryEntry[] }
  | { status: 'failed'; message: string };

/** /dictionary/index: the introduction, a search box, results and the student's recent searches. */
export function DictionaryHome() {
  const { t } = useTranslation(WORDS_NAMESPACE);
  const inputId = useId();
  const errorId = useId();
  const intro = useApiData(fetchIntroduction);
  const [logsRound, setLogsRound] = useState(0);
  const logs = useApiData(fetchSearchLogs, [logsRound]);
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });

  const run = async (word: string) => {
    const check = checkSearchWord(word);
    if (check) {
      setProblem(t(`dictionary.problem.${check}`, { max: MAX_WORD_LENGTH }));
      return;
    }
    setProblem(null);
    setSearch({ status: 'searching', word: word.trim() });
    try {
      const result = await searchWord(word.trim());
      setSearch({ status: 'done', word: result.word, entries: result.list });
      setLogsRound((n) => n + 1);
    } catch (error) {
      if (isApiError(error) && error.code === 400) setProblem(error.message);
      setSearch({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(input);
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('dictionary.title')} />
      <form className={styles.search} role="search" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {t('dictionary.searchLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('dictionary.placeholder')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={MAX_WORD_LENGTH + 10}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
          <Button type="submit" width="auto" busy={search.status === 'searching'}>
            {t('dictionary.search')}
          </Button>
        </div>
        {problem && (
          <p id={errorId} className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </form>

      <SearchResults state={search} />

      <section className={styles.logs} aria-labelledby={`${inputId}-logs`}>
        <h2 id={`${inputId}-logs`} className={styles.heading}>
          {t('dictionary.recent')}
        </h2>
        {logs.status === 'ready' && logs.data.length === 0 && <p className={styles.muted}>{t('dictionary.noRecent')}</p>}
        {logs.status === 'ready' && (
          <ul className={styles.chips}>
            {logs.data.map((log) => (
              <li key={log.word}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => {
                    setInput(log.word);
                    void run(log.word);
                  }}
                >
                  {log.word}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.intro} aria-labelledby={`${inputId}-intro`}>
        {intro.status === 'loading' && <Spinner />}
        {intro.status === 'error' && <LoadError onRetry={intro.reload} />}
        {intro.status === 'ready' && (
          <>
            <h2 id={`${inputId}-intro`} className={styles.heading}>
              {intro.data.title}
            </h2>
            {intro.data.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </>
        )}
      </section>
      <RemoteVersion />
    </div>
  );
}

function SearchResults({ state }: { state: SearchState }) {
  const { t } = useTranslation(WORDS_NAMESPACE);
  if (state.status === 'idle' || state.status === 'failed') return null;
  if (state.status === 'searching') return <Spinner label={t('dictionary.searching')} />;
  if (state.entries.length === 0) {
    return (
      <p className={styles.muted} role="status">
        {t('dictionary.notFound', { word: state.word })}
      </p>
    );
  }
  return (
    <section aria-label={t('dictionary.results', { word: state.word })}>
      <ol className={styles.results}>
        {state.entries.map((entry) => (
          <li key={entry.word_id} className={styles.entry} lang="en">
            <p className={styles.word}>
              <strong>{entry.word}</strong> <span className={styles.ipa}>/{entry.ipa}/</span>{' '}
              <span className={styles.pos} lang="ja">
                {t(`dictionary.pos.${entry.part_of_speech}`, { defaultValue: entry.part_of_speech })}
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

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(WORDS_NAMESPACE);
  return (
    <div role="alert">
      <p>{t('loadFailed')}</p>
      <Button variant="secondary" width="auto" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
