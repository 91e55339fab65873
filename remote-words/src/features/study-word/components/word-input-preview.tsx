import { useMemo } from 'react';
import { normaliseWordInput } from 'shared-contract';
import { useTranslation } from 'shared-ui';
import { STUDY_WORD_NS } from '../study-word-texts';
import styles from './study-word.module.css';

/**
 * What the typed words become, as the server will read them (the same normaliser from
 * shared-contract): the words that will be looked up, and those skipped here with the reason.
 * Whether a word is already in a plan or missing from the word lists is known only on adding.
 */
export function WordInputPreview({ text }: { text: string }) {
  const { t } = useTranslation(STUDY_WORD_NS);
  // Without the portal's phrase list the preview takes an entry's words one by one; the server
  // keeps a phrase it knows (look for) together, and its answer after adding says so.
  const parsed = useMemo(() => normaliseWordInput(text), [text]);
  const empty = parsed.words.length === 0 && parsed.skipped.length === 0;
  return (
    <section className={styles.preview} aria-labelledby="word-preview-title" aria-live="polite" data-testid="word-preview">
      <h3 id="word-preview-title">{t('form.previewTitle')}</h3>
      {empty ? (
        <p className={styles.muted}>{t('form.previewEmpty')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('form.previewWords', { count: parsed.words.length })}</p>
          <ul className={styles.chips} data-testid="preview-words">
            {parsed.words.map((word) => (
              <li key={word} className={styles.chip} lang="en">
                {word}
              </li>
            ))}
          </ul>
          {parsed.skipped.length > 0 ? (
            <>
              <p className={styles.muted}>{t('form.previewSkipped', { count: parsed.skipped.length })}</p>
              <ul className={styles.skipList} data-testid="preview-skipped">
                {parsed.skipped.map((skip) => (
                  <li key={skip.word} data-reason={skip.reason}>
                    <span lang="en">{skip.word}</span>：<span>{t(`skip.${skip.reason}`)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      <p className={styles.muted}>{t('form.previewNote')}</p>
    </section>
  );
}
