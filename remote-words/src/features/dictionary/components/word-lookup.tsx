import { QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { useSearchWord } from '../api/search-word';
import { searchPath } from '../dictionary-paths';
import { DICTIONARY_NS } from '../dictionary-texts';
import { EntryCard, WordLinks } from './entry-card';
import styles from './dictionary.module.css';

export type WordLookupProps = {
  /** The word as it stands in a text (went, Tom's, invoices): the dictionary finds its headword. */
  word: string;
};

/** Entries shown in the panel (the exact headword or the lemma first; the rest folded). */
const ENTRY_LIMIT = 2;

/**
 * One word looked up from a text (the ebook reader's tap on a word; exposed as
 * remote_words/word-lookup): the dictionary's entry card (IPA, audio, collect, add to a plan, the
 * meanings), the base form when the word was inflected, the nearest spellings when nothing
 * matched, and a link to the full search. The caller supplies the panel around it.
 */
export function WordLookup({ word }: WordLookupProps) {
  const { t } = useTranslation(DICTIONARY_NS);
  const cleaned = cleanWord(word);
  const search = useSearchWord(cleaned, 1);
  if (cleaned === '') return <StatusBlock title={t('search.missing')} />;
  return (
    <div className={styles.stack} data-testid="word-lookup" data-word={cleaned}>
      <QueryState query={search} loadingLabel={t('search.searching')}>
        {(data) => (
          <>
            {data.inflection ? (
              <p className={styles.notice} data-testid="lookup-inflection">
                {t('search.inflection', { form: data.inflection.form, lemma: data.inflection.lemma, label: data.inflection.label_ja })}
              </p>
            ) : null}
            {data.entries.length > 0 ? (
              data.entries.slice(0, ENTRY_LIMIT).map((entry, index) => <EntryCard key={entry.word_id} entry={entry} folded={index > 0} />)
            ) : (
              <div className={styles.panel} data-testid="lookup-not-found">
                <p>{t('search.notFound', { word: cleaned })}</p>
                {data.suggestions.length > 0 ? (
                  <>
                    <p className={styles.muted}>{t('search.didYouMean')}</p>
                    <WordLinks words={data.suggestions} via="fuzzy" testId="lookup-suggestion" />
                  </>
                ) : null}
              </div>
            )}
            <p>
              <Link to={searchPath(cleaned)} data-testid="lookup-open-dictionary">
                {t('lookup.openDictionary')}
              </Link>
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** The word without the punctuation and possessive around it in a text ("Tom's," gives Tom, “Yes!” gives Yes). */
export function cleanWord(word: string): string {
  return word
    .trim()
    .replace(/[’‘]/g, "'")
    .replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '')
    .replace(/'s$/i, '');
}
