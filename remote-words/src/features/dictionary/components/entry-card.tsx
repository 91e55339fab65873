import { useId, useState, type ReactNode } from 'react';
import { Button, useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import type { Entry } from '../api/search-word';
import { searchPath } from '../dictionary-paths';
import { DICTIONARY_NS } from '../dictionary-texts';
import { groupByRelation, groupSensesByPos } from '../model/group-senses';
import { AddToPlanButton } from './add-to-plan-button';
import { CollectButton } from './collect-button';
import { PlayButton } from './play-button';
import styles from './dictionary.module.css';

/**
 * One dictionary entry: the headword with its IPA and audio, the student's actions (collection,
 * word book), the meanings under one heading per part of speech with the English definitions,
 * examples with their Japanese, inflected forms, related words and the phrases built on it.
 * Every other word shown opens its own entry. A folded entry (one after the first) shows its
 * headword, summary and actions until opened; long sense and phrase lists show their start.
 */
export function EntryCard({ entry, folded = false }: { entry: Entry; folded?: boolean }) {
  const { t } = useTranslation(DICTIONARY_NS);
  const headingId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(!folded);
  return (
    <article className={[styles.panel, styles.entry].join(' ')} aria-labelledby={headingId} data-testid="entry" data-word-id={entry.word_id} data-word={entry.word}>
      <div className={styles.entryHead}>
        <h2 id={headingId} className={styles.headword} lang="en">
          {entry.word}
        </h2>
        {entry.ipa ? (
          <span className={styles.ipa} lang="en" data-testid="entry-ipa">
            /{entry.ipa}/
          </span>
        ) : null}
        <PlayButton text={entry.word} label={t('entry.play', { word: entry.word })} testId="play-word" />
        {entry.is_phrase ? <span className={styles.tag}>{t('entry.phrase')}</span> : null}
      </div>
      {entry.mean ? <p className={styles.summary}>{entry.mean}</p> : null}
      <div className={styles.entryActions}>
        <CollectButton wordId={entry.word_id} word={entry.word} mean={entry.mean} />
        <AddToPlanButton word={entry.word} />
        {folded ? (
          <Button variant="text" width="auto" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)} data-testid="entry-toggle">
            {open ? t('entry.less') : t('entry.more')}
          </Button>
        ) : null}
      </div>

      {open ? <EntryDetails id={detailsId} entry={entry} /> : null}
    </article>
  );
}

/** An entry's meanings, examples, forms, related words and phrases. */
function EntryDetails({ id, entry }: { id: string; entry: Entry }) {
  const { t } = useTranslation(DICTIONARY_NS);
  const [allSenses, setAllSenses] = useState(false);
  const [allPhrases, setAllPhrases] = useState(false);
  const groups = groupSensesByPos(entry.senses);
  const hiddenSenses = groups.reduce((sum, group) => sum + Math.max(0, group.senses.length - SENSE_LIMIT), 0);
  const relations = groupByRelation(entry.related);
  return (
    <div id={id} className={styles.entryDetails}>
      {groups.length > 0 ? (
        <section className={styles.block} aria-label={t('entry.meanings')}>
          {groups.map((group) => (
            <div key={group.pos} className={styles.posGroup} data-testid="pos-group" data-pos={group.pos}>
              <h3 className={styles.pos}>{group.pos_ja}</h3>
              <ol className={styles.senses}>
                {(allSenses ? group.senses : group.senses.slice(0, SENSE_LIMIT)).map((sense, index) => (
                  <li key={index}>
                    <span className={styles.meanings}>{sense.meanings.join('、')}</span>
                    {sense.definition_en ? (
                      <span className={styles.definition} lang="en" title={t('entry.definition')}>
                        {sense.definition_en}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </div>
          ))}
          {hiddenSenses > 0 ? (
            <Button variant="text" width="auto" onClick={() => setAllSenses((value) => !value)} aria-expanded={allSenses} data-testid="more-senses">
              {allSenses ? t('entry.fewerSenses') : t('entry.moreSenses', { count: hiddenSenses })}
            </Button>
          ) : null}
        </section>
      ) : null}

      {entry.examples.length > 0 ? (
        <Block title={t('entry.examples')}>
          <ul className={styles.examples}>
            {entry.examples.map((example, index) => (
              <li key={index} className={styles.example} data-testid="example">
                <PlayButton text={example.en} label={t('entry.playExample')} testId="play-example" small />
                <p className={styles.exampleText}>
                  <span lang="en">{example.en}</span>
                  {example.ja ? <span className={styles.exampleJa}>{example.ja}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {entry.forms.length > 0 ? (
        <Block title={t('entry.forms')}>
          <dl className={styles.forms} data-testid="forms">
            {entry.forms.map((form) => (
              <div key={`${form.kind}-${form.word}`} className={styles.formRow}>
                <dt>{form.label_ja}</dt>
                <dd lang="en">
                  <Link to={searchPath(form.word, 1, 'related')} className={styles.logWord}>
                    {form.word}
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
        </Block>
      ) : null}

      {relations.length > 0 ? (
        <Block title={t('entry.related')}>
          {relations.map((group) => (
            <div key={group.relation}>
              <p className={styles.relationLabel}>{group.relation_ja}</p>
              <ul className={styles.chips} data-testid="related">
                {group.words.map((item) => (
                  <li key={item.word}>
                    <Link to={searchPath(item.word, 1, 'related')} className={styles.chip} lang="en" data-testid="related-word">
                      {item.word}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Block>
      ) : null}

      {entry.phrases.length > 0 ? (
        <Block title={t('entry.phrases')}>
          <WordLinks words={allPhrases ? entry.phrases : entry.phrases.slice(0, PHRASE_LIMIT)} via="related" testId="phrase" />
          {entry.phrases.length > PHRASE_LIMIT ? (
            <Button variant="text" width="auto" onClick={() => setAllPhrases((value) => !value)} aria-expanded={allPhrases} data-testid="more-phrases">
              {allPhrases ? t('entry.fewerPhrases') : t('entry.morePhrases', { count: entry.phrases.length })}
            </Button>
          ) : null}
        </Block>
      ) : null}

      {entry.sources.length > 0 ? (
        <p className={styles.sources}>{t('entry.sources', { sources: entry.sources.map((source) => t(`entry.source.${source}`, { defaultValue: source })).join('・') })}</p>
      ) : null}
    </div>
  );
}

/** Senses shown per part of speech before 「ほかの意味も見る」. */
const SENSE_LIMIT = 5;
/** Phrases shown before 「すべての熟語を見る」. */
const PHRASE_LIMIT = 10;

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.blockTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

type LinkedWord = { word_id: number; word: string; mean: string };

/** Words that open their own entry: word in English, its short meaning beside it. */
export function WordLinks({ words, via, testId }: { words: readonly LinkedWord[]; via: 'related' | 'fuzzy' | 'suggestion'; testId: string }) {
  return (
    <ul className={styles.wordList}>
      {words.map((item) => (
        <li key={item.word_id}>
          <Link to={searchPath(item.word, 1, via)} className={styles.wordLink} data-testid={testId} data-word={item.word}>
            <span className={styles.wordLinkWord} lang="en">
              {item.word}
            </span>
            <span className={styles.wordLinkMean}>{item.mean}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
