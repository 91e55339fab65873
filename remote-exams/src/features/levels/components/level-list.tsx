import { useState } from 'react';
import { Button, PageHeader, showToast, Spinner, useTranslation } from 'shared-ui';
import { EXAMS_NAMESPACE } from '../../../app/messages';
import { RemoteVersion } from '../../../app/remote-version';
import { useApiData } from '../../../app/use-api-data';
import { chooseLevel, fetchLevels, type Level } from '../api/levels-api';
import styles from './level-list.module.css';

/** /testing (eikenIndex): the Eiken grades and TOEIC courses; the student picks the one to prepare for. */
export function LevelList() {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const levels = useApiData(fetchLevels);
  const [chosen, setChosen] = useState<number | null>(null);
  const [saving, setSaving] = useState<number | null>(null);

  const choose = async (level: Level) => {
    setSaving(level.level_id);
    try {
      await chooseLevel(level.level_id);
      setChosen(level.level_id);
      showToast(t('levels.chosen', { name: level.name }));
    } catch {
      // shared-api has already told the student (toast or network dialog); the choice stays as it was.
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('levels.title')} />
      <p className={styles.lead}>{t('levels.lead')}</p>
      {levels.status === 'loading' && <Spinner />}
      {levels.status === 'error' && (
        <div role="alert" className={styles.status}>
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" width="auto" onClick={levels.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {levels.status === 'ready' &&
        (['eiken', 'toeic'] as const).map((exam) => {
          const current = chosen ?? levels.data.current_level_id;
          return (
            <section key={exam} aria-labelledby={`exam-${exam}`}>
              <h2 id={`exam-${exam}`} className={styles.group}>
                {t(`levels.exam.${exam}`)}
              </h2>
              <ul className={styles.grid}>
                {levels.data.list
                  .filter((level) => level.exam === exam)
                  .map((level) => (
                    <li key={level.level_id} className={`${styles.card} ${current === level.level_id ? styles.selected : ''}`} data-testid="level-card">
                      <h3 className={styles.title}>{level.name}</h3>
                      <p className={styles.meta}>
                        <span className={styles.badge}>CEFR {level.cefr}</span>
                        {current === level.level_id && <strong>{t('levels.current')}</strong>}
                      </p>
                      <p>{level.description}</p>
                      <p className={styles.sample} lang="en">
                        {level.sample_en}
                      </p>
                      <p className={styles.sampleJa}>{level.sample_ja}</p>
                      {current !== level.level_id && (
                        <div className={styles.actions}>
                          <Button variant="secondary" width="auto" busy={saving === level.level_id} onClick={() => void choose(level)} aria-label={t('levels.chooseNamed', { name: level.name })}>
                            {t('levels.choose')}
                          </Button>
                        </div>
                      )}
                    </li>
                  ))}
              </ul>
            </section>
          );
        })}
      <RemoteVersion />
    </div>
  );
}
